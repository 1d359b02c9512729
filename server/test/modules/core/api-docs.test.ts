import { MANAGE_PERMISSION_PATH } from "@parley/shared-contracts/api/manage-account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const MEMBER = { email: "mel@acme.test", password: "acme-member-password" };
const ADMIN = { email: "adam@acme.test", password: "acme-admin-password" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const acme = await findAccountBySubdomain(t.database.db, "acme");
  await createMember(t.database.db, acme!.id, { ...MEMBER, name: "Mel Member", role: "member" });
  await createMember(t.database.db, acme!.id, { ...ADMIN, name: "Adam Admin", role: "admin" });
});
afterAll(() => t.close());

async function docsAs(host: string, email: string, password: string) {
  const client = createClient(t.app, host);
  expect((await client.login(email, password)).statusCode).toBe(200);
  return client.get("/api/docs");
}

describe("GET /api/docs", () => {
  it("gives owners and admins the OpenAPI document of the routes with schemas", async () => {
    for (const [email, password] of [
      [ACME.email, ACME.password],
      [ADMIN.email, ADMIN.password],
    ] as const) {
      const res = await docsAs(ACME.host, email, password);
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe("Parley API");
      // A converted route with its request and response schema, from shared-contracts.
      const manage = doc.paths[MANAGE_PERMISSION_PATH].post;
      expect(manage.requestBody.content["application/json"].schema.properties.locale).toBeDefined();
      expect(manage.responses["200"].content["application/json"].schema.required).toEqual([
        "ok",
        "url",
        "handoff_token",
      ]);
      expect(
        doc.paths["/api/v1/conversations/"].get.parameters.map((p: { name: string }) => p.name),
      ).toContain("search");
      // MCP and snapshot routes with their schemas.
      expect(
        doc.paths["/api/v1/mcp/tool-calls/{id}/run/"].post.requestBody.content["application/json"].schema
          .properties.allowType,
      ).toBeDefined();
      expect(doc.paths["/api/v1/conversations/{id}/create_snapshot/"].post).toBeDefined();
      // Sign-in, the registry, tools, passkeys and the profile form (multipart).
      const body = (route: { requestBody: { content: Record<string, { schema: unknown }> } }) =>
        Object.values(route.requestBody.content)[0]?.schema as { properties: Record<string, unknown> };
      expect(body(doc.paths["/api/v1/authentication/login/"].post).properties.login).toBeDefined();
      expect(body(doc.paths["/api/v1/admin/models/"].post).properties.source_type).toBeDefined();
      expect(doc.paths["/api/v1/tools/"].get.parameters.map((p: { name: string }) => p.name)).toContain(
        "ordering",
      );
      expect(
        body(doc.paths["/api/v1/security/passkeys/authentication/verify/"].post).properties.credential,
      ).toBeDefined();
      expect(Object.keys(doc.paths["/api/v1/members/detail"].put.requestBody.content)).toEqual([
        "multipart/form-data",
      ]);
      // The document does not list itself.
      expect(doc.paths["/api/docs"]).toBeUndefined();
    }
  });

  it("refuses members, visitors and other workspaces' members", async () => {
    const member = await docsAs(ACME.host, MEMBER.email, MEMBER.password);
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe("forbidden");
    expect(member.body).not.toContain("openapi");

    const visitor = createClient(t.app, ACME.host);
    const anonymous = await visitor.get("/api/docs");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("openapi");

    // Gina is a member of globex: refused there; her session is not acme's.
    expect((await docsAs(GLOBEX.host, GLOBEX.email, GLOBEX.password)).statusCode).toBe(403);
  });
});

describe("a route's schema refusing a request", () => {
  it("answers the API's one validation_error shape with fields by dot path", async () => {
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    const unknown = await owner.post(MANAGE_PERMISSION_PATH, { json: { locale: "xx", extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: {
        message: "Invalid request",
        code: "validation_error",
        fields: { locale: [expect.any(String)], extra: ["unknown_field"] },
      },
    });
    const query = await owner.get("/api/v1/conversations/?page=0");
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatchObject({ message: "Invalid query", code: "validation_error" });
    expect(Object.keys(query.json().error.fields)).toEqual(["page"]);
    const model = await owner.post("/api/v1/members/last_used_model/", { json: { last_used_model: "x" } });
    expect(model.json().error).toMatchObject({ message: "Invalid model", code: "validation_error" });
    expect(Object.keys(model.json().error.fields)).toEqual(["last_used_model"]);
  });
});
