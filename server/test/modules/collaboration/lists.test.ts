// The My Collaborations lists: started by me, shared with me, public snapshots — sort_by, search,
// page and page_size on the server, next/previous links, and nothing of another member or workspace.
import type { CollaborationPage, CollaborationRow } from "@parley/shared-contracts/api/collaboration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, send, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let bob: Client;
let gina: Client;
const NAMES = [
  "Alpha plan",
  "beta notes",
  "Gamma plan",
  "Delta",
  "epsilon plan",
  "Zeta 100% done",
  "Eta_x",
  "Theta",
  "Iota",
  "Kappa",
  "Lambda",
  "Mu",
];

type Page = CollaborationPage<CollaborationRow>;

async function list(client: Client, kind: string, query = ""): Promise<Page> {
  const res = await client.get(`/api/v1/collaboration/${kind}/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  ({ client: bob } = await signedInMember(t.app, t.database.db, "bob@acme.test"));
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
  const acme = await accountId(t.database.db, "acme");
  for (const [index, name] of NAMES.entries()) {
    const { conversation_id } = await send(owner, { message: name, non_ai: "true" });
    await owner.post("/api/v1/collaboration/enable/", { json: { conversation_id } });
    // Distinct start times, one minute apart, in list order.
    await t.database.db.query(
      "UPDATE conversations SET collaboration_started_at = $3 WHERE account_id = $1 AND id = $2",
      [acme, conversation_id, new Date(Date.UTC(2026, 0, 1, 0, index))],
    );
  }
  // A conversation of the owner that is not collaborative is in no list.
  await send(owner, { message: "Private thoughts", non_ai: "true" });
});
afterAll(() => t.close());

describe("GET /api/v1/collaboration/started/", () => {
  it("pages the owner's collaborations, newest first, 10 by default, with links", async () => {
    const first = await list(owner, "started");
    expect(first.count).toBe(12);
    expect(first.results.map((r) => r.name)).toEqual([...NAMES].reverse().slice(0, 10));
    expect(first.next).toBe("/api/v1/collaboration/started/?sort_by=-started_on&page_size=10&page=2");
    expect(first.previous).toBeNull();
    const row = first.results[0];
    expect(row).toMatchObject({
      name: "Mu",
      owner_name: "Ada Owner",
      started_on: "2026-01-01T00:11:00.000Z",
    });
    expect(row?.access_link).toMatch(/^http:\/\/acme\.localhost\/conversation\/[A-Za-z0-9_-]{22}$/);
    const second = await list(owner, "started", "?page=2");
    expect(second.results.map((r) => r.name)).toEqual(["beta notes", "Alpha plan"]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe("/api/v1/collaboration/started/?sort_by=-started_on&page_size=10&page=1");
    expect((await list(owner, "started", "?page=9")).results).toEqual([]);
  });

  it("sorts by name either way (case-insensitive) and by start time", async () => {
    const byName = await list(owner, "started", "?sort_by=name&page_size=50");
    expect(byName.results.map((r) => r.name)).toEqual(
      [...NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const desc = await list(owner, "started", "?sort_by=-name&page_size=20");
    expect(desc.results[0]?.name).toBe("Zeta 100% done");
    const oldest = await list(owner, "started", "?sort_by=started_on&page_size=20");
    expect(oldest.results[0]?.name).toBe("Alpha plan");
  });

  it("searches names case-insensitively, pattern characters taken literally", async () => {
    const plans = await list(owner, "started", "?search=PLAN&sort_by=name");
    expect(plans.results.map((r) => r.name)).toEqual(["Alpha plan", "epsilon plan", "Gamma plan"]);
    expect(plans.count).toBe(3);
    expect((await list(owner, "started", "?search=100%25")).results.map((r) => r.name)).toEqual([
      "Zeta 100% done",
    ]);
    expect((await list(owner, "started", "?search=a_x")).results.map((r) => r.name)).toEqual(["Eta_x"]);
    expect((await list(owner, "started", "?search=nothing-like-this")).count).toBe(0);
  });

  it("refuses page sizes outside 10–50 steps and unknown sorts", async () => {
    expect((await owner.get("/api/v1/collaboration/started/?page_size=15")).statusCode).toBe(400);
    expect((await owner.get("/api/v1/collaboration/started/?page_size=100")).statusCode).toBe(400);
    expect((await owner.get("/api/v1/collaboration/started/?sort_by=size")).statusCode).toBe(400);
    expect((await owner.get("/api/v1/collaboration/started/?page=0")).statusCode).toBe(400);
    expect((await list(owner, "started", "?page_size=30")).results).toHaveLength(12);
  });
});

describe("GET /api/v1/collaboration/shared/", () => {
  it("lists what the member joined, not what they own, and nothing of other members", async () => {
    expect((await list(bob, "started")).count).toBe(0);
    expect((await list(bob, "shared")).count).toBe(0);
    const started = await list(owner, "started", "?search=plan&sort_by=name");
    for (const row of started.results) {
      const slug = row.access_link.split("/").at(-1);
      await bob.post("/api/v1/collaboration/join/", { json: { conversation_slug: slug } });
    }
    const shared = await list(bob, "shared", "?sort_by=-name");
    expect(shared.results.map((r) => [r.name, r.owner_name])).toEqual([
      ["Gamma plan", "Ada Owner"],
      ["epsilon plan", "Ada Owner"],
      ["Alpha plan", "Ada Owner"],
    ]);
    expect((await list(owner, "shared")).count).toBe(0);
    expect((await list(bob, "shared", "?search=gamma")).results.map((r) => r.name)).toEqual(["Gamma plan"]);
  });

  it("shows another workspace nothing, and needs a signed-in member", async () => {
    expect((await list(gina, "started")).count).toBe(0);
    expect((await list(gina, "shared")).count).toBe(0);
    const anonymous = createClient(t.app, ACME.host);
    expect((await anonymous.get("/api/v1/collaboration/started/")).statusCode).toBe(401);
    expect((await anonymous.get("/api/v1/collaboration/public-snapshots/")).statusCode).toBe(401);
  });
});

describe("GET /api/v1/collaboration/public-snapshots/", () => {
  it("answers an empty page while no snapshot exists, with the same query rules", async () => {
    const page = await list(owner, "public-snapshots");
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await owner.get("/api/v1/collaboration/public-snapshots/?sort_by=name")).statusCode).toBe(400);
    expect((await list(owner, "public-snapshots", "?sort_by=conversation_name&page_size=20")).count).toBe(0);
  });
});
