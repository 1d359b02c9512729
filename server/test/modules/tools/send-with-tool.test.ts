// Sending with a tool: the server renders the prompt with the sent values (a value holding {{other}}
// is not expanded again), applies the tool's system prompt and parameters, and the provider reads
// exactly that; the message says which tool ran; regenerate runs it again alike; a member who may
// not view an Account tool's prompt runs it without ever receiving the prompt.
import { messagePageSchema } from "@parley/shared-contracts/api/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../../helpers/client.ts";
import { send, signedInMember, streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId = "";
let close: () => Promise<void>;
let toolId = 0;

interface ChatRequest {
  messages: { role: string; content: unknown }[];
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
}

const lastRequest = () =>
  fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)?.body as ChatRequest;

const textOf = (content: unknown) =>
  typeof content === "string" ? content : (content as { text?: string }[]).map((p) => p.text ?? "").join("");

beforeAll(async () => {
  const app = await startFakeProviderApp({ providerModel: "fake-tools", script: () => ({ text: "Done." }) });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
  toolId = (await owner.post("/api/v1/tools/")).json<{ id: number }>().id;
  const saved = await owner.patch(`/api/v1/tools/${toolId}/`, {
    multipart: {
      json_tool_data: JSON.stringify({
        model_prompt: "Review {{page}} for a {{tone}} audience about {{topics}}. Note: {{free}}",
        system_prompt: "You are a meticulous reviewer.",
        metadata: {
          prompt_name: "Page reviewer",
          variables: [
            { name: "page", type: "url", default: "https://example.com" },
            { name: "tone", type: "single-select", default: "formal", allowed_values: ["formal", "casual"] },
            {
              name: "topics",
              type: "multi-select",
              default: "",
              allowed_values: ["style", "facts", "links"],
            },
            { name: "free", type: "text", default: "none" },
          ],
          parameters: { max_tokens: 321, temperature: 0.15 },
        },
        tool_type: "Account",
        member_access: { prompt: "None", settings: "None" },
      }),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => close());

const values = {
  page: "https://docs.example.org/guide",
  tone: "casual",
  topics: ["facts", "links"],
  free: "keep {{tone}} and {{page}} literal",
};

describe("sending with a tool", () => {
  it("renders the prompt, applies the system prompt and parameters, and records the run", async () => {
    const ids = await send(owner, {
      message: "Be quick.",
      model_id: modelId,
      tool_id: String(toolId),
      json_tool_data: JSON.stringify(values),
    });
    expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe("Done.");
    const request = lastRequest();
    expect(request.messages[0]).toEqual({ role: "system", content: "You are a meticulous reviewer." });
    const user = request.messages.findLast((m) => m.role === "user");
    expect(textOf(user?.content)).toBe(
      "Review https://docs.example.org/guide for a casual audience about facts, links. " +
        "Note: keep {{tone}} and {{page}} literal\n\nBe quick.",
    );
    expect(request.temperature).toBe(0.15);
    expect(request.max_tokens ?? request.max_completion_tokens).toBe(321);

    const page = messagePageSchema.parse(
      (await owner.get(`/api/v1/conversations/${ids.conversation_id}/messages/`)).json(),
    );
    const question = page.results.find((m) => m.id === ids.user_message_id);
    expect(question?.content).toBe("Be quick.");
    expect(question?.tool).toEqual({ id: toolId, name: "Page reviewer", values });

    // Regenerate reads the same rendered prompt and parameters again.
    const before = fake.requests.length;
    const again = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "",
        model_id: modelId,
        conversation_id: String(ids.conversation_id),
        regenerate_message_id: String(ids.assistant_message_id),
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe("Done.");
    expect(fake.requests.length).toBeGreaterThan(before);
    const rerun = lastRequest();
    expect(rerun.messages[0]).toEqual(request.messages[0]);
    expect(textOf(rerun.messages.findLast((m) => m.role === "user")?.content)).toBe(textOf(user?.content));
    expect(rerun.temperature).toBe(0.15);
  });

  it("lets a member run an Account tool whose prompt they may not see, and never sends them the prompt", async () => {
    const member = (await signedInMember(t.app, t.database.db, "runner@acme.test")).client;
    const tool = await member.get(`/api/v1/tools/${toolId}/`);
    expect(tool.json().prompt).toBeNull();
    const ids = await send(member, {
      message: "",
      model_id: modelId,
      tool_id: String(toolId),
      json_tool_data: JSON.stringify({ tone: "formal" }),
    });
    await streamText(member, ids.assistant_message_id ?? 0);
    expect(textOf(lastRequest().messages.findLast((m) => m.role === "user")?.content)).toBe(
      "Review https://example.com for a formal audience about . Note: none",
    );
    const messages = await member.get(`/api/v1/conversations/${ids.conversation_id}/messages/`);
    expect(messages.body).not.toContain("Review ");
    expect(messages.body).not.toContain("meticulous");
    // The conversation is named after the tool when nothing was typed.
    expect((await member.get(`/api/v1/conversations/${ids.conversation_id}/`)).json().name).toBe(
      "Page reviewer",
    );
  });

  it("refuses values the variables do not allow, and tools the sender cannot see", async () => {
    const bad = async (data: unknown, tool = String(toolId)) =>
      owner.post("/api/v1/messages/send/", {
        multipart: { message: "x", model_id: modelId, tool_id: tool, json_tool_data: JSON.stringify(data) },
      });
    const cases: [unknown, string][] = [
      [{ tone: "angry" }, "angry is not an allowed value of tone"],
      [{ topics: ["facts", "gossip"] }, "gossip is not an allowed value of topics"],
      [{ page: "javascript:alert(1)" }, "page must be a web address (http or https)"],
      [{ nope: "x" }, "The tool has no variable nope"],
      [["not", "a", "map"], "json_tool_data must map variable names to values"],
      [{ free: 42 }, "free takes a text value"],
    ];
    for (const [data, message] of cases) {
      const res = await bad(data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const mine = (await signedInMember(t.app, t.database.db, "private@acme.test")).client;
    const { id } = (await mine.post("/api/v1/tools/")).json<{ id: number }>();
    expect((await bad({}, String(id))).statusCode).toBe(404);
  });
});
