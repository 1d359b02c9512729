// Every route the app registers, as its onRoute hook saw it, answers a caller without a session of
// the host's workspace before anything else: 401 to a visitor, 401 `tenant_mismatch` to a signed-in
// member of another workspace (globex's access cookie on acme's host: the token names its own
// workspace, so there it is simply not signed in), and 403 to a plain member where the route needs
// an owner or admin. Only the routes of PUBLIC are left out, each with its reason. A route added
// later without a guard fails here until it is guarded or listed.
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../src/modules/accounts/repository.ts";
import { createMember } from "../../src/modules/members/service.ts";
import { requireManager } from "../../src/modules/manage-account/require-manager.ts";
import { requireAdmin } from "../../src/plugins/require-admin.ts";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { collectRoutes } from "../helpers/route-collector.ts";
import { ACME, createTestApp, GLOBEX } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

/**
 * Routes that answer without a member session of the host's workspace, by "METHOD url" as registered
 * (a GET's automatic HEAD follows its GET). Each checks what it needs itself; its own tests cover it.
 */
const PUBLIC = new Map<string, string>([
  ["GET /healthz", "liveness probe of the process"],
  ["GET /readyz", "readiness probe (503 while draining)"],
  ["GET /metrics", "Prometheus scrape: its own bearer token (PARLEY_METRICS_TOKEN) when set"],
  ["GET /api/v1/accounts/:subdomain", "the sign-in page's public workspace info (rate limited)"],
  ["GET /api/v1/accounts/:subdomain/logo/:file", "the workspace logo, shown on the sign-in page"],
  ["POST /api/v1/authentication/admin-handoff/", "the admin host redeems a one-time hand-off token"],
  ["GET /api/v1/authentication/session/", "the shell's session probe: 200 signed in or not"],
  ["POST /api/v1/authentication/login/", "password sign-in"],
  ["POST /api/v1/authentication/token/refresh/", "the refresh cookie is its credential"],
  ["POST /api/v1/authentication/logout/", "signing out always succeeds (ends the cookie's session if any)"],
  ["GET /api/v1/authentication/token-verification/:token/", "checks a one-time token of the sign-in links"],
  ["GET /api/v1/authentication/captcha/", "the sign-in and sign-up forms' captcha challenge"],
  ["POST /api/v1/members/request_reset_password/", "forgot password: signed out by definition"],
  ["POST /api/v1/authentication/password/", "reset by the mailed link's token"],
  ["POST /api/v1/authentication/snapshot-signup/", "sign-up from a public snapshot (share host)"],
  ["POST /api/v1/authentication/snapshot-signup/resend/", "resends that sign-up's mail"],
  ["GET /api/v1/authentication/signup/status/", "whether self-service sign-up is open"],
  ["POST /api/v1/authentication/signup/check/", "checks a sign-up link's token"],
  ["POST /api/v1/authentication/signup/complete/", "creates the workspace of a sign-up link's token"],
  ["GET /api/v1/authentication/signup/handoff/", "the new workspace's first sign-in, by one-time token"],
  ["GET /oidc/google/start", "starts Google sign-in"],
  ["GET /oidc/callback/", "Google's redirect back; the signed state is its credential"],
  ["POST /api/v1/security/passkeys/authentication/options/", "passkey sign-in: the challenge"],
  ["POST /api/v1/security/passkeys/authentication/verify/", "passkey sign-in: the assertion"],
  ["GET /api/v1/core/gs-version", "the shell's build stamp for 'Update available'"],
  ["GET /api/v1/assets/:file", "the server's seeded logos (a fixed list)"],
  [
    "GET /api/v1/integrations/knowledge/callback/",
    "OAuth redirect back; the single-use state names the member",
  ],
  [
    "GET /api/v1/integrations/slack/callback/",
    "Slack's OAuth redirect back; the signed state is its credential",
  ],
  ["GET /api/v1/conversations/snapshot/:id/", "a public snapshot, read by its uuid (share host)"],
  ["POST /api/v1/conversations/visit_snapshot/:id/", "counts a public snapshot's visit (share host)"],
  ["POST /api/v1/conversations/convo_continued/:id/", "counts a public snapshot's continuation (share host)"],
  ["GET /api/v1/core/workspace-probe/", "the share host asks whether a workspace host answers"],
  ["GET /api/v1/remotes/manifest", "the shell's list of remote builds, loaded before sign-in"],
  ["POST /api/v1/remotes/errors", "a page's remote load failure, by signed report token"],
  ["POST /api/v1/remotes/loads", "a page's remote load timing, by signed report token"],
  ["GET /remotes/:container/:version/*", "the remotes' built files (versioned)"],
  ["GET /remotes/*", "the remotes' built files"],
  ["GET /assets/*", "the shell's built files"],
  // Not member routes: the ops API takes its own bearer token (404 without one configured).
  ["POST /api/v1/ops/remotes/:remote/versions", "ops: upload of a remote build, ops bearer token"],
  ["POST /api/v1/ops/commands", "ops: commands, ops bearer token"],
  ["GET /api/v1/ops/remotes", "ops: remote versions, ops bearer token"],
  ["GET /api/v1/ops/workspaces", "ops: every workspace, ops bearer token"],
  ["GET /api/v1/ops/remotes/versions", "ops: versions and pins, ops bearer token"],
  ["PUT /api/v1/ops/remotes/pins/:tenant/:remote", "ops: pins a tenant's remote, ops bearer token"],
  ["DELETE /api/v1/ops/remotes/pins/:tenant/:remote", "ops: unpins a tenant's remote, ops bearer token"],
]);

