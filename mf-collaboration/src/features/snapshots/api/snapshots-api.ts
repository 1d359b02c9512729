import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { HttpError, readJson } from "@parley/ui-kit/http-error.ts";
import { requestJson, sendJson } from "@parley/ui-kit/api/request.ts";

// Paths of shared-contracts/api/snapshots (its zod schemas stay out of this remote's bundle).
export const snapshotKeys = {
  list: (conversationId: number) => ["collaboration", "snapshots", conversationId] as const,
};

export async function listSnapshots(api: ApiFetch, conversationId: number): Promise<Snapshot[]> {
  return (
    await requestJson<{ results: Snapshot[] }>(api, `/api/v1/conversations/${conversationId}/snapshots/`)
  ).results;
}

/** The spec sends the flag as a string. */
export function createSnapshot(api: ApiFetch, conversationId: number, anonymize: boolean): Promise<Snapshot> {
  return sendJson<Snapshot>(api, "POST", `/api/v1/conversations/${conversationId}/create_snapshot/`, {
    anonymize: String(anonymize),
  });
}

export function setSnapshotPublic(api: ApiFetch, snapshotId: number, isPublic: boolean): Promise<Snapshot> {
  return sendJson<Snapshot>(api, "PATCH", `/api/v1/conversations/snapshot/${snapshotId}/`, {
    is_public: String(isPublic),
  });
}

export async function deleteSnapshot(api: ApiFetch, snapshotId: number): Promise<void> {
  const response = await api(`/api/v1/conversations/snapshot/${snapshotId}/`, { method: "DELETE" });
  if (!response.ok) throw new HttpError(response.status, await readJson(response));
}
