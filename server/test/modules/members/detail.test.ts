import { profileSchema } from "@parley/shared-contracts/api/profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

describe("GET /api/v1/members/detail", () => {
  it("answers the profile of the signed-in member", async () => {
    const res = await owner.get("/api/v1/members/detail");
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({
      name: "Ada Owner",
      email: "owner@acme.test",
      image_url: null,
      role: "owner",
      is_email_unsubscribed: false,
      account: {
        subdomain: "acme",
        name: "Acme",
        logo: "/api/v1/assets/acme-logo.svg",
        balance: "25.00",
        is_owner_or_admin: true,
        dlp_enabled: "WARN",
      },
      behavior_settings: {
        markdown_view: true,
        latex_view: false,
        explicit_url_detection: false,
        function_call_aggressiveness: 1,
        commentary_enabled: true,
      },
    });
    expect(new Date(profile.account.free_trial.end_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it("answers 401 not_authenticated without or with a forged access token", async () => {
    const anonymous = createClient(t.app, ACME.host);
    const res = await anonymous.get("/api/v1/members/detail");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { message: "Authentication required", code: "not_authenticated" } });
    const token = owner.jar.get("parley_access") ?? "";
    const [v, body] = token.split(".");
    const claims = JSON.parse(Buffer.from(body ?? "", "base64url").toString());
    const forged = `${v}.${Buffer.from(JSON.stringify({ ...claims, mid: claims.mid + 1 })).toString("base64url")}.${token.split(".")[2]}`;
    anonymous.jar.set("parley_access", forged);
    expect((await anonymous.get("/api/v1/members/detail")).statusCode).toBe(401);
  });
});

describe("PATCH /api/v1/members/detail", () => {
  it("updates name, notifications and behaviour settings (merged) and answers the new profile", async () => {
    const res = await owner.patch("/api/v1/members/detail", {
      json: {
        name: "  Ada Lovelace ",
        is_email_unsubscribed: true,
        behavior_settings: { latex_view: false },
      },
    });
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile.name).toBe("Ada Lovelace");
    expect(profile.is_email_unsubscribed).toBe(true);
    expect(profile.behavior_settings).toMatchObject({ latex_view: false, markdown_view: true });

    const second = await owner.patch("/api/v1/members/detail", {
      json: { behavior_settings: { function_call_aggressiveness: 2 } },
    });
    expect(second.json().behavior_settings).toMatchObject({
      latex_view: false,
      function_call_aggressiveness: 2,
    });
    const fresh = await owner.get("/api/v1/members/detail");
    expect(fresh.json()).toMatchObject({ name: "Ada Lovelace", is_email_unsubscribed: true });
  });

  it.each([
    [{ name: "" }, "name"],
    [{ name: "x".repeat(151) }, "name"],
    [{ is_email_unsubscribed: "yes" }, "is_email_unsubscribed"],
    [
      { behavior_settings: { function_call_aggressiveness: 7 } },
      "behavior_settings.function_call_aggressiveness",
    ],
    [{ email: "me@evil.example" }, "email"],
    [{ role: "owner" }, "role"],
  ])("refuses %j with a field error and changes nothing", async (body, field) => {
    const before = (await owner.get("/api/v1/members/detail")).json();
    const res = await owner.patch("/api/v1/members/detail", { json: body });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error).toMatchObject({ message: "Invalid profile update", code: "validation_error" });
    expect(Object.keys(error.fields)).toContain(field);
    expect((await owner.get("/api/v1/members/detail")).json()).toEqual(before);
  });

  it("refuses a body that is not JSON with a clear 4xx", async () => {
    const res = await owner.request("PATCH", "/api/v1/members/detail", {
      headers: { "content-type": "application/json", cookie: "" },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const broken = await owner.request("PATCH", "/api/v1/members/detail", {
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBeTruthy();
  });

  it("needs the CSRF header", async () => {
    const res = await owner.patch("/api/v1/members/detail", { json: { name: "Mallory" }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await owner.get("/api/v1/members/detail")).json().name).not.toBe("Mallory");
  });

  it("cannot change another workspace's member: acme's cookies on the globex host are refused", async () => {
    const globex = createClient(t.app, GLOBEX.host);
    await globex.login(GLOBEX.email, GLOBEX.password);
    const intruder = createClient(t.app, GLOBEX.host);
    for (const [k, v] of owner.jar) intruder.jar.set(k, v);
    const res = await intruder.patch("/api/v1/members/detail", { json: { name: "Pwned" } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("tenant_mismatch");
    expect((await globex.get("/api/v1/members/detail")).json().name).toBe("Gina Globex");
    expect((await owner.get("/api/v1/members/detail")).json().name).not.toBe("Pwned");
  });
});
