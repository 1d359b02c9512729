// Sharing a conversation as a member does: a snapshot (not anonymized) made public, then read on the
// share host as anyone it is shared with reads it.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createClient } from "./client.ts";
import type { Client } from "./client.ts";

/** The public snapshot's API response on the share host, for a snapshot `owner` makes of the conversation. */
export async function sharedSnapshot(
  app: FastifyInstance,
  owner: Client,
  conversationId: number,
): Promise<LightMyRequestResponse> {
  const made = await owner.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
    json: { anonymize: "false" },
  });
  expect(made.statusCode, made.body).toBe(201);
  const snapshot = made.json<{ id: number; uuid: string }>();
  await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
  return createClient(app, "share.localhost").get(`/api/v1/conversations/snapshot/${snapshot.uuid}/`);
}
