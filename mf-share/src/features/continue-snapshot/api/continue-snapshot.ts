// The workspace side of continuing a snapshot: a new conversation of the signed-in member from it,
// then the analytics counter (its failure ignored).
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import type { ApiFetch } from "@parley/shared-contracts/shell";

/** The member's continuations per window are used up (PARLEY_CONTINUE_MAX): the page says so in their language. */
export const CONTINUE_LIMITED = "continue_limited";

/** What the server's `continue_limited` answer names: the cap, its window and the wait (seconds). */
export interface ContinueLimit {
  max: number;
  window: number;
  retryAfter: number;
}

export class ContinueError extends Error {
  /** The server's message, if it gave one (else the page shows the generic one). */
  readonly serverMessage: string | null;
  /** Set when the refusal was the continuation limit (the page's own text replaces the server's English). */
  readonly limit: ContinueLimit | null;
  constructor(serverMessage: string | null, limit: ContinueLimit | null = null) {
    super(serverMessage ?? "continue_snapshot failed");
    this.serverMessage = serverMessage;
    this.limit = limit;
  }
}

function limitOf(error: { code?: unknown; params?: unknown } | undefined): ContinueLimit | null {
  if (error?.code !== CONTINUE_LIMITED || typeof error.params !== "object" || error.params === null)
    return null;
  const { max, window, retry_after: retryAfter } = error.params as Record<string, unknown>;
  return typeof max === "number" && typeof window === "number" && typeof retryAfter === "number"
    ? { max, window, retryAfter }
    : null;
}

/**
 * shareEndpoints.continueSnapshot: the new conversation's id (data.id) or error.message. The refusal's
 * code and params are read here (the continuation limit), so the response is read here too.
 */
export async function continueSnapshot(api: ApiFetch, uuid: string): Promise<number> {
  const { path, init } = requestOf(shareEndpoints.continueSnapshot, { params: { id: uuid }, body: {} });
  const response = await api(path, init);
  const body = (await response.json().catch(() => null)) as {
    data?: { id?: unknown };
    error?: { message?: unknown; code?: unknown; params?: unknown };
  } | null;
  const id = body?.data?.id;
  if (response.ok && typeof id === "number") {
    const counter = requestOf(shareEndpoints.convoContinued, { params: { id: uuid }, body: {} });
    api(counter.path, counter.init).catch(() => undefined);
    return id;
  }
  const message = body?.error?.message;
  throw new ContinueError(
    typeof message === "string" && message !== "" ? message : null,
    limitOf(body?.error),
  );
}
