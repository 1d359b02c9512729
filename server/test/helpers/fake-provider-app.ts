// A test app whose acme owner is signed in and has one model served by the fake OpenAI-compatible
// provider on loopback (it records every request).
import { expect } from "vitest";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { FakeOpenAI, FakeScript } from "@parley/test-fakes/openai-compatible-server";
import { createClient, type Client } from "./client.ts";
import { ACME, createTestApp, type TestApp } from "./test-app.ts";

export interface FakeProviderApp {
  t: TestApp;
  fake: FakeOpenAI;
  owner: Client;
  /** The model's id, as the send form wants it. */
  modelId: string;
  close(): Promise<void>;
}

export async function startFakeProviderApp(options: {
  providerModel: string;
  script: FakeScript;
  /** Admin API fields of the model beyond name, source and provider model. */
  model?: Record<string, unknown>;
  env?: Record<string, string>;
}): Promise<FakeProviderApp> {
  const fake = await startFakeOpenAI({ models: [options.providerModel], script: options.script });
  const t = await createTestApp({ env: { PARLEY_TITLE_GENERATION: "false", ...options.env } });
  const owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const created = await owner.post("/api/v1/admin/models/", {
    json: {
      name: options.providerModel,
      display_name: options.providerModel,
      source_type: "openai_compatible",
      provider_model: options.providerModel,
      base_url: fake.baseURL,
      ...options.model,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return {
    t,
    fake,
    owner,
    modelId: String(created.json().id),
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}