/** Manage account's two routes refuse with the spec's own code (require-manager.ts). */
const MANAGE_ROUTES = new Set([
  "POST /api/v1/accounts/manage-permission/",
  "POST /api/v1/authentication/get-cc-session/",
]);

interface Endpoint {
  key: string;
  method: string;
  url: string;
  /** The key PUBLIC knows it by (an automatic HEAD: its GET's). */
  listedAs: string;
  admin: boolean;
}

const MEMBER = { email: "mo@acme.test", password: "mo-member-password" } as const;
const CSRF = "route-inventory-csrf";

const hooks = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat().filter(Boolean);

function endpoints(routes: RouteOptions[]): Endpoint[] {
  const keys = new Set(routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)));
  return routes.flatMap((route) =>
    [route.method].flat().map((method) => {
      const key = `${method} ${route.url}`;
      const get = `GET ${route.url}`;
      const listedAs = method === "HEAD" && !PUBLIC.has(key) && keys.has(get) ? get : key;
      const admin = hooks(route).some((hook) => hook === requireAdmin || hook === requireManager);
      return { key, method, url: route.url, listedAs, admin };
    }),
  );
}

/** The path with every parameter filled: the guards answer before a value is looked at. */
const concrete = (url: string) => url.replace(/:\w+/g, "1").replace(/\*$/, "1");

/** The access cookies of a signed-in client (its own CSRF cookie is replaced by the test's). */
const session = (client: Client) =>
  [...client.jar]
    .filter(([name]) => name !== "parley_csrf")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

