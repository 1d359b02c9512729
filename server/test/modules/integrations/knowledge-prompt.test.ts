// The knowledge-source account at work: what it returns for a message reaches the model with the
// message, DLP checks it as its own group (rememberizer_api_result_content), Anonymize covers it,
// and a switched-off account is not asked.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startFakeKnowledgeSource,
  type FakeKnowledgeSource,
} from "@parley/test-fakes/knowledge-source-server";
import { lastUserText } from "@parley/test-fakes/openai-compatible-server";
import { send, streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp, type FakeProviderApp } from "../../helpers/fake-provider-app.ts";
import { connectKnowledge, KNOWLEDGE_BASE } from "./connect.ts";

let service: FakeKnowledgeSource;
let app: FakeProviderApp;

beforeAll(async () => {
  service = await startFakeKnowledgeSource({});
  app = await startFakeProviderApp({
    providerModel: "fake-echo",
    script: (request) => ({ text: `You wrote: ${lastUserText(request)}` }),
    env: {
      PARLEY_KNOWLEDGE_URL: service.url,
      PARLEY_KNOWLEDGE_CLIENT_ID: service.clientId,
      PARLEY_KNOWLEDGE_CLIENT_SECRET: service.clientSecret,
    },
  });
  expect(await connectKnowledge(app.owner)).toContain("integration=connected");
});
afterAll(async () => {
  await app.close();
  await service.stop();
});

const lastPrompt = () =>
  JSON.stringify(app.fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)?.body);

it("checks the results with DLP, and Anonymize gives them to the model with placeholders", async () => {
  const ids = await send(app.owner, { message: "What is the Q3 revenue target?", model_id: app.modelId });
  const held = await app.owner.post("/api/v1/messages/stream/", {
    json: { message_id: ids.assistant_message_id },
  });
  expect(held.statusCode).toBe(400);
  expect(held.json().error.detail).toMatchObject({
    content_result: [],
    document_results: [],
    rememberizer_api_result_content: [{ type: "email", text: "gr•••st" }],
  });
  const reply = await app.owner.post("/api/v1/messages/stream/", {
    json: { message_id: ids.assistant_message_id, dlp_preference: "anonymize" },
  });
  expect(reply.statusCode).toBe(200);
  const prompt = lastPrompt();
  expect(prompt).toContain("Knowledge-source results");
  expect(prompt).toContain("Q3 revenue target is 42 million");
  expect(prompt).not.toContain("grace.hopper@knowledge.test");
  expect(prompt).toContain("[EMAIL_1]");
  // The reply shows the original again.
  expect(reply.body).toContain("grace.hopper@knowledge.test");
  expect(service.requests.filter((p) => p === "/api/search").length).toBeGreaterThan(0);
});

it("asks nothing of a switched-off account, and a message it has nothing for goes as it is", async () => {
  const nothing = await send(app.owner, { message: "Hello there", model_id: app.modelId });
  expect(await streamText(app.owner, nothing.assistant_message_id ?? 0)).toContain("You wrote: Hello there");
  expect(lastPrompt()).not.toContain("Knowledge-source results");

  const { id } = ((await app.owner.get(`${KNOWLEDGE_BASE}/`)).json().results as { id: number }[])[0]!;
  await app.owner.post(`${KNOWLEDGE_BASE}/${id}/deactivate/`);
  const searches = service.requests.filter((p) => p === "/api/search").length;
  const ids = await send(app.owner, { message: "What is the Q3 revenue target?", model_id: app.modelId });
  expect(await streamText(app.owner, ids.assistant_message_id ?? 0)).toContain("You wrote:");
  expect(lastPrompt()).not.toContain("Knowledge-source results");
  expect(service.requests.filter((p) => p === "/api/search").length).toBe(searches);
});

it("marks an account whose token the service refuses as Failed, and sends without its results", async () => {
  const { id } = ((await app.owner.get(`${KNOWLEDGE_BASE}/`)).json().results as { id: number }[])[0]!;
  await app.owner.post(`${KNOWLEDGE_BASE}/${id}/activate/`);
  service.revokeTokens();
  const ids = await send(app.owner, { message: "What is the Q3 revenue target?", model_id: app.modelId });
  expect(await streamText(app.owner, ids.assistant_message_id ?? 0)).toContain("You wrote:");
  expect(lastPrompt()).not.toContain("Knowledge-source results");
  const [account] = (await app.owner.get(`${KNOWLEDGE_BASE}/`)).json().results as { status: string }[];
  expect(account?.status).toBe("Failed");
  // Connecting again makes it Active.
  await connectKnowledge(app.owner);
  const [again] = (await app.owner.get(`${KNOWLEDGE_BASE}/`)).json().results as { status: string }[];
  expect(again?.status).toBe("Active");
});
