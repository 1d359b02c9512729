// Snapshots over HTTP: the owner makes them (with names or anonymized), publishes and deletes them;
// participants list them; other workspaces get 404; a snapshot stays as it was made; the public read
// needs no account and finds only public snapshots; anonymized copies keep no name, e-mail or card
// number of the fixture (file names keep their other words); visits and continuations are counted.
import type { PublicSnapshot, Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFiles } from "../attachments/send-files.ts";
import { pdfWith } from "../attachments/fixtures.ts";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { accountId, send, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { listMemberPublicSnapshots } from "../../../src/modules/snapshots/repository.ts";

let t: TestApp;
let owner: Client;
let colleague: Client;
let colleagueName = "";
let globex: Client;
let anonymous: Client;
let conversationId = 0;

const CARD = "4111 1111 1111 1111";
const OWNER_NAME = "Ada Owner";

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const cole = await signedInMember(t.app, t.database.db, "cole.colleague@acme.test");
  colleague = cole.client;
  colleagueName = "cole.colleague";
  globex = createClient(t.app, GLOBEX.host);
  await globex.login(GLOBEX.email, GLOBEX.password);
  anonymous = createClient(t.app, "share.localhost");

  const first = await send(owner, {
    message: `Kick-off with ${colleagueName} (cole.colleague@acme.test); card ${CARD}`,
    non_ai: "true",
  });
  conversationId = first.conversation_id;
  const enabled = await owner.post("/api/v1/collaboration/enable/", {
    json: { conversation_id: conversationId },
  });
  const slug = enabled.json<{ data: { collaboration_slug: string } }>().data.collaboration_slug;
  expect(
    (await colleague.post("/api/v1/collaboration/join/", { json: { conversation_slug: slug } })).statusCode,
  ).toBe(200);
  await send(colleague, {
    message: `Thanks ${OWNER_NAME}, mail me at cole.colleague@acme.test`,
    non_ai: "true",
    conversation_id: String(conversationId),
  });
  const withFile = await sendFiles(
    t.app,
    owner,
    { message: "The plan is attached", non_ai: "true", conversation_id: String(conversationId) },
    [{ filename: "Ada Owner salary review.pdf", data: pdfWith("Numbers") }],
  );
  expect(withFile.statusCode, withFile.body).toBe(200);
});
afterAll(() => t.close());

const snapshotsOf = async (client: Client) =>
  (await client.get(`/api/v1/conversations/${conversationId}/snapshots/`)).json<{ results: Snapshot[] }>()
    .results;

async function create(anonymize: boolean): Promise<Snapshot> {
  const res = await owner.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
    json: { anonymize: String(anonymize) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Snapshot>();
}

const publish = (snapshot: Snapshot, isPublic: boolean) =>
  owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: String(isPublic) } });

const readPublic = (uuid: string) => anonymous.get(`/api/v1/conversations/snapshot/${uuid}/`);

