// Over HTTP, an anonymized public snapshot of a conversation by Mia Member (with Will Long) replaces
// their names, e-mail addresses and mentions in the title, the messages and the file names, and keeps
// the words their names are made of: "Every member of the team", "Will do", "not take long".
import type { PublicSnapshot, Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../../src/modules/members/service.ts";
import { pdfWith } from "../attachments/fixtures.ts";
import { sendFiles } from "../attachments/send-files.ts";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { accountId, send } from "../../helpers/conversations.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let mia: Client;
let conversationId = 0;

async function member(name: string, email: string): Promise<Client> {
  const password = "member-password-123";
  await createMember(t.database.db, await accountId(t.database.db, "acme"), {
    email,
    name,
    role: "member",
    password,
  });
  const client = createClient(t.app, "acme.localhost");
  expect((await client.login(email, password)).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  mia = await member("Mia Member", "mia.member@acme.test");
  const will = await member("Will Long", "will.long@acme.test");
  conversationId = (
    await send(mia, {
      message: "Every member of the team agrees, says Mia Member (mia.member@acme.test)",
      non_ai: "true",
    })
  ).conversation_id;
  const renamed = await mia.patch(`/api/v1/conversations/${conversationId}/`, {
    json: { name: "Every member of the team: a plan by Mia Member" },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const enabled = await mia.post("/api/v1/collaboration/enable/", {
    json: { conversation_id: conversationId },
  });
  const slug = enabled.json<{ data: { collaboration_slug: string } }>().data.collaboration_slug;
  const joined = await will.post("/api/v1/collaboration/join/", { json: { conversation_slug: slug } });
  expect(joined.statusCode, joined.body).toBe(200);
  await send(will, {
    message: "Will do, @Mia Member. It will not take long. Will Long, WILL.LONG@acme.test",
    non_ai: "true",
    conversation_id: String(conversationId),
  });
  const withFiles = await sendFiles(
    t.app,
    mia,
    { message: "Long live the plan", non_ai: "true", conversation_id: String(conversationId) },
    [
      { filename: "Mia Member - every member.pdf", data: pdfWith("Numbers") },
      { filename: "will.long@acme.test notes.pdf", data: pdfWith("Notes") },
    ],
  );
  expect(withFiles.statusCode, withFiles.body).toBe(200);
});
afterAll(() => t.close());

describe("an anonymized public snapshot", () => {
  it("replaces names, e-mails and mentions in title, messages and file names, and keeps the words", async () => {
    const created = await mia.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
      json: { anonymize: "true" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const snapshot = created.json<Snapshot>();
    await mia.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
    const read = await createClient(t.app, "share.localhost").get(
      `/api/v1/conversations/snapshot/${snapshot.uuid}/`,
    );
    expect(read.statusCode, read.body).toBe(200);
    const data = read.json<PublicSnapshot>().conversation_data;

    expect(data.name).toBe("Every member of the team: a plan by Participant 1");
    expect(data.messages.map((m) => m.content)).toEqual([
      "Every member of the team agrees, says Participant 1 (Participant 1)",
      "Will do, @Participant 1. It will not take long. Participant 2, Participant 2",
      "Long live the plan",
    ]);
    expect(data.messages.map((m) => m.sender?.name)).toEqual([
      "Participant 1",
      "Participant 2",
      "Participant 1",
    ]);
    expect(data.messages[2]?.upload_files.documents).toEqual([
      { file_name: "Participant 1 - every member.pdf" },
      { file_name: "Participant 2 notes.pdf" },
    ]);
    for (const secret of ["Mia", "mia.member", "Will Long", "will.long", "WILL.LONG"])
      expect(read.body, secret).not.toContain(secret);
  });
});
