// A public snapshot's view count counts a visitor once a day, without a cookie on the share host: the
// same address and browser reloading (or a script replaying the call) do not inflate it; another
// visitor, or the same one the next day, counts. The visits table holds keyed hashes, not addresses.
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstVisitOfDay, pruneVisits, visitorKey } from "../../src/modules/snapshots/visit-dedupe.ts";
import { createClient } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let snapshot: Snapshot;
beforeAll(async () => {
  t = await createTestApp();
  const owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  const first = await send(owner, { message: "Hello", non_ai: "true" });
  snapshot = (
    await owner.post(`/api/v1/conversations/${first.conversation_id}/create_snapshot/`, {
      json: { anonymize: "false" },
    })
  ).json<Snapshot>();
  await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
});
afterAll(() => t.close());

const visit = (ip: string, userAgent: string, uuid = snapshot.uuid) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/conversations/visit_snapshot/${uuid}/`,
    remoteAddress: ip,
    headers: { host: "share.localhost", "user-agent": userAgent },
  });

async function views(): Promise<number> {
  const rows = await t.database.db.query<{ page_view_count: number }>(
    "SELECT page_view_count FROM snapshots WHERE uuid = $1",
    [snapshot.uuid],
  );
  return rows[0]?.page_view_count ?? -1;
}

describe("snapshot view counts", () => {
  it("counts one visitor once however often they call", async () => {
    const before = await views();
    for (let i = 0; i < 5; i++) expect((await visit("203.0.113.7", "Firefox/140")).statusCode).toBe(204);
    expect(await views()).toBe(before + 1);
  });

  it("counts another address or another browser as another visitor", async () => {
    const before = await views();
    await visit("203.0.113.8", "Firefox/140");
    await visit("203.0.113.7", "Chrome/140");
    await visit("203.0.113.8", "Firefox/140");
    expect(await views()).toBe(before + 2);
  });

  it("still answers 404 for a snapshot that is not public, and counts nothing for it", async () => {
    const res = await visit("203.0.113.9", "Firefox/140", "00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
  });

  it("stores neither the address nor the user agent", async () => {
    const rows = await t.database.db.query<{ visitor: string }>("SELECT visitor FROM snapshot_visits");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).not.toContain("203.0.113");
      expect(row.visitor).not.toContain("Firefox");
    }
  });

  it("counts the same visitor again on another day, and prunes days before yesterday", async () => {
    const secret = t.config.secret ?? "";
    const who = { ip: "198.51.100.1", userAgent: "Safari", uuid: snapshot.uuid };
    const monday = visitorKey(secret, { ...who, day: "2030-01-07" });
    const tuesday = visitorKey(secret, { ...who, day: "2030-01-08" });
    expect(monday).not.toBe(tuesday);
    expect(await firstVisitOfDay(t.database.db, monday, "2030-01-07")).toBe(true);
    expect(await firstVisitOfDay(t.database.db, monday, "2030-01-07")).toBe(false);
    expect(await firstVisitOfDay(t.database.db, tuesday, "2030-01-08")).toBe(true);
    await pruneVisits(t.database.db, "2030-01-09");
    const left = await t.database.db.query<{ visitor: string }>(
      "SELECT visitor FROM snapshot_visits WHERE visitor IN ($1, $2)",
      [monday, tuesday],
    );
    expect(left.map((r) => r.visitor)).toEqual([tuesday]);
  });
});
