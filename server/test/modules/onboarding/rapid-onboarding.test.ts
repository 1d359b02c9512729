// Rapid onboarding: one-time links from the ops CLI or the admin API, redeemed at /oidc/callback/?token=.
// Links are invitations only: never for an owner, a higher role than the issuer's or anyone who has
// signed in; the member is told by e-mail and every issue and use is audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpsArgs } from "../../../src/cli/parse-command.ts";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import type { AccountRow } from "../../../src/modules/accounts/repository.ts";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { findMemberByEmail } from "../../../src/modules/members/repository.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import { createRapidOnboardingToken } from "../../../src/modules/onboarding/service.ts";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { startResetHarness } from "../password-reset/harness.ts";
import type { ResetHarness } from "../password-reset/harness.ts";

let h: ResetHarness;
let t: TestApp;
let acme: AccountRow;
const MEMBER = { email: "mo@acme.test", password: "mo-member-password" };
const ADMIN = { email: "ada@acme.test", password: "ada-admin-password" };
const TOKENS = "/api/v1/onboarding/tokens/";

beforeAll(async () => {
  h = await startResetHarness();
  t = h.t;
  const found = await findAccountBySubdomain(t.database.db, "acme");
  if (found === undefined) throw new Error("acme not seeded");
  acme = found;
  await createMember(t.database.db, acme.id, { email: MEMBER.email, name: "Mo", password: MEMBER.password });
  await createMember(t.database.db, acme.id, {
    email: ADMIN.email,
    name: "Ada",
    password: ADMIN.password,
    role: "admin",
  });
});
afterAll(() => h.close());

async function opsToken(email: string, extra: string[] = []): Promise<string> {
  const command = parseOpsArgs(["onboarding", "token", "acme", email, ...extra]);
  if (command === "help") throw new Error("parsed as help");
  const catalog = createRemoteCatalog(t.config.distDir, () => undefined);
  const lines = await runOpsCommand({ db: t.database.db, catalog, mailer: t.app.mailer }, command);
  const token = /: ([A-Za-z0-9_-]{20,})$/.exec(lines.find((l) => l.startsWith("Token")) ?? "")?.[1];
  if (token === undefined) throw new Error(`no token in ${lines.join("\n")}`);
  return token;
}

const redeem = (client: Client, token: string) =>
  client.get(`/oidc/callback/?${new URLSearchParams({ token }).toString()}`);
const verification = async (host: string, token: string) =>
  (await createClient(t.app, host).get(`/api/v1/authentication/token-verification/${token}/`)).json();

