// Rapid onboarding: one-time links from the ops CLI or the admin API, redeemed at /oidc/callback/?token=.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpsArgs } from "../../../src/cli/parse-command.ts";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import type { AccountRow } from "../../../src/modules/accounts/repository.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import { createRapidOnboardingToken } from "../../../src/modules/onboarding/service.ts";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let acme: AccountRow;
const MEMBER = { email: "mo@acme.test", password: "mo-member-password" };

beforeAll(async () => {
  t = await createTestApp();
  const found = await findAccountBySubdomain(t.database.db, "acme");
  if (found === undefined) throw new Error("acme not seeded");
  acme = found;
  await createMember(t.database.db, acme.id, { email: MEMBER.email, name: "Mo", password: MEMBER.password });
});
afterAll(() => t.close());

async function opsToken(email: string, extra: string[] = []): Promise<string> {
  const command = parseOpsArgs(["onboarding", "token", "acme", email, ...extra]);
  if (command === "help") throw new Error("parsed as help");
  const catalog = createRemoteCatalog(t.config.distDir, () => undefined);
  const lines = await runOpsCommand({ db: t.database.db, catalog }, command);
  const token = /: ([A-Za-z0-9_-]{20,})$/.exec(lines.find((l) => l.startsWith("Token")) ?? "")?.[1];
  if (token === undefined) throw new Error(`no token in ${lines.join("\n")}`);
  return token;
}

const redeem = (client: Client, token: string) =>
  client.get(`/oidc/callback/?${new URLSearchParams({ token }).toString()}`);
const verification = async (host: string, token: string) =>
  (await createClient(t.app, host).get(`/api/v1/authentication/token-verification/${token}/`)).json();

describe("rapid onboarding links", () => {
  it("signs the person in once: a second use, like any invalid token, goes back to the page's error", async () => {
    const token = await opsToken("newcomer@acme.test", ["--name", "New Comer"]);
    expect(await verification(ACME.host, token)).toEqual({ ok: true });

    const client = createClient(t.app, ACME.host);
    const first = await redeem(client, token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/");
    const profile = await client.get("/api/v1/members/detail");
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: "newcomer@acme.test", name: "New Comer" });

    expect(await verification(ACME.host, token)).toEqual({ ok: false });
    const again = createClient(t.app, ACME.host);
    const second = await redeem(again, token);
    expect(second.headers.location).toBe("/rapid-onboarding?error=invalid_token");
    expect(again.jar.has("parley_access")).toBe(false);

    for (const bad of ["", "x", "not-a-token-at-all-0123456789"]) {
      expect((await redeem(createClient(t.app, ACME.host), bad)).headers.location).toBe(
        "/rapid-onboarding?error=invalid_token",
      );
    }
  });

  it("signs in an existing member without changing them", async () => {
    const token = await opsToken(MEMBER.email);
    const client = createClient(t.app, ACME.host);
    expect((await redeem(client, token)).headers.location).toBe("/");
    expect((await client.get("/api/v1/members/detail")).json()).toMatchObject({
      email: MEMBER.email,
      name: "Mo",
    });
    expect((await createClient(t.app, ACME.host).login(MEMBER.email, MEMBER.password)).statusCode).toBe(200);
  });

  it("refuses an expired token", async () => {
    const issued = await createRapidOnboardingToken(t.database.db, acme, { email: MEMBER.email }, -1);
    expect((await redeem(createClient(t.app, ACME.host), issued.token)).headers.location).toBe(
      "/rapid-onboarding?error=invalid_token",
    );
  });

  it("works only on its own workspace's host", async () => {
    const token = await opsToken(MEMBER.email);
    expect(await verification(GLOBEX.host, token)).toEqual({ ok: false });
    const globex = createClient(t.app, GLOBEX.host);
    expect((await redeem(globex, token)).headers.location).toBe("/rapid-onboarding?error=invalid_token");
    expect((await globex.get("/api/v1/members/detail")).statusCode).toBe(401);
    // Still unused on acme.
    expect(await verification(ACME.host, token)).toEqual({ ok: true });
  });

  it("concurrent uses of one token sign in once", async () => {
    const token = await opsToken(MEMBER.email);
    const results = await Promise.all(
      [1, 2, 3].map(() => redeem(createClient(t.app, ACME.host), token).then((r) => r.headers.location)),
    );
    expect(results.filter((l) => l === "/")).toHaveLength(1);
  });

  it("parses the ops command's options", () => {
    expect(parseOpsArgs(["onboarding", "token", "acme", "a@b.test", "--ttl", "60"])).toEqual({
      cmd: "onboarding.token",
      subdomain: "acme",
      email: "a@b.test",
      ttlSeconds: 60,
    });
    expect(() => parseOpsArgs(["onboarding", "token", "acme", "a@b.test", "--ttl", "soon"])).toThrow(/--ttl/);
    expect(parseOpsArgs(["workspace", "sign-in", "acme", "google"])).toEqual({
      cmd: "workspace.signIn",
      subdomain: "acme",
      options: ["google"],
    });
    expect(() => parseOpsArgs(["workspace", "sign-in", "acme", "sms"])).toThrow(/sign-in method/);
  });
});

describe("POST /api/v1/onboarding/tokens/", () => {
  it("gives owners a link on their workspace's host", async () => {
    const owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const res = await owner.post("/api/v1/onboarding/tokens/", { json: { email: "Invitee@Acme.test" } });
    expect(res.statusCode).toBe(201);
    const link = res.json().data;
    expect(link).toMatchObject({ email: "invitee@acme.test", member_created: true });
    expect(link.url).toBe(`http://${ACME.host}/rapid-onboarding?token=${link.token}`);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    const bad = await owner.post("/api/v1/onboarding/tokens/", { json: { email: "not an email" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("validation_error");
    const noCsrf = await owner.post("/api/v1/onboarding/tokens/", {
      json: { email: "x@acme.test" },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("is refused to members, strangers and another workspace's admins", async () => {
    const member = createClient(t.app, ACME.host);
    await member.login(MEMBER.email, MEMBER.password);
    expect(
      (await member.post("/api/v1/onboarding/tokens/", { json: { email: "x@acme.test" } })).statusCode,
    ).toBe(403);

    const stranger = createClient(t.app, ACME.host);
    await stranger.get("/api/v1/accounts/acme");
    expect(
      (await stranger.post("/api/v1/onboarding/tokens/", { json: { email: "x@acme.test" } })).statusCode,
    ).toBe(401);

    // An acme owner's cookies presented on globex.
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    const carried = createClient(t.app, GLOBEX.host);
    for (const [name, value] of owner.jar) carried.jar.set(name, value);
    expect(
      (await carried.post("/api/v1/onboarding/tokens/", { json: { email: "x@globex.test" } })).statusCode,
    ).toBe(401);
  });
});
