// Self-service sign-up from a public snapshot, over HTTP with a real SMTP receiver: the share page's
// call (validation, existing address, removed snapshot, budgets, no cookie on the share host), the
// mailed link (one use, 24 h, resend), the new workspace with its owner, offline model and the
// continued conversation, the hand-over sign-in on the new host, and the ops switch.
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { parseOpsArgs, UsageError } from "../../../src/cli/parse-command.ts";
import { loadConfig } from "../../../src/config.ts";
import { sha256 } from "../../../src/lib/crypto.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { send } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const SIGNUP = "/api/v1/authentication/snapshot-signup/";
const RESEND = "/api/v1/authentication/snapshot-signup/resend/";
const CHECK = "/api/v1/authentication/signup/check/";
const COMPLETE = "/api/v1/authentication/signup/complete/";
const STATUS = "/api/v1/authentication/signup/status/";
const SHARE = "share.localhost";
const ADMIN = "admin.localhost";

let t: TestApp;
let smtp: SmtpReceiver;
let owner: Client;
let snapshot: Snapshot;
let ipCounter = 0;

/** A new client address per test: the per-address budget is tested on its own. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(
  method: "GET" | "POST",
  url: string,
  options: { host?: string; json?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const host = options.host ?? ADMIN;
  // The admin host's page echoes its CSRF cookie like the shell; the share page has no cookies.
  const csrf = host === SHARE ? {} : { cookie: "parley_csrf=tok", "x-csrf-token": "tok" };
  return t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      host,
      "content-type": "application/json",
      ...(method === "POST" ? csrf : {}),
      ...options.headers,
    },
    ...(options.json !== undefined ? { payload: JSON.stringify(options.json) } : {}),
  });
}

const signup = (userEmail: string, uuid = snapshot.uuid, ip?: string) =>
  call("POST", SIGNUP, {
    host: SHARE,
    json: { user_email: userEmail, snapshot: uuid },
    ...(ip ? { ip } : {}),
  });

async function linkTokenFor(email: string, already = 0): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => m.envelopeTo.includes(email) && smtp.to(email).indexOf(m) >= already,
  );
  const link = /(https?:\/\/admin\.localhost(?::\d+)?)\/sign-up\/confirm\?token=([\w-]+)/.exec(mail.text);
  if (!link?.[2]) throw new Error(`no sign-up link in:\n${mail.text}`);
  return link[2];
}

const completeForm = (token: string, overrides: Record<string, string> = {}) => ({
  token,
  workspace_name: "Initech",
  subdomain: "initech",
  name: "Ivy Initech",
  password: "kettle-orbit-lantern",
  password_confirm: "kettle-orbit-lantern",
  ...overrides,
});

async function makePublicSnapshot(): Promise<Snapshot> {
  const first = await send(owner, { message: "What is 2 + 2?", non_ai: "true" });
  await send(owner, {
    message: "Four, and here is why.",
    non_ai: "true",
    conversation_id: String(first.conversation_id),
  });
  const made = await owner.post(`/api/v1/conversations/${first.conversation_id}/create_snapshot/`, {
    json: { anonymize: "false" },
  });
  expect(made.statusCode, made.body).toBe(201);
  const row = made.json<Snapshot>();
  const published = await owner.patch(`/api/v1/conversations/snapshot/${row.id}/`, {
    json: { is_public: "true" },
  });
  expect(published.statusCode).toBe(200);
  return row;
}

async function counters(uuid: string) {
  const rows = await t.database.db.query<{ convo_continued_count: number; snapshot_cloned_count: number }>(
    "SELECT convo_continued_count, snapshot_cloned_count FROM snapshots WHERE uuid = $1",
    [uuid],
  );
  return rows[0];
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    env: {
      PARLEY_SMTP_URL: smtp.url,
      PARLEY_SIGNUP_IP_MAX: "4",
      PARLEY_SIGNUP_EMAIL_MAX: "3",
    },
  });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  snapshot = await makePublicSnapshot();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST snapshot-signup", () => {
  it("refuses an address that is not one, per field, and sets no cookie on the share host", async () => {
    for (const bad of ["", "no-at-sign", "a@b", "two words@x.io"]) {
      const res = await signup(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({
        error: { message: "Invalid email", code: "validation_error", user_email: "Invalid email" },
      });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers a malformed body (its route schema's refusal) in the same per-field shape, mailing nothing", async () => {
    const before = smtp.mails.length;
    for (const json of [{ user_email: 42, snapshot: snapshot.uuid }, { snapshot: snapshot.uuid }, {}]) {
      const res = await call("POST", SIGNUP, { host: SHARE, json });
      expect(res.statusCode, JSON.stringify(json)).toBe(400);
      expect(res.json()).toEqual({
        error: { message: "Invalid email", code: "validation_error", user_email: "Invalid email" },
      });
    }
    const resend = await call("POST", RESEND, { json: { user_email: ["a@b.io"] } });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().error).toMatchObject({ code: "validation_error", user_email: "Invalid email" });
    const check = await call("POST", CHECK, { json: { token: 7 } });
    expect(check.statusCode).toBe(400);
    expect(check.json().error).toMatchObject({ code: "invalid_token" });
    expect(smtp.mails.length).toBe(before);
  });

  it("says a removed snapshot was removed: unknown, private or not a uuid", async () => {
    const removed = "This snapshot has been removed by its owner.";
    for (const uuid of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await signup("newcomer@example.org", uuid);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { message: removed, code: "snapshot_removed", snapshot: removed },
      });
    }
    const privateOne = await makePublicSnapshot();
    await owner.patch(`/api/v1/conversations/snapshot/${privateOne.id}/`, { json: { is_public: "false" } });
    expect((await signup("newcomer@example.org", privateOne.uuid)).json()).toMatchObject({
      error: { snapshot: removed },
    });
  });

  it("answers a known address like a new one and mails its owner instead", async () => {
    // server/test/security/snapshot-signup-enumeration.test.ts holds the details.
    const res = await signup(ACME.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: ACME.email } });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(ACME.email));
    expect(mail.text).toContain("A user with this email already exists.");
  });

  it("mails a link to the admin host and answers only the address, without a cookie", async () => {
    const res = await signup("  Ivy@Initech.example ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { email: "ivy@initech.example" } });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    const token = await linkTokenFor("ivy@initech.example");
    const stored = await t.database.db.query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      "SELECT token_hash, expires_at, created_at FROM signup_requests WHERE email = $1",
      ["ivy@initech.example"],
    );
    expect(stored[0]?.token_hash).toBe(sha256(token));
    const hours =
      ((stored[0]?.expires_at.getTime() ?? 0) - (stored[0]?.created_at.getTime() ?? 0)) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
  });

  it("refuses a page of another site calling it from a browser", async () => {
    const res = await call("POST", SIGNUP, {
      host: SHARE,
      json: { user_email: "x@example.org", snapshot: snapshot.uuid },
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    const same = await call("POST", SIGNUP, {
      host: SHARE,
      json: { user_email: "bad", snapshot: snapshot.uuid },
      headers: { origin: "http://share.localhost:8080" },
    });
    expect(same.statusCode).toBe(400);
  });

  it("limits calls per client address and per e-mail address", async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signup("", snapshot.uuid, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const byEmail = [];
    for (let i = 0; i < 4; i++) byEmail.push((await signup("flood@example.org")).statusCode);
    expect(byEmail).toEqual([200, 200, 200, 429]);
    const limited = await signup("flood@example.org");
    expect(limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("the mailed link", () => {
  it("checks, resends (the old link dies) and refuses an expired link with a way back", async () => {
    expect((await signup("rita@example.org")).statusCode).toBe(200);
    const first = await linkTokenFor("rita@example.org");
    expect((await call("POST", CHECK, { json: { token: first } })).json()).toEqual({
      data: { email: "rita@example.org" },
    });
    expect((await call("POST", RESEND, { json: { user_email: "rita@example.org" } })).statusCode).toBe(200);
    const second = await linkTokenFor("rita@example.org", 1);
    expect(second).not.toBe(first);
    const dead = await call("POST", CHECK, { json: { token: first } });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({
      error: { code: "invalid_token", restart_url: expect.stringContaining(snapshot.uuid) },
    });
    expect((await call("POST", CHECK, { json: { token: second } })).statusCode).toBe(200);

    await t.database.db.query(
      "UPDATE signup_requests SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [sha256(second)],
    );
    const expired = await call("POST", CHECK, { json: { token: second } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      error: {
        message: "This sign-up link has expired or has already been used.",
        code: "invalid_token",
        restart_url: `http://share.localhost:8080/c/${snapshot.uuid}`,
      },
    });
    expect((await call("POST", COMPLETE, { json: completeForm(second) })).statusCode).toBe(400);
    // Unknown tokens have no way back but the message.
    expect((await call("POST", CHECK, { json: { token: "nope" } })).json()).toEqual({
      error: { message: "This sign-up link has expired or has already been used.", code: "invalid_token" },
    });
    // A resend for an address without an open sign-up answers the same and mails nothing.
    const before = smtp.to("nobody@example.org").length;
    expect((await call("POST", RESEND, { json: { user_email: "nobody@example.org" } })).json()).toEqual({
      data: { email: "nobody@example.org" },
    });
    expect(smtp.to("nobody@example.org").length).toBe(before);
  });

  it("refuses a bad workspace or owner per field", async () => {
    expect((await signup("fields@example.org")).statusCode).toBe(200);
    const token = await linkTokenFor("fields@example.org");
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ subdomain: "admin" }, { subdomain: ["reserved_subdomain"] }],
      [{ subdomain: "share" }, { subdomain: ["reserved_subdomain"] }],
      [{ subdomain: "acme" }, { subdomain: ["subdomain_taken"] }],
      [{ subdomain: "Bad_Name!" }, { subdomain: ["invalid_subdomain"] }],
      [
        { subdomain: "", workspace_name: " ", name: "" },
        {
          subdomain: ["required"],
          workspace_name: ["required"],
          name: ["required"],
        },
      ],
      [{ password: "password", password_confirm: "password" }, { password: ["too_common"] }],
      [{ password: "short", password_confirm: "short" }, { password: ["too_short"] }],
      [{ password_confirm: "something-else-entirely" }, { password_confirm: ["mismatch"] }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await call("POST", COMPLETE, { json: completeForm(token, overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "validation_error", fields } });
    }
    // A malformed form (a field of the wrong type) is the schema's refusal: a dead link's answer.
    const malformed = await call("POST", COMPLETE, { json: { ...completeForm(token), subdomain: 5 } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: "invalid_token" } });
    // None of that used the link.
    expect((await call("POST", CHECK, { json: { token } })).statusCode).toBe(200);
  });
});

describe("completing a sign-up", () => {
  it("creates the workspace, its owner with the offline model and the continued conversation, once", async () => {
    expect((await signup("owen@newco.example")).statusCode).toBe(200);
    const token = await linkTokenFor("owen@newco.example");
    const before = await counters(snapshot.uuid);
    const res = await call("POST", COMPLETE, {
      json: completeForm(token, { subdomain: "NewCo", workspace_name: "NewCo Ltd", name: "Owen New" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: { subdomain: string; redirect_url: string } }>();
    expect(data.subdomain).toBe("newco");
    const redirect = new URL(data.redirect_url);
    expect(redirect.origin).toBe("http://newco.localhost:8080");
    expect(redirect.pathname).toBe("/api/v1/authentication/signup/handoff/");
    const next = redirect.searchParams.get("next") ?? "";
    expect(next).toMatch(/^\/conversations\/\d+$/);
    expect(await counters(snapshot.uuid)).toEqual({
      convo_continued_count: (before?.convo_continued_count ?? 0) + 1,
      snapshot_cloned_count: (before?.snapshot_cloned_count ?? 0) + 1,
    });

    // One use only, and the address now has a member.
    const again = await call("POST", COMPLETE, { json: completeForm(token, { subdomain: "newco-two" }) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: "invalid_token", restart_url: expect.any(String) } });
    const known = await signup("owen@newco.example");
    expect(known.json()).toEqual({ data: { email: "owen@newco.example" } });
    await smtp.waitFor(
      (m) => m.envelopeTo.includes("owen@newco.example") && m.text.includes("already exists"),
    );

    // The hand-over signs the owner in on the new host only, once.
    const handoff = `${redirect.pathname}${redirect.search}`;
    const onAcme = await t.app.inject({ method: "GET", url: handoff, headers: { host: ACME.host } });
    expect(onAcme.headers.location).toBe("/sign-in?error=invalid_token");
    const signIn = await t.app.inject({ method: "GET", url: handoff, headers: { host: "newco.localhost" } });
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toBe(next);
    const cookies = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []);
    expect(cookies.some((c) => c.startsWith("parley_access=") && !/domain=/i.test(c))).toBe(true);
    const reuse = await t.app.inject({ method: "GET", url: handoff, headers: { host: "newco.localhost" } });
    expect(reuse.headers.location).toBe("/sign-in?error=invalid_token");

    const newco = createClient(t.app, "newco.localhost");
    for (const cookie of cookies) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      newco.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const profile = (await newco.get("/api/v1/members/detail")).json<{
      email: string;
      name: string;
      role: string;
      account: { name: string; subdomain: string };
    }>();
    expect(profile).toMatchObject({ email: "owen@newco.example", name: "Owen New", role: "owner" });
    const models = (await newco.get("/api/v1/models/")).json<unknown[] | { results: unknown[] }>();
    expect(Array.isArray(models) ? models.length : models.results.length).toBeGreaterThan(0);
    const id = next.split("/").pop();
    const messages = (await newco.get(`/api/v1/conversations/${id}/messages/`)).json<{
      results: { content: string }[];
    }>();
    expect(messages.results.map((m) => m.content)).toEqual(["What is 2 + 2?", "Four, and here is why."]);
    // The new owner signs in with the chosen password too.
    const again2 = createClient(t.app, "newco.localhost");
    expect((await again2.login("owen@newco.example", "kettle-orbit-lantern")).statusCode).toBe(200);
  });
});

describe("completing a sign-up whose snapshot went away", () => {
  it("still creates the workspace and lands its owner on the home page with the reason for the modal", async () => {
    const shared = await makePublicSnapshot();
    expect((await signup("rita@gone.example", shared.uuid)).statusCode).toBe(200);
    const token = await linkTokenFor("rita@gone.example");
    // The owner stops sharing it after the link was mailed.
    await owner.patch(`/api/v1/conversations/snapshot/${shared.id}/`, { json: { is_public: "false" } });
    const res = await call("POST", COMPLETE, {
      json: completeForm(token, { subdomain: "goneco", workspace_name: "GoneCo", name: "Rita Gone" }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const redirect = new URL(res.json<{ data: { redirect_url: string } }>().data.redirect_url);
    expect(redirect.searchParams.get("next")).toBe("/?navigation_failed=snapshot_unavailable");
    const signIn = await t.app.inject({
      method: "GET",
      url: `${redirect.pathname}${redirect.search}`,
      headers: { host: "goneco.localhost" },
    });
    expect(signIn.statusCode).toBe(302);
    expect(signIn.headers.location).toBe("/?navigation_failed=snapshot_unavailable");
  });
});

describe("the sign-up switch", () => {
  it("ops turns it off and on; configuration can force it off", async () => {
    const ctx = {
      db: t.database.db,
      catalog: { scan: () => Promise.resolve([]), get: () => Promise.resolve([]) },
    };
    // @ts-expect-error the catalog is not used by these commands
    expect(await runOpsCommand(ctx, { cmd: "signup.set", enabled: false })).toEqual([
      "Self-service sign-up is off",
    ]);
    expect((await call("GET", STATUS)).json()).toEqual({ data: { enabled: false } });
    const res = await signup("late@example.org");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: "signup_disabled" } });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await call("POST", CHECK, { json: { token: "x" } })).json()).toMatchObject({
      error: { code: "signup_disabled" },
    });
    // @ts-expect-error as above
    await runOpsCommand(ctx, { cmd: "signup.set", enabled: true });
    expect((await call("GET", STATUS)).json()).toEqual({ data: { enabled: true } });
    expect(parseOpsArgs(["signup", "off"])).toEqual({ cmd: "signup.set", enabled: false });
    expect(parseOpsArgs(["signup", "on"])).toEqual({ cmd: "signup.set", enabled: true });
    expect(parseOpsArgs(["signup", "status"])).toEqual({ cmd: "signup.status" });
    expect(() => parseOpsArgs(["signup", "off", "now"])).toThrow(UsageError);
    expect(loadConfig({ PARLEY_SELF_SERVICE_SIGNUP: "false" }).signup.enabled).toBe(false);
    expect(loadConfig({}).signup).toMatchObject({ enabled: true, ttlSeconds: 86_400 });
  });
});
