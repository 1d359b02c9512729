import { snapshotEndpoints } from "@parley/shared-contracts/api/collaboration-endpoints";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "@parley/ui-kit/api/request.ts";

// Paths of shared-contracts/api/snapshots (its zod schemas stay out of this remote's bundle).
export const snapshotKeys = {
  list: (conversationId: number) => ["collaboration", "snapshots", conversationId] as const,
};

export async function listSnapshots(api: ApiFetch, conversationId: number): Promise<Snapshot[]> {
  return (await callApi(api, snapshotEndpoints.list, { params: { id: conversationId } })).results;
}

/** The spec sends the flag as a string. */
export function createSnapshot(api: ApiFetch, conversationId: number, anonymize: boolean): Promise<Snapshot> {
  return callApi(api, snapshotEndpoints.create, {
    params: { id: conversationId },
    body: { anonymize: anonymize ? "true" : "false" },
  });
}

export function setSnapshotPublic(api: ApiFetch, snapshotId: number, isPublic: boolean): Promise<Snapshot> {
  return callApi(api, snapshotEndpoints.setPublic, {
    params: { id: snapshotId },
    body: { is_public: isPublic ? "true" : "false" },
  });
}

export async function deleteSnapshot(api: ApiFetch, snapshotId: number): Promise<void> {
  await callApi(api, snapshotEndpoints.remove, { params: { id: snapshotId } });
}
