// A send whose DLP scan runs past its time budget is held with a reason, never passed to the provider
// unchecked (scanner-pool.ts, send-check.ts): the stream answers 'DLP validation failed' with
// `reason: scan_budget_exceeded` and no findings; Anonymize cannot anonymize what was not scanned, so
// the reply fails with the reason and the provider still sees nothing; Send anyway is refused in
// BLOCK mode. The budget here is 1 ms: no scanner can check 190,000 characters that fast. Before, a
// scan had no budget at all and one tenant's slow scan held everyone's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { setWorkspaceDlpMode } from "../../src/modules/dlp/repository.ts";
import type { Client } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { startFakeProviderApp } from "../helpers/fake-provider-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId: string;
let close: () => Promise<void>;

/** Generous: the reply settles in the background, on a machine that may be busy. */
const POLL = { timeout: 20_000 };
const LARGE = `${"Order 12. ".repeat(19_000)} card 4111 1111 1111 1111`;

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-echo",
    script: () => ({ text: "Done." }),
    // Room for the large message (4 characters a token).
    model: { context_size: 100_000 },
    env: { PARLEY_DLP_SCAN_BUDGET_MS: "1" },
  });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

const chatRequests = () => fake.requests.filter((r) => r.path === "/v1/chat/completions").length;
const stream = (messageId: number, body: Record<string, unknown> = {}) =>
  owner.post("/api/v1/messages/stream/", { json: { message_id: messageId, ...body } });

describe("a send whose DLP scan runs past its budget", () => {
  it("is held with the reason, and nothing reaches the provider", async () => {
    const before = chatRequests();
    const ids = await send(owner, { message: LARGE, model_id: modelId });
    const res = await stream(ids.assistant_message_id ?? 0);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual({
      message: "DLP validation failed",
      code: "dlp_validation_failed",
      detail: {
        mode: "WARN",
        content_result: [],
        document_results: [],
        rememberizer_api_result_content: [],
        reason: "scan_budget_exceeded",
      },
    });
    expect(chatRequests()).toBe(before);
  });

  it(
    "fails the reply with the reason when the member chooses Anonymize: nothing is sent unscanned",
    { timeout: 60_000 },
    async () => {
      const before = chatRequests();
      const ids = await send(owner, { message: LARGE, model_id: modelId });
      const reply = ids.assistant_message_id ?? 0;
      const res = await stream(reply, { dlp_preference: "anonymize" });
      expect(res.statusCode, res.body).toBe(200);
      await expect
        .poll(async () => {
          const page = (await owner.get(`/api/v1/conversations/${ids.conversation_id}/messages/`)).json<{
            results: { id: number; status: string; content: string }[];
          }>();
          return page.results.find((m) => m.id === reply);
        }, POLL)
        .toMatchObject({
          status: "failed",
          content: expect.stringContaining("did not finish within its 1 ms budget"),
        });
      expect(chatRequests()).toBe(before);
    },
  );

  it("is not sent anyway in BLOCK mode", async () => {
    await setWorkspaceDlpMode(t.database.db, "acme", "BLOCK");
    try {
      const ids = await send(owner, { message: LARGE, model_id: modelId });
      const res = await stream(ids.assistant_message_id ?? 0, { dlp_preference: "send_anyway" });
      expect(res.statusCode).toBe(403);
    } finally {
      await setWorkspaceDlpMode(t.database.db, "acme", "WARN");
    }
  });
});
