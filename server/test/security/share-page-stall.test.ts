// No public page view can stall the server. A snapshot message of 20,000 `>` used to cost ~14 s of the
// one thread that serves every tenant and end in a 500 (stack overflow). Now markdown nesting is
// capped before the parser, rendered in worker threads with a time budget (plain escaped text past
// it) and cached per snapshot revision: while hostile snapshots are viewed 10× each in parallel,
// another workspace answers within 200 ms and every view is a 200.
import { randomUUID } from "node:crypto";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { writeShareTemplate } from "../helpers/fake-dist.ts";
import { ACME, GLOBEX, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const SIZE = 200_000;
/** 200,000 characters each (the longest message a member may send). */
const HOSTILE: Record<string, string> = {
  quotes: ">".repeat(SIZE),
  emphasis: "*a ".repeat(SIZE / 3),
  brackets: "[".repeat(SIZE / 2) + "]".repeat(SIZE / 2),
  backticks: "`".repeat(SIZE),
  pipes: "|".repeat(SIZE),
  lists: Array.from({ length: 440 }, (_, i) => `${" ".repeat(i * 2)}- x`)
    .join("\n")
    .padEnd(SIZE, "- "),
};

let t: TestApp;
const uuids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_MARKDOWN_BUDGET_MS: "2000" } });
  await writeShareTemplate(t.config.distDir);
  const owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  const sent = await send(owner, { message: "hello", non_ai: "true" });
  const snapshot = (
    await owner.post(`/api/v1/conversations/${sent.conversation_id}/create_snapshot/`, {
      json: { anonymize: "false" },
    })
  ).json<Snapshot>();
  // Copies of a real snapshot with one hostile message each: what any member (or a self-service
  // sign-up) can make by sending that text and sharing it, without waiting for 6 sends of 200 KB.
  for (const content of Object.values(HOSTILE)) {
    const uuid = randomUUID();
    await t.database.db.query(
      `INSERT INTO snapshots (account_id, conversation_id, owner_id, uuid, is_anonymized, is_public, data)
       SELECT account_id, conversation_id, owner_id, $2::uuid, false, true,
              jsonb_set(data, '{messages,0,content}', to_jsonb($3::text))
       FROM snapshots WHERE id = $1`,
      [snapshot.id, uuid, content],
    );
    uuids.push(uuid);
  }
  // A server that has shown a page before: its render threads are up (starting them is not the point).
  await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
  expect((await view(snapshot.uuid)).body).toContain("<p>hello</p>");
}, 120_000);
afterAll(() => t.close());

const view = (uuid: string) =>
  t.app.inject({ method: "GET", url: `/c/${uuid}`, headers: { host: "share.localhost" } });

/** An unauthenticated request to another workspace, timed. */
async function otherTenant(): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({
    method: "GET",
    url: "/api/v1/core/workspace-probe/",
    headers: { host: GLOBEX.host },
  });
  expect(res.statusCode).toBe(204);
  return performance.now() - started;
}

describe("hostile snapshot pages", () => {
  it("do not hold up another workspace, and every view answers 200", async () => {
    let done = false;
    const views = Promise.all(uuids.flatMap((uuid) => Array.from({ length: 10 }, () => view(uuid)))).finally(
      () => (done = true),
    );
    const latencies: number[] = [];
    while (!done) {
      latencies.push(await otherTenant());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pages = await views;
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="share.message"');
    }
    expect(latencies.length).toBeGreaterThan(0);
    // The typical answer is the bound. The worst one is held to "never a stall" only: on a
    // shared 2-core runner with PostgreSQL the tail reached ~1 s (the other workspace's queries wait
    // in the connection pool behind 60 snapshot reads; issue 33 keeps that open), where before the fix
    // one view held the event loop for 14 s and two views queued to 26 s.
    const sorted = [...latencies].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(200);
    expect(sorted.at(-1)).toBeLessThan(5_000);
  }, 120_000);

  it("show every hostile message in full, rendered or as plain text", async () => {
    for (const [index, content] of Object.values(HOSTILE).entries()) {
      const page = await view(uuids[index] ?? "");
      expect(page.statusCode).toBe(200);
      // The plain copy is always there; the markdown copy is the rendering or the escaped fallback.
      const escaped = content.replaceAll(">", "&gt;");
      expect(page.body).toContain(`<div class="share-content share-plain">${escaped}</div>`);
    }
  }, 60_000);
});
