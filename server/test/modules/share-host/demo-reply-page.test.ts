// A public snapshot of a conversation with the built-in demo model (whose every reply starts with a
// reasoning block) over HTTP: the page shows the reasoning folded and the reply's heading rendered,
// never the raw tags; the same snapshot in Arabic uses Arabic words.
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { offlineModelId, send, streamText } from "../../helpers/conversations.ts";
import { writeShareTemplate } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let snapshot: Snapshot;
let stored = "";

beforeAll(async () => {
  t = await createTestApp();
  await writeShareTemplate(t.config.distDir);
  const owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const model = String(await offlineModelId(t.database.db));
  const sent = await send(owner, { message: "Echo this sentence please", model_id: model });
  stored = await streamText(owner, sent.assistant_message_id ?? 0);
  const created = await owner.post(`/api/v1/conversations/${sent.conversation_id}/create_snapshot/`, {
    json: { anonymize: "false" },
  });
  snapshot = created.json<Snapshot>();
  await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
});
afterAll(() => t.close());

const view = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/c/${snapshot.uuid}`,
    headers: { host: "share.localhost", ...headers },
  });

describe("a demo-model snapshot on the share page", () => {
  it("folds the reply's reasoning and renders its heading, without raw tags", async () => {
    // The premise: the demo model's reply carries a reasoning block before its markdown.
    expect(stored).toMatch(/^<think>[\s\S]+<\/think>/);
    const res = await view();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="share.section-thinking"');
    expect(res.body).toContain("<span>Thoughts</span>");
    expect(res.body).toContain("<h2>Echo</h2>");
    expect(res.body).not.toMatch(/<\/?think>|&lt;\/?think&gt;|&#x3C;\/?think>/);
  });

  it("names the sections in the visitor's language", async () => {
    const res = await view({ "accept-language": "ar" });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("<span>التفكير</span>");
  });
});
