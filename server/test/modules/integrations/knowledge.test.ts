// Connecting a knowledge-source account over HTTP against a fake OAuth service on loopback: initiate,
// the service's redirect, the callback (state single-use, code exchanged, account read), then list,
// deactivate, activate, remove — each member sees only their own, other workspaces nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFakeKnowledgeSource,
  type FakeKnowledgeSource,
} from "@parley/test-fakes/knowledge-source-server";
import { createClient, type Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { connectKnowledge } from "./connect.ts";
import { ACME, createTestApp, GLOBEX, type TestApp } from "../../helpers/test-app.ts";

const BASE = "/api/v1/integrations/knowledge";
let t: TestApp;
let service: FakeKnowledgeSource;
let owner: Client;

beforeAll(async () => {
  service = await startFakeKnowledgeSource({});
  t = await createTestApp({
    env: {
      PARLEY_KNOWLEDGE_URL: service.url,
      PARLEY_KNOWLEDGE_CLIENT_ID: service.clientId,
      PARLEY_KNOWLEDGE_CLIENT_SECRET: service.clientSecret,
      PARLEY_FETCH_ALLOW_HOSTS: new URL(service.url).host,
    },
  });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(async () => {
  await t.close();
  await service.stop();
});

describe("a knowledge-source account", () => {
  it("connects through OAuth and is listed Active for its member only", async () => {
    expect(await connectKnowledge(owner)).toBe("/conversations/new?integration=connected");
    const list = (await owner.get(`${BASE}/`)).json();
    expect(list.results).toEqual([
      {
        id: expect.any(Number),
        rememberizer_email: "ada@knowledge.test",
        rememberizer_name: "Ada Knowledge",
        is_active: true,
        status: "Active",
      },
    ]);
    const [row] = await t.database.db.query<{ access_token_sealed: string }>(
      "SELECT access_token_sealed FROM knowledge_integrations",
    );
    expect(row?.access_token_sealed).toMatch(/^v1:/);

    const colleague = await signedInMember(t.app, t.database.db, "kit@acme.test");
    expect((await colleague.client.get(`${BASE}/`)).json().results).toEqual([]);
    const id = list.results[0].id as number;
    expect((await colleague.client.request("DELETE", `${BASE}/${id}/`)).statusCode).toBe(404);
    const globex = createClient(t.app, GLOBEX.host);
    await globex.login(GLOBEX.email, GLOBEX.password);
    expect((await globex.post(`${BASE}/${id}/deactivate/`)).statusCode).toBe(404);
  });

  it("deactivates, activates and removes", async () => {
    const { id } = ((await owner.get(`${BASE}/`)).json().results as { id: number }[])[0]!;
    expect((await owner.post(`${BASE}/${id}/deactivate/`)).json().is_active).toBe(false);
    expect((await owner.post(`${BASE}/${id}/activate/`)).json().is_active).toBe(true);
    expect((await owner.request("DELETE", `${BASE}/${id}/`)).statusCode).toBe(200);
    expect((await owner.get(`${BASE}/`)).json().results).toEqual([]);
  });

  it("refuses a used or unknown state, a foreign return path, and needs a session to start", async () => {
    const initiated = await owner.post(`${BASE}/oauth-initiate/`, { json: { redirect_uri: "/settings" } });
    const approved = await fetch(initiated.json().authorization_url, { redirect: "manual" });
    const back = new URL(approved.headers.get("location") ?? "");
    expect((await owner.get(back.pathname + back.search)).headers.location).toBe(
      "/settings?integration=connected",
    );
    // The same state again: refused, nothing more connected.
    expect((await owner.get(back.pathname + back.search)).headers.location).toBe("/?integration=failed");
    expect((await owner.get(`${BASE}/callback/?code=x&state=forged`)).headers.location).toBe(
      "/?integration=failed",
    );
    for (const redirect_uri of ["https://evil.example/", "//evil.example/x"]) {
      expect((await owner.post(`${BASE}/oauth-initiate/`, { json: { redirect_uri } })).statusCode).toBe(400);
    }
    const anonymous = createClient(t.app, ACME.host);
    expect((await anonymous.get(`${BASE}/`)).statusCode).toBe(401);
  });
});

describe("without a configured service", () => {
  it("says so", async () => {
    const bare = await createTestApp();
    try {
      const client = createClient(bare.app, ACME.host);
      await client.login(ACME.email, ACME.password);
      const res = await client.post(`${BASE}/oauth-initiate/`, { json: { redirect_uri: "/" } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe("The knowledge-source service is not configured.");
    } finally {
      await bare.close();
    }
  });
});
