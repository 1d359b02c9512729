// The contract from the server's side: every endpoint of shared-contracts' maps (api/endpoints.ts) is
// a route the app serves with that method and path, and declares its success answer and the error
// envelope, so the serializer writes only what the contract names. Also a call through the typed
// client's request builder reaches that route.
import { conversationEndpoints, messageEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import { conversationSchema } from "@parley/shared-contracts/api/conversations";
import { messageSchema } from "@parley/shared-contracts/api/messages";
import { endpointMaps } from "@parley/shared-contracts/api/endpoints";
import { pathOf, requestOf } from "@parley/shared-contracts/api/endpoint";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineModelId, send, signedInMember, streamText } from "../helpers/conversations.ts";
import { collectRoutes } from "../helpers/route-collector.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let routes: RouteOptions[];

beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  t = collected.built;
  routes = collected.routesOf(t.app);
});
afterAll(() => t.close());

/**
 * Endpoints whose routes cannot declare the usual schemas yet, by "METHOD pattern", with the reason.
 * "success only": the success answer is declared, the refusals are the forms' own `{type, errors}`.
 */
const WITHOUT_ERROR_ENVELOPE = new Map<string, string>([
  ["POST /api/v1/authentication/login/", "refusals are the sign-in form's {type, errors}; sets cookies"],
  ["POST /api/v1/members/request_reset_password/", "success only: refusals are the form's {type, errors}"],
  ["POST /api/v1/authentication/password/", "success only: refusals are the form's {type, errors}"],
  [
    "POST /api/v1/security/passkeys/authentication/options/",
    "WebAuthn options (@simplewebauthn) passed whole: a schema would drop the fields it does not copy",
  ],
  [
    "POST /api/v1/security/passkeys/registration/options/",
    "WebAuthn options (@simplewebauthn) passed whole: a schema would drop the fields it does not copy",
  ],
  ["GET /api/v1/core/workspace-probe/", "204, 404 and 503 without a body: nothing to name"],
  ["GET /api/v1/ops/remotes", "the ops answers are still TypeScript interfaces, not schemas"],
  ["GET /api/v1/ops/workspaces", "the ops answers are still TypeScript interfaces, not schemas"],
  ["GET /api/v1/ops/remotes/versions", "the ops answers are still TypeScript interfaces, not schemas"],
  ["POST /api/v1/ops/commands", "the ops answers are still TypeScript interfaces, not schemas"],
]);

const all = Object.entries(endpointMaps).flatMap(([area, map]) =>
  Object.entries(map).map(([name, target]) => ({ name: `${area}.${name}`, target })),
);

describe("the endpoint maps", () => {
  it("list only endpoints that exist among the exceptions", () => {
    const keys = new Set(all.map(({ target }) => `${target.method} ${target.pattern}`));
    for (const key of WITHOUT_ERROR_ENVELOPE.keys()) expect(keys, key).toContain(key);
  });

  it("name each endpoint once", () => {
    const keys = all.map(({ target }) => `${target.method} ${target.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(all)("$name is served with its success and error schemas", ({ target }) => {
    const route = routes.find((r) => r.url === target.pattern && [r.method].flat().includes(target.method));
    expect(route, `${target.method} ${target.pattern}`).toBeDefined();
    if (WITHOUT_ERROR_ENVELOPE.has(`${target.method} ${target.pattern}`)) return;
    const response = (route?.schema?.response ?? {}) as Record<string, unknown>;
    const success = Object.keys(response).filter((code) => /^2\d\d$/.test(code));
    expect(success.length, "a 2xx schema").toBe(1);
    expect(response["4xx"], "the error envelope for 4xx").toBeDefined();
    expect(response["5xx"], "the error envelope for 5xx").toBeDefined();
  });
});

describe("the path builder", () => {
  it("fills and encodes parameters and leaves out undefined query values", () => {
    expect(pathOf("/api/v1/conversations/:id/messages/", { id: 7 }, { limit: 10, before: undefined })).toBe(
      "/api/v1/conversations/7/messages/?limit=10",
    );
    expect(pathOf("/a/:slug/", { slug: "x/y z" })).toBe("/a/x%2Fy%20z/");
    expect(() => pathOf("/a/:id/", {})).toThrow("Missing path parameter id");
  });
});

describe("answers through the contract", () => {
  it("carry exactly the fields the schema names, and the client's request reaches the route", async () => {
    const { client } = await signedInMember(t.app, t.database.db, "contract@acme.test");
    const ids = await send(client, {
      message: "Hello",
      model_id: String(await offlineModelId(t.database.db)),
    });
    if (ids.assistant_message_id !== null) await streamText(client, ids.assistant_message_id);

    const get = requestOf(conversationEndpoints.get, { params: { id: ids.conversation_id } });
    const conversation = await client.get(get.path);
    expect(conversation.statusCode).toBe(200);
    // strict: no key the schema does not name, every key it requires.
    expect(() => conversationSchema.strict().parse(conversation.json())).not.toThrow();

    const page = requestOf(conversationEndpoints.messages, {
      params: { id: ids.conversation_id },
      query: { limit: 10 },
    });
    const messages = (await client.get(page.path)).json<{ results: object[] }>();
    expect(messages.results).toHaveLength(2);
    for (const message of messages.results) expect(() => messageSchema.strict().parse(message)).not.toThrow();

    const edit = requestOf(messageEndpoints.edit, {
      params: { id: ids.user_message_id },
      body: { content: "Hello again" },
    });
    const edited = await client.patch(edit.path, { json: { content: "Hello again" } });
    expect(edited.statusCode).toBe(200);
    expect(messageSchema.parse(edited.json()).content).toBe("Hello again");
    expect(edit.init).toMatchObject({ method: "PATCH", body: JSON.stringify({ content: "Hello again" }) });
  });

  it("answers errors in the envelope with every key the handler set", async () => {
    const { client } = await signedInMember(t.app, t.database.db, "contract2@acme.test");
    const missing = await client.get(pathOf(conversationEndpoints.get.pattern, { id: 999999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: { message: expect.any(String), code: expect.any(String) },
    });
  });
});
