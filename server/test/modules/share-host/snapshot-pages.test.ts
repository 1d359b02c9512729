// Public snapshot pages as the share host serves them: built once per snapshot revision and language
// however many views arrive together, served afterwards without reading any message, built again
// when the data changes or a render was still missing, gone at once when made private, and the
// share host's database reads bounded so it never takes the whole connection pool.
import { randomUUID } from "node:crypto";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../src/lib/db/database.ts";
import type { PageInput } from "../../../src/modules/share-host/page-protocol.ts";
import type { SnapshotMarkdown } from "../../../src/modules/share-host/snapshot-markdown.ts";
import { createSnapshotPages, type PageRequest } from "../../../src/modules/share-host/snapshot-pages.ts";
import { createClient } from "../../helpers/client.ts";
import { send } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let baseId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  const sent = await send(owner, { message: "hello", non_ai: "true" });
  baseId = (
    await owner.post(`/api/v1/conversations/${sent.conversation_id}/create_snapshot/`, {
      json: { anonymize: "false" },
    })
  ).json<Snapshot>().id;
});
afterAll(() => t.close());

/** A public copy of the test snapshot whose one message is `content`. */
async function publicSnapshot(content: string): Promise<string> {
  const uuid = randomUUID();
  await t.database.db.query(
    `INSERT INTO snapshots (account_id, conversation_id, owner_id, uuid, is_anonymized, is_public, data)
     SELECT account_id, conversation_id, owner_id, $2::uuid, false, true,
            jsonb_set(data, '{messages,0,content}', to_jsonb($3::text))
     FROM snapshots WHERE id = $1`,
    [baseId, uuid, content],
  );
  return uuid;
}

/** The test database, counting reads of snapshot data and the queries in flight at once. */
function countingDb(delayMs = 0) {
  const counts = { dataReads: 0, inFlight: 0, maxInFlight: 0 };
  const base = t.database.db;
  const db: Database = {
    ...base,
    driver: base.driver,
    query: async (sql, params) => {
      if (sql.includes("s.data")) counts.dataReads++;
      counts.inFlight++;
      counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
      try {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return await base.query(sql, params);
      } finally {
        counts.inFlight--;
      }
    },
  };
  return { db, counts };
}

function fakes(complete = true) {
  const calls = { renders: 0, builds: [] as PageInput[] };
  const markdown: SnapshotMarkdown = {
    render: async (snapshot) => {
      calls.renders++;
      return { html: snapshot.contents.map((content) => `<p>${content}</p>`), complete };
    },
    close: async () => {},
  };
  const builder = {
    build: async (input: PageInput) => {
      calls.builds.push(input);
      return Buffer.from(`${input.language}:${input.html.join("")}`);
    },
  };
  return { markdown, builder, calls };
}

function pagesWith(db: Database, options: ReturnType<typeof fakes>, reads = 2) {
  return createSnapshotPages({
    db,
    shareOrigin: "http://share.localhost",
    origins: {
      workspaceOriginTemplate: "http://{subdomain}.localhost",
      adminOrigin: "http://admin.localhost",
    },
    markdown: options.markdown,
    builder: options.builder,
    cacheBytes: 1024 * 1024,
    reads,
  });
}

const request = (uuid: string, language: PageRequest["language"] = "en"): PageRequest => ({
  uuid,
  language,
  template: "@@PARLEY_BODY@@",
  templateVersion: 1,
});

describe("snapshot pages", () => {
  it("builds a page once, then serves it without reading any message", async () => {
    const uuid = await publicSnapshot("one");
    const { db, counts } = countingDb();
    const fake = fakes();
    const pages = pagesWith(db, fake);
    expect((await pages.page(request(uuid)))?.toString()).toBe("en:<p>one</p>");
    expect(counts.dataReads).toBe(1);
    for (let view = 0; view < 3; view++)
      expect((await pages.page(request(uuid)))?.toString()).toBe("en:<p>one</p>");
    expect(counts.dataReads).toBe(1);
    expect(fake.calls.builds).toHaveLength(1);
    // Another language is another page (the markdown is the renderer's to cache).
    expect((await pages.page(request(uuid, "de")))?.toString()).toBe("de:<p>one</p>");
    expect(fake.calls.builds).toHaveLength(2);
  });

  it("builds once for views that arrive together", async () => {
    const uuid = await publicSnapshot("together");
    const { db, counts } = countingDb();
    const fake = fakes();
    const pages = pagesWith(db, fake);
    const views = await Promise.all(Array.from({ length: 10 }, () => pages.page(request(uuid))));
    for (const page of views) expect(page?.toString()).toBe("en:<p>together</p>");
    expect(fake.calls.builds).toHaveLength(1);
    expect(counts.dataReads).toBe(1);
    expect(pages.stats).toEqual({ built: 1, reused: 9 });
  });

  it("builds again when the data changes", async () => {
    const uuid = await publicSnapshot("before");
    const fake = fakes();
    const pages = pagesWith(countingDb().db, fake);
    await pages.page(request(uuid));
    await t.database.db.query(
      `UPDATE snapshots SET data = jsonb_set(data, '{messages,0,content}', '"after"') WHERE uuid = $1`,
      [uuid],
    );
    expect((await pages.page(request(uuid)))?.toString()).toBe("en:<p>after</p>");
  });

  it("does not keep a page whose markdown was still rendering", async () => {
    const uuid = await publicSnapshot("slow");
    const fake = fakes(false);
    const pages = pagesWith(countingDb().db, fake);
    await pages.page(request(uuid));
    await pages.page(request(uuid));
    expect(fake.calls.builds).toHaveLength(2);
  });

  it("finds a snapshot made private, or deleted, gone on the next view though its page is kept", async () => {
    const uuid = await publicSnapshot("secret");
    const pages = pagesWith(countingDb().db, fakes());
    expect(await pages.page(request(uuid))).toBeDefined();
    await t.database.db.query("UPDATE snapshots SET is_public = false WHERE uuid = $1", [uuid]);
    expect(await pages.page(request(uuid))).toBeUndefined();
    await t.database.db.query("UPDATE snapshots SET is_public = true WHERE uuid = $1", [uuid]);
    expect(await pages.page(request(uuid))).toBeDefined();
    await t.database.db.query("DELETE FROM snapshots WHERE uuid = $1", [uuid]);
    expect(await pages.page(request(uuid))).toBeUndefined();
    expect(await pages.page(request(randomUUID()))).toBeUndefined();
  });

  it("holds at most its number of database connections however many views arrive", async () => {
    const uuids = await Promise.all(Array.from({ length: 8 }, (_, i) => publicSnapshot(`page ${i}`)));
    const { db, counts } = countingDb(20);
    const pages = pagesWith(db, fakes(), 2);
    const views = await Promise.all(
      uuids.flatMap((uuid) => [pages.page(request(uuid)), pages.page(request(uuid))]),
    );
    expect(views.every((page) => page !== undefined)).toBe(true);
    expect(counts.maxInFlight).toBe(2);
  });
});