async function signedIn(email: string, password: string): Promise<Client> {
  const client = createClient(t.app, ACME.host);
  expect((await client.login(email, password)).statusCode).toBe(200);
  return client;
}

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

  it("signs in an invited member who never signed in, without changing them", async () => {
    await createMember(t.database.db, acme.id, {
      email: "ivy@acme.test",
      name: "Ivy",
      password: "ivy-password-1",
    });
    const token = await opsToken("ivy@acme.test");
    const client = createClient(t.app, ACME.host);
    expect((await redeem(client, token)).headers.location).toBe("/");
    expect((await client.get("/api/v1/members/detail")).json()).toMatchObject({
      email: "ivy@acme.test",
      name: "Ivy",
    });
    expect((await createClient(t.app, ACME.host).login("ivy@acme.test", "ivy-password-1")).statusCode).toBe(
      200,
    );
  });

  it("refuses an expired token", async () => {
    const issued = await createRapidOnboardingToken(t.database.db, acme, { email: "expired@acme.test" }, -1, {
      kind: "ops",
    });
    expect((await redeem(createClient(t.app, ACME.host), issued.token)).headers.location).toBe(
      "/rapid-onboarding?error=invalid_token",
    );
  });

  it("works only on its own workspace's host", async () => {
    const token = await opsToken("hostbound@acme.test");
    expect(await verification(GLOBEX.host, token)).toEqual({ ok: false });
    const globex = createClient(t.app, GLOBEX.host);
    expect((await redeem(globex, token)).headers.location).toBe("/rapid-onboarding?error=invalid_token");
    expect((await globex.get("/api/v1/members/detail")).statusCode).toBe(401);
    // Still unused on acme.
    expect(await verification(ACME.host, token)).toEqual({ ok: true });
  });

  it("concurrent uses of one token sign in once", async () => {
    const token = await opsToken("racer@acme.test");
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
    // Built from the configuration (BASE_DOMAIN and the listen port), not from the Host header.
    expect(link.url).toBe(`http://${ACME.host}:${t.config.port}/rapid-onboarding?token=${link.token}`);
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

describe("one-time links cannot impersonate", () => {
  it("refuses a link for the owner, from an admin and from the ops CLI", async () => {
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const res = await admin.post(TOKENS, { json: { email: ACME.email } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("One-time sign-in links cannot be made for an owner");
    const owner = await signedIn(ACME.email, ACME.password);
    expect((await owner.post(TOKENS, { json: { email: ACME.email } })).statusCode).toBe(403);
    await expect(opsToken(ACME.email)).rejects.toThrow(/owner/);
  });

  it("refuses a link for anyone who has signed in before", async () => {
    await signedIn(MEMBER.email, MEMBER.password);
    const owner = await signedIn(ACME.email, ACME.password);
    const res = await owner.post(TOKENS, { json: { email: MEMBER.email } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("already_signed_in");
    // Admins of equal rank: an admin who has signed in is no target either.
    expect((await owner.post(TOKENS, { json: { email: ADMIN.email } })).statusCode).toBe(409);
  });

  it("refuses a link for a higher role than the issuer's", async () => {
    await createMember(t.database.db, acme.id, {
      email: "newadmin@acme.test",
      name: "New Admin",
      password: "new-admin-password",
      role: "admin",
    });
    const member = await findMemberByEmail(t.database.db, acme.id, "newadmin@acme.test");
    expect(member?.last_login_at).toBeNull();
    // A second admin: equal rank, never signed in: allowed.
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    expect((await admin.post(TOKENS, { json: { email: "newadmin@acme.test" } })).statusCode).toBe(201);
    // Promote the target to owner: now refused to the admin, at issue and at use.
    const token = (await admin.post(TOKENS, { json: { email: "newadmin@acme.test" } })).json().data.token;
    await t.database.db.query("UPDATE members SET role = 'owner' WHERE account_id = $1 AND email = $2", [
      acme.id,
      "newadmin@acme.test",
    ]);
    expect((await admin.post(TOKENS, { json: { email: "newadmin@acme.test" } })).statusCode).toBe(403);
    expect((await redeem(createClient(t.app, ACME.host), token)).headers.location).toBe(
      "/rapid-onboarding?error=invalid_token",
    );
  });

  it("stops working once its member signs in another way", async () => {
    await createMember(t.database.db, acme.id, {
      email: "late@acme.test",
      name: "Late",
      password: "late-password-1",
    });
    const token = await opsToken("late@acme.test");
    await signedIn("late@acme.test", "late-password-1");
    const stranger = createClient(t.app, ACME.host);
    expect((await redeem(stranger, token)).headers.location).toBe("/rapid-onboarding?error=invalid_token");
    expect(stranger.jar.has("parley_access")).toBe(false);
  });

  it("tells the member by e-mail, in the issuer's language, and audits issue and use", async () => {
    const owner = await signedIn(ACME.email, ACME.password);
    const res = await owner.post(TOKENS, {
      json: { email: "told@acme.test", name: "Told" },
      headers: { "accept-language": "de" },
    });
    expect(res.statusCode).toBe(201);
    const mail = await h.mailTo("told@acme.test");
    expect(mail.subject).toBe("Für Ihr Parley-Konto wurde ein Anmeldelink erstellt");
    expect(mail.text).toContain(`(${ACME.email})`);
    // The notice does not carry the link itself.
    expect(mail.text).not.toContain(res.json().data.token);

    const opsIssued = await opsToken("told-ops@acme.test");
    const opsMail = await h.mailTo("told-ops@acme.test");
    expect(opsMail.text).toContain("The operator of Parley");
    expect(opsMail.text).not.toContain(opsIssued);

    const used = createClient(t.app, ACME.host);
    expect((await redeem(used, res.json().data.token)).headers.location).toBe("/");
    const told = await findMemberByEmail(t.database.db, acme.id, "told@acme.test");
    const ownerRow = await findMemberByEmail(t.database.db, acme.id, ACME.email);
    const events = (await listAuditEvents(t.database.db, acme.id)).filter(
      (e) => e.target_member_id === told?.id,
    );
    expect(events.map((e) => [e.action, e.actor_label, e.actor_member_id])).toEqual([
      ["onboarding_link.issued", ACME.email, ownerRow?.id],
      ["onboarding_link.used", "told@acme.test", told?.id],
    ]);
    expect(events.every((e) => e.created_at instanceof Date && e.ip !== null)).toBe(true);
    const opsEvent = (await listAuditEvents(t.database.db, acme.id)).find(
      (e) => e.action === "onboarding_link.issued" && e.actor_label === "ops",
    );
    expect(opsEvent?.actor_member_id).toBeNull();
    // Globex's trail holds none of acme's events.
    const globex = await findAccountBySubdomain(t.database.db, "globex");
    expect(await listAuditEvents(t.database.db, globex?.id ?? -1)).toEqual([]);
  });
});
