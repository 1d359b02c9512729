// Provider and model base URLs go through the SSRF guard: refused on save when they name a private,
// loopback or metadata address (in any spelling), and refused again at connect time, so a base URL
// set around the admin API (ops CLI, an old row) still cannot reach a loopback service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;

beforeAll(async () => {
  fake = await startFakeOpenAI({ models: ["fake-chat"], script: () => ({ text: "Should not be seen" }) });
  // Only the fake's own spelling is allowed: 127.0.0.1 on its port.
  t = await createTestApp({ env: { PARLEY_FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(fake.url).port}` } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const REFUSED = [
  "http://169.254.169.254/latest",
  "http://metadata.google.internal/v1",
  "http://10.0.0.5:11434/v1",
  "http://2130706433/v1",
  "http://0177.0.0.1/v1",
  "http://[::ffff:7f00:1]/v1",
  "http://[fd00:ec2::254]/v1",
  "http://localhost:11434/v1",
  "http://127.0.0.1:1/v1",
  "file:///etc/passwd",
];

describe("base URL guard", () => {
  it("refuses private, loopback and metadata provider base URLs on save", async () => {
    for (const base_url of REFUSED) {
      const res = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
        json: { base_url },
      });
      expect(res.statusCode, base_url).toBe(400);
      expect(res.json().error.fields.base_url[0], base_url).toMatch(/^Base URL /);
    }
    const ok = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
      json: { base_url: "https://llm.example.com/v1" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const allowed = await owner.request("PUT", "/api/v1/admin/providers/openai_compatible/", {
      json: { base_url: fake.baseURL },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("refuses them on model create and update", async () => {
    const base = { display_name: "Guarded", source_type: "openai_compatible", provider_model: "fake-chat" };
    const bad = await owner.post("/api/v1/admin/models/", {
      json: { ...base, name: "guarded-bad", base_url: "http://192.168.1.10/v1" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.base_url[0]).toContain("private");
    const created = await owner.post("/api/v1/admin/models/", { json: { ...base, name: "guarded" } });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await owner.request("PATCH", `/api/v1/admin/models/${created.json().id}/`, {
      json: { base_url: "http://[::1]:8080/v1" },
    });
    expect(patched.statusCode).toBe(400);
  });

  it("refuses a loopback base URL at connect time, whatever the database holds", async () => {
    const created = await owner.post("/api/v1/admin/models/", {
      json: {
        display_name: "Sneaky",
        name: "sneaky",
        source_type: "openai_compatible",
        provider_model: "fake-chat",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Same server, a spelling that is not allow-listed, written around the admin API.
    await t.database.db.query("UPDATE models SET base_url = $1 WHERE id = $2", [
      `http://localhost:${new URL(fake.url).port}/v1`,
      created.json().id,
    ]);
    const before = fake.requests.length;
    const ids = await send(owner, { message: "hello", model_id: String(created.json().id) });
    const reply = await streamText(owner, ids.assistant_message_id ?? 0);
    expect(reply).toMatch(/<exception>.*Refused to fetch localhost:\d+: the address is a loopback address/);
    expect(fake.requests.length).toBe(before);
  });
});
