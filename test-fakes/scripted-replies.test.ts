import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "./openai-compatible-server.ts";
import {
  BUILT_IN_REPLIES,
  CONTROL_PATH,
  HELD_TEXT,
  RELEASE_PATH,
  createScriptedReplies,
  fakeMarker,
} from "./scripted-replies.ts";

let fake: FakeOpenAI;

beforeEach(async () => {
  const replies = createScriptedReplies();
  fake = await startFakeOpenAI({ script: replies.script, fallback: replies.control });
});
afterEach(async () => {
  await fake.stop();
});

function complete(content: string, extra: Record<string, unknown> = {}) {
  return fetch(`${fake.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "fake-model", messages: [{ role: "user", content }], ...extra }),
  });
}

async function replyText(content: string): Promise<string> {
  const body = (await (await complete(content)).json()) as { choices: { message: { content: string } }[] };
  return body.choices[0]!.message.content;
}

/** The streamed content deltas, joined. */
async function streamedText(response: Response): Promise<string> {
  const raw = await response.text();
  return raw
    .split("\n\n")
    .map((event) => event.replace(/^data: /, ""))
    .filter((data) => data.startsWith("{"))
    .map((data) => (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta)
    .map((delta) => delta?.content ?? "")
    .join("");
}

const post = (path: string, body: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("scripted replies of the e2e fake provider", () => {
  it("echoes with a request number without a marker, so a regenerated reply differs", async () => {
    expect(await replyText("Hello")).toBe("Reply 1: Echo: Hello");
    expect(await replyText("Hello")).toBe("Reply 2: Echo: Hello");
  });

  it("answers a built-in marker with its reply", async () => {
    const response = await complete(`Please ${fakeMarker("error-before")}`);
    expect(response.status).toBe(400);
    expect(await replyText(`x ${fakeMarker("reasoning")}`)).toBe(BUILT_IN_REPLIES.reasoning!.text);
  });

  it("answers a registered marker, and refuses a malformed registration", async () => {
    expect((await post(CONTROL_PATH, { name: "mine", reply: { text: "<b>hostile</b>" } })).status).toBe(204);
    expect(await replyText(`go ${fakeMarker("mine")}`)).toBe("<b>hostile</b>");
    expect((await post(CONTROL_PATH, { name: "Bad Name!", reply: {} })).status).toBe(400);
  });

  it("gives the server's title request a deterministic title without the marker", async () => {
    const response = await fetch(`${fake.baseURL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        messages: [
          { role: "system", content: "You name conversations. Answer with a title." },
          {
            role: "user",
            content: `Title for a conversation that starts with:\n\nPlan the team offsite in spring ${fakeMarker("slow")}`,
          },
        ],
      }),
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe("Title: Plan the team offsite in");
  });

  it("holds a reply after its first part until the gate is released", async () => {
    const pending = complete(`wait ${fakeMarker("hold-g1")}`, { stream: true });
    const response = await pending;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes(JSON.stringify(HELD_TEXT.before).slice(1, -1))) {
      const { value } = await reader.read();
      seen += decoder.decode(value, { stream: true });
    }
    expect(seen).not.toContain("HELDEND");
    expect((await post(RELEASE_PATH, { gate: "g1" })).status).toBe(204);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    expect(seen).toContain("HELDEND");
    // A second request on a released gate does not wait.
    expect(await streamedText(await complete(`again ${fakeMarker("hold-g1")}`, { stream: true }))).toBe(
      HELD_TEXT.before + HELD_TEXT.after,
    );
  });
});