describe("snapshots", () => {
  it("the owner makes one with names: private at first, a share-host link with a random v4 uuid", async () => {
    const snapshot = await create(false);
    expect(snapshot).toMatchObject({
      is_public: false,
      is_anonymized: false,
      owner_name: OWNER_NAME,
      is_deletable: true,
    });
    expect(snapshot.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(snapshot.url).toMatch(new RegExp(`^http://share\\.localhost(:\\d+)?/c/${snapshot.uuid}$`));
    expect((await readPublic(snapshot.uuid)).statusCode).toBe(404);
    expect((await publish(snapshot, true)).json<Snapshot>().is_public).toBe(true);
    const read = await readPublic(snapshot.uuid);
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    const data = read.json<PublicSnapshot>().conversation_data;
    expect(data.messages.map((m) => m.sender?.name)).toEqual([OWNER_NAME, colleagueName, OWNER_NAME]);
    expect(data.messages[2]?.upload_files.documents).toEqual([{ file_name: "Ada Owner salary review.pdf" }]);
    expect(data.view_settings.assistantMarkdownView).toBe(true);
  });

  it("stays as it was made: later messages, edits and deletions never show", async () => {
    const snapshot = await create(false);
    await publish(snapshot, true);
    const before = (await readPublic(snapshot.uuid)).json<PublicSnapshot>().conversation_data.messages;
    await send(owner, {
      message: "Added after the snapshot",
      non_ai: "true",
      conversation_id: String(conversationId),
    });
    const firstId = before[0]?.id ?? 0;
    expect((await owner.delete(`/api/v1/messages/${firstId}/`)).statusCode).toBeLessThan(300);
    const after = (await readPublic(snapshot.uuid)).json<PublicSnapshot>().conversation_data.messages;
    expect(after).toEqual(before);
  });

  it("anonymized: no name, e-mail or card number of the fixture survives, in file names neither", async () => {
    const snapshot = await create(true);
    await publish(snapshot, true);
    const body = (await readPublic(snapshot.uuid)).body;
    for (const secret of ["Ada", "Owner", "cole.colleague", "acme.test", CARD, "4111"])
      expect(body, secret).not.toContain(secret);
    const data = JSON.parse(body) as PublicSnapshot;
    expect(data.conversation_data.messages.map((m) => m.sender?.name ?? null)).toContain("Participant 1");
    expect(data.conversation_data.messages.flatMap((m) => m.upload_files.documents)).toEqual([
      { file_name: expect.stringMatching(/^Participant \d+ salary review\.pdf$/) },
    ]);
  });

  it("participants list the snapshots; only the owner makes, publishes and deletes them", async () => {
    const mine = await snapshotsOf(owner);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const theirs = await snapshotsOf(colleague);
    expect(theirs.map((s) => s.id)).toEqual(mine.map((s) => s.id));
    expect(theirs.every((s) => !s.is_deletable)).toBe(true);
    const target = mine[0] as Snapshot;
    expect(
      (
        await colleague.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
          json: { anonymize: "false" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await colleague.patch(`/api/v1/conversations/snapshot/${target.id}/`, {
          json: { is_public: "false" },
        })
      ).statusCode,
    ).toBe(403);
    expect((await colleague.delete(`/api/v1/conversations/snapshot/${target.id}/`)).statusCode).toBe(403);
  });

  it("another workspace gets 404 for the conversation and the snapshot", async () => {
    const [target] = await snapshotsOf(owner);
    expect((await globex.get(`/api/v1/conversations/${conversationId}/snapshots/`)).statusCode).toBe(404);
    expect(
      (
        await globex.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
          json: { anonymize: "true" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await globex.patch(`/api/v1/conversations/snapshot/${target?.id ?? 0}/`, {
          json: { is_public: "false" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await globex.delete(`/api/v1/conversations/snapshot/${target?.id ?? 0}/`)).statusCode).toBe(404);
  });

  it("counts visits and continuations of public snapshots only", async () => {
    const snapshot = await create(false);
    await publish(snapshot, true);
    for (let i = 0; i < 2; i++)
      expect(
        (await anonymous.post(`/api/v1/conversations/visit_snapshot/${snapshot.uuid}/`)).statusCode,
      ).toBe(204);
    expect((await anonymous.post(`/api/v1/conversations/convo_continued/${snapshot.uuid}/`)).statusCode).toBe(
      204,
    );
    const { rows } = await listMemberPublicSnapshots(
      t.database.db,
      await accountId(t.database.db, "acme"),
      (await owner.get("/api/v1/members/detail")).json<{ id: number }>().id,
      { search: undefined, orderBy: "s.created_at DESC", limit: 50, offset: 0 },
    );
    // One visitor twice on one day is one view (server/test/security/snapshot-view-dedupe.test.ts).
    expect(rows.find((row) => row.uuid === snapshot.uuid)).toMatchObject({
      page_view_count: 1,
      convo_continued_count: 1,
    });
    await publish(snapshot, false);
    expect((await anonymous.post(`/api/v1/conversations/visit_snapshot/${snapshot.uuid}/`)).statusCode).toBe(
      404,
    );
    expect((await anonymous.post("/api/v1/conversations/visit_snapshot/not-a-uuid/")).statusCode).toBe(404);
  });

  it("made private or deleted, it is not found on the next request", async () => {
    const snapshot = await create(false);
    await publish(snapshot, true);
    expect((await readPublic(snapshot.uuid)).statusCode).toBe(200);
    await publish(snapshot, false);
    expect((await readPublic(snapshot.uuid)).statusCode).toBe(404);
    await publish(snapshot, true);
    expect((await owner.delete(`/api/v1/conversations/snapshot/${snapshot.id}/`)).statusCode).toBe(204);
    const gone = await readPublic(snapshot.uuid);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { message: string } }>().error.message).toBe(
      "This snapshot has been removed by its owner.",
    );
    expect((await snapshotsOf(owner)).some((s) => s.id === snapshot.id)).toBe(false);
  });

  it("continues a public snapshot as a new conversation of the caller, in another workspace too", async () => {
    const snapshot = await create(false);
    await publish(snapshot, true);
    const frozen = (await readPublic(snapshot.uuid)).json<PublicSnapshot>().conversation_data;
    const res = await globex.post(`/api/v1/conversations/continue_snapshot/${snapshot.uuid}/`, { json: {} });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: number } }>().data.id;
    const page = (await globex.get(`/api/v1/conversations/${id}/messages/`)).json<{
      results: {
        content: string;
        snapshot_data: { sender: string | null } | null;
        sender: { name: string };
      }[];
    }>();
    expect(page.results.map((m) => m.content)).toEqual(frozen.messages.map((m) => m.content));
    expect(page.results.map((m) => m.snapshot_data?.sender ?? null)).toEqual(
      frozen.messages.map((m) => m.sender?.name ?? null),
    );
    // The copy is globex's: acme cannot open it; acme's snapshot is unchanged.
    expect((await owner.get(`/api/v1/conversations/${id}/`)).statusCode).toBe(404);
    const { rows } = await listMemberPublicSnapshots(
      t.database.db,
      await accountId(t.database.db, "acme"),
      (await owner.get("/api/v1/members/detail")).json<{ id: number }>().id,
      { search: undefined, orderBy: "s.created_at DESC", limit: 50, offset: 0 },
    );
    expect(rows.find((row) => row.uuid === snapshot.uuid)?.snapshot_cloned_count).toBe(1);
    // A private snapshot cannot be continued.
    await publish(snapshot, false);
    expect(
      (await globex.post(`/api/v1/conversations/continue_snapshot/${snapshot.uuid}/`, { json: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("My Collaborations lists the member's public snapshots with their counters, searched and paged", async () => {
    const snapshot = await create(false);
    await publish(snapshot, true);
    await anonymous.post(`/api/v1/conversations/visit_snapshot/${snapshot.uuid}/`);
    const page = (await owner.get("/api/v1/collaboration/public-snapshots/?page_size=50")).json<{
      count: number;
      results: { url: string; conversation_id: number; conversation_name: string; page_view_count: number }[];
    }>();
    const row = page.results.find((r) => r.url === snapshot.url);
    expect(row).toMatchObject({ conversation_id: conversationId, page_view_count: 1 });
    expect(row?.conversation_name).toContain("Kick-off");
    const none = (await owner.get("/api/v1/collaboration/public-snapshots/?search=zzz-nothing")).json<{
      count: number;
    }>();
    expect(none.count).toBe(0);
    // The colleague owns none of them.
    expect(
      (await colleague.get("/api/v1/collaboration/public-snapshots/")).json<{ count: number }>().count,
    ).toBe(0);
  });
});