describe("route inventory: every non-public route is guarded", () => {
  let t: TestApp;
  let all: Endpoint[];
  let guarded: Endpoint[];
  let globexMember: string;
  let acmeMember: string;

  beforeAll(async () => {
    const collected = await collectRoutes(() => createTestApp());
    t = collected.built;
    all = endpoints(collected.routesOf(t.app));
    guarded = all.filter((e) => !PUBLIC.has(e.listedAs));

    const acme = await findAccountBySubdomain(t.database.db, "acme");
    if (acme === undefined) throw new Error("the acme seed is missing");
    await createMember(t.database.db, acme.id, { ...MEMBER, name: "Mo Member", role: "member" });
    const globex = createClient(t.app, GLOBEX.host);
    expect((await globex.login(GLOBEX.email, GLOBEX.password)).json()).toMatchObject({ type: "success" });
    globexMember = session(globex);
    const member = createClient(t.app, ACME.host);
    expect((await member.login(MEMBER.email, MEMBER.password)).json()).toMatchObject({ type: "success" });
    acmeMember = session(member);
  });
  afterAll(() => t.close());

  /** A browser-like call on acme's host: same origin, CSRF pair, the given session cookies. */
  function call(endpoint: Endpoint, cookies = "", body?: unknown): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: endpoint.method as "GET",
      url: concrete(endpoint.url),
      headers: {
        host: ACME.host,
        origin: `http://${ACME.host}`,
        cookie: [`parley_csrf=${CSRF}`, cookies].filter(Boolean).join("; "),
        "x-csrf-token": CSRF,
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  }

  /** "status code" of a response (a HEAD has no body to name its code). */
  function outcome(endpoint: Endpoint, response: LightMyRequestResponse): string {
    if (endpoint.method === "HEAD" || response.body === "") return String(response.statusCode);
    let code: unknown;
    try {
      code = response.json<{ error?: { code?: unknown } } | null>()?.error?.code ?? "(no error code)";
    } catch {
      code = "(not JSON)";
    }
    return `${response.statusCode} ${String(code)}`;
  }

  /** The endpoints whose answer is not the expected one, as "METHOD url → got". */
  async function mismatches(
    endpoints: Endpoint[],
    expected: (endpoint: Endpoint) => string,
    send: (endpoint: Endpoint) => Promise<LightMyRequestResponse>,
  ): Promise<string[]> {
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      const got = outcome(endpoint, await send(endpoint));
      if (got !== expected(endpoint)) wrong.push(`${endpoint.key} → ${got} (expected ${expected(endpoint)})`);
    }
    return wrong;
  }

  const status = (endpoint: Endpoint, status: number, code: string) =>
    endpoint.method === "HEAD" ? String(status) : `${status} ${code}`;

  it("finds the app's routes, and every PUBLIC entry is one of them", () => {
    expect(all.length).toBeGreaterThan(150);
    expect(guarded.length).toBeGreaterThan(100);
    const keys = new Set(all.map((e) => e.key));
    const stale = [...PUBLIC.keys()].filter((key) => !keys.has(key));
    expect(stale).toEqual([]);
    // The collector saw inside the member group too, and requireAdmin on the routes' own hooks.
    for (const key of ["GET /api/v1/conversations/", "POST /api/v1/members/change_password/"])
      expect(keys).toContain(key);
    expect(guarded.filter((e) => e.admin).length).toBeGreaterThan(30);
  });

  it("finds requireAdmin on every /api/v1/admin/ route (an admin route without it would pass as a member's)", () => {
    const unmarked = all.filter((e) => e.url.startsWith("/api/v1/admin/") && !e.admin).map((e) => e.key);
    expect(unmarked).toEqual([]);
  });

  it("answers a visitor 401 on every route outside PUBLIC", async () => {
    const wrong = await mismatches(
      guarded,
      (e) => status(e, 401, "not_authenticated"),
      (e) => call(e),
    );
    expect(wrong).toEqual([]);
  });

  it("answers a signed-in member of another workspace 401 tenant_mismatch, never the route", async () => {
    const wrong = await mismatches(
      guarded,
      (e) => status(e, 401, "tenant_mismatch"),
      (e) => call(e, globexMember),
    );
    expect(wrong).toEqual([]);
  });

  it("answers a plain member 403 on every owner/admin route", async () => {
    const admin = guarded.filter((e) => e.admin);
    const wrong = await mismatches(
      admin,
      (e) => status(e, 403, MANAGE_ROUTES.has(e.listedAs) ? "manage_refused" : "forbidden"),
      (e) => call(e, acmeMember),
    );
    expect(wrong).toEqual([]);
  });
});
