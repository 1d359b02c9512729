// Explicit URL detection end to end on the server: {{url}}s of a message are fetched through the
// SSRF guard and reach the (fake) provider as context; refused addresses are never fetched and
// become a note; with the setting off nothing is fetched.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { ChatCompletionRequest, FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { TRUNCATED_MARK } from "../../../src/modules/scraping/scrape.ts";

let t: TestApp;
let fake: FakeOpenAI;
let pages: http.Server;
let pagePort = 0;
let owner: Client;
let modelId: number;
const pageHits: string[] = [];

const PAGE = `<!doctype html><html><head><title>Quarterly &amp; report</title><style>.x{color:red}</style>
<script>window.secret = "do-not-leak"</script></head><body><nav><a href="/">Home</a> | Menu item</nav>
<h1>Revenue grew</h1><p>Revenue grew by <b>42%</b> in Q3.</p><p>Costs stayed flat.</p></body></html>`;

const SECRET_PAGE = `<html><body><h1>Payroll</h1><p>Card 4111 1111 1111 1111, SSN 123-45-6789.</p></body></html>`;

beforeAll(async () => {
  pages = http.createServer((req, res) => {
    pageHits.push(req.url ?? "");
    if (req.url === "/report") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(PAGE);
    } else if (req.url === "/secrets") {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(SECRET_PAGE);
    } else if (req.url === "/long") {
      res.setHeader("content-type", "text/plain");
      res.end("word ".repeat(2000));
    } else if (req.url === "/redirect-private") {
      res.writeHead(302, { location: "http://10.0.0.1/" });
      res.end();
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagePort = (pages.address() as AddressInfo).port;
  fake = await startFakeOpenAI({ models: ["fake-chat"], script: () => ({ text: "Noted." }) });
  const fakePort = new URL(fake.url).port;
  t = await createTestApp({
    env: {
      PARLEY_FETCH_ALLOW_HOSTS: `127.0.0.1:${fakePort},localhost:${pagePort}`,
      PARLEY_SCRAPE_MAX_CHARS: "500",
      PARLEY_TITLE_GENERATION: "0",
    },
  });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const provider = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
    json: { base_url: fake.baseURL },
  });
  expect(provider.statusCode, provider.body).toBe(200);
  const created = await owner.post("/api/v1/admin/models/", {
    json: {
      name: "fake-chat-model",
      display_name: "Fake Chat",
      source_type: "openai_compatible",
      provider_model: "fake-chat",
      context_size: 16000,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  modelId = created.json().id;
});

afterAll(async () => {
  await t.close();
  await fake.stop();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

async function setDetection(on: boolean): Promise<void> {
  const res = await owner.request("PATCH", "/api/v1/members/behavior_settings/", {
    json: { explicit_url_detection: on },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Sends a message, waits for the reply and returns it with the provider's last user message.
 * `sendAnyway` answers the DLP hold that IP addresses in a message cause.
 */
async function ask(message: string, sendAnyway = false): Promise<{ reply: string; prompt: string }> {
  const ids = await send(owner, { message, model_id: String(modelId) });
  const messageId = ids.assistant_message_id ?? 0;
  if (sendAnyway) {
    const held = await owner.post("/api/v1/messages/stream/", { json: { message_id: messageId } });
    expect(held.statusCode, held.body).toBe(400);
    expect(held.json().error.message).toBe("DLP validation failed");
    const stream = await owner.post("/api/v1/messages/stream/", {
      json: { message_id: messageId, dlp_preference: "send_anyway" },
    });
    expect(stream.statusCode, stream.body).toBe(200);
    return { reply: stream.body, prompt: lastPrompt() };
  }
  const reply = await streamText(owner, messageId);
  return { reply, prompt: lastPrompt() };
}

function lastPrompt(): string {
  const request = fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1);
  const body = request?.body as ChatCompletionRequest;
  const last = body.messages?.filter((m) => m.role === "user").at(-1);
  return String(last?.content);
}

describe("explicit URL detection", () => {
  it("gives the readable text of an allow-listed page to the model", async () => {
    await setDetection(true);
    const url = `http://localhost:${pagePort}/report`;
    const { reply, prompt } = await ask(`Summarise {{${url}}} please`);
    expect(prompt.startsWith(`Summarise {{${url}}} please`)).toBe(true);
    expect(prompt).toContain("# Revenue grew");
    expect(prompt).toContain("Revenue grew by 42% in Q3.");
    expect(prompt).toContain('title="Quarterly & report"');
    expect(prompt).not.toContain("do-not-leak");
    expect(prompt).not.toContain("Menu item");
    expect(reply).toBe(`<tool>Read ${url}</tool>Noted.`);
  });

  it("cuts long pages with the truncation mark", async () => {
    const { prompt } = await ask(`{{http://localhost:${pagePort}/long}}`);
    expect(prompt).toContain(TRUNCATED_MARK);
    expect(prompt.length).toBeLessThan(1200);
  });

  it("refuses loopback, private, metadata and unlisted hosts without fetching them", async () => {
    const before = pageHits.length;
    const refused = [
      `http://127.0.0.1:${pagePort}/report`,
      `http://2130706433:${pagePort}/report`,
      `http://[::ffff:127.0.0.1]:${pagePort}/report`,
      `http://localhost:${pagePort + 1}/report`,
      "http://10.1.2.3/",
      "http://169.254.169.254/latest/meta-data/",
      "http://metadata.google.internal/",
    ];
    // An address the user typed in {{…}} to have it fetched is not itself flagged by DLP.
    const { reply, prompt } = await ask(refused.map((u) => `{{${u}}}`).join(" "));
    expect(pageHits.length).toBe(before);
    for (const url of refused.slice(0, 5)) expect(reply).toContain(`Could not fetch ${url}: refused`);
    expect(reply).toContain("Skipped http://169.254.169.254/latest/meta-data/");
    expect(prompt).toContain(
      'error="true">Could not fetch this URL: refused: the address is a loopback address',
    );
    expect(reply.endsWith("Noted.")).toBe(true);
  });

  it("re-checks redirects: an allow-listed page may not lead to a private address", async () => {
    const { reply } = await ask(`{{http://localhost:${pagePort}/redirect-private}}`);
    expect(reply).toContain("refused: the address is a private address");
  });

  it("fetches nothing when the setting is off", async () => {
    await setDetection(false);
    const before = pageHits.length;
    const { reply, prompt } = await ask(`Summarise {{http://localhost:${pagePort}/report}}`);
    expect(pageHits.length).toBe(before);
    expect(prompt).toBe(`Summarise {{http://localhost:${pagePort}/report}}`);
    expect(reply).toBe("Noted.");
  });

  describe("DLP checks what the pages hold", () => {
    const secrets = () => `http://localhost:${pagePort}/secrets`;
    const stream = (messageId: number, extra: Record<string, unknown> = {}) =>
      owner.post("/api/v1/messages/stream/", { json: { message_id: messageId, ...extra } });

    it("holds a send whose page holds a card and an SSN, naming the page", async () => {
      await setDetection(true);
      const ids = await send(owner, { message: `Summarise {{${secrets()}}}`, model_id: String(modelId) });
      const held = await stream(ids.assistant_message_id ?? 0);
      expect(held.statusCode, held.body).toBe(400);
      const detail = held.json().error.detail;
      expect(detail.content_result).toEqual([]);
      expect(detail.document_results).toEqual([
        {
          name: secrets(),
          entities: [
            { type: "credit_card", text: "41•••11" },
            { type: "us_ssn", text: "12•••89" },
          ],
        },
      ]);
      expect(JSON.stringify(held.json())).not.toContain("4111 1111 1111 1111");
      // Anonymize: the provider reads placeholders for the page's values, the reply comes.
      const before = fake.requests.length;
      const anonymized = await stream(ids.assistant_message_id ?? 0, { dlp_preference: "anonymize" });
      expect(anonymized.statusCode, anonymized.body).toBe(200);
      expect(fake.requests.length).toBeGreaterThan(before);
      const prompt = lastPrompt();
      expect(prompt).toContain("Payroll");
      expect(prompt).toContain("[CARD_1]");
      expect(prompt).toContain("[SSN_1]");
      expect(prompt).not.toContain("4111 1111 1111 1111");
      expect(prompt).not.toContain("123-45-6789");
    });

    it("fetches once: the reply reads the page exactly as DLP saw it", async () => {
      const hits = pageHits.length;
      const ids = await send(owner, { message: `Again {{${secrets()}}}`, model_id: String(modelId) });
      expect((await stream(ids.assistant_message_id ?? 0)).statusCode).toBe(400);
      const sent = await stream(ids.assistant_message_id ?? 0, { dlp_preference: "send_anyway" });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(pageHits.length).toBe(hits + 1);
      expect(lastPrompt()).toContain("Card 4111 1111 1111 1111");
    });

    it("honours the send's own URL-detection setting after a hold", async () => {
      // Stored setting off; this send turns it on, and holds for an e-mail address in the message.
      await setDetection(false);
      const ids = await send(owner, {
        message: `Mail bob@example.com about {{http://localhost:${pagePort}/report}}`,
        model_id: String(modelId),
        behavior_settings: JSON.stringify({ explicit_url_detection: true }),
      });
      const held = await stream(ids.assistant_message_id ?? 0);
      expect(held.statusCode).toBe(400);
      expect(held.json().error.detail.content_result).toEqual([{ type: "email", text: "bo•••om" }]);
      const sent = await stream(ids.assistant_message_id ?? 0, { dlp_preference: "send_anyway" });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(lastPrompt()).toContain("Revenue grew by 42% in Q3.");
      expect(sent.body).toContain(`<tool>Read http://localhost:${pagePort}/report</tool>`);
    });
  });
});
