// The public snapshot read carries the fields the spec's Snapshot data lists: id, uuid, created, url,
// is_public, the anonymize flag and conversation_data.
import type { PublicSnapshot, Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let anonymous: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  anonymous = createClient(t.app, "share.localhost");
});
afterAll(() => t.close());

describe("the public snapshot read", () => {
  it("has the snapshot's id, its share-host url and is_public as the spec's data lists them", async () => {
    const { conversation_id } = await send(owner, { message: "Hello", non_ai: "true" });
    const made = await owner.post(`/api/v1/conversations/${conversation_id}/create_snapshot/`, {
      json: { anonymize: "false" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const snapshot = made.json<Snapshot>();
    await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });

    const read = await anonymous.get(`/api/v1/conversations/snapshot/${snapshot.uuid}/`);
    expect(read.statusCode, read.body).toBe(200);
    const data = read.json<PublicSnapshot>();
    expect(data).toMatchObject({
      id: snapshot.id,
      uuid: snapshot.uuid,
      url: snapshot.url,
      is_public: true,
      is_anonymized: false,
    });
    expect(data.url).toMatch(new RegExp(`^http://share\\.localhost(:\\d+)?/c/${snapshot.uuid}$`));
    expect(data.conversation_data.name).toBeTypeOf("string");
  });
});
