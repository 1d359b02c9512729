// The workspace side of continuing a snapshot: a new conversation of the signed-in member from it,
// then the analytics counter (its failure ignored).
import type { ApiFetch } from "@parley/shared-contracts/shell";

export const continueSnapshotPath = (uuid: string) =>
  `/api/v1/conversations/continue_snapshot/${encodeURIComponent(uuid)}/`;
export const convoContinuedPath = (uuid: string) =>
  `/api/v1/conversations/convo_continued/${encodeURIComponent(uuid)}/`;

export class ContinueError extends Error {
  /** The server's message, if it gave one (else the page shows the generic one). */
  readonly serverMessage: string | null;
  constructor(serverMessage: string | null) {
    super(serverMessage ?? "continue_snapshot failed");
    this.serverMessage = serverMessage;
  }
}

const JSON_POST = { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" } as const;

/** POST continue_snapshot/{uuid}: the new conversation's id (data.id) or error.message. */
export async function continueSnapshot(api: ApiFetch, uuid: string): Promise<number> {
  const response = await api(continueSnapshotPath(uuid), JSON_POST);
  const body = (await response.json().catch(() => null)) as {
    data?: { id?: unknown };
    error?: { message?: unknown };
  } | null;
  const id = body?.data?.id;
  if (response.ok && typeof id === "number") {
    api(convoContinuedPath(uuid), JSON_POST).catch(() => undefined);
    return id;
  }
  const message = body?.error?.message;
  throw new ContinueError(typeof message === "string" && message !== "" ? message : null);
}
