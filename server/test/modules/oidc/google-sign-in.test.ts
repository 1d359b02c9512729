// "Sign in with Google" against a real OpenID Connect provider on loopback (oidc-provider), driven
// through the server's own routes: start → provider sign-in → callback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_OIDC_CLIENT_ID,
  FAKE_OIDC_CLIENT_SECRET,
  signInAtProvider,
  startFakeOidcProvider,
} from "@parley/test-fakes/oidc-provider";
import type { FakeOidcProvider } from "@parley/test-fakes/oidc-provider";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { setSignInOptions } from "../../../src/modules/auth/sign-in-options.ts";
import { insertMember } from "../../../src/modules/members/repository.ts";
import { createFlowSealer, FLOW_COOKIE } from "../../../src/modules/oidc/flow-cookie.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let provider: FakeOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startFakeOidcProvider({
    redirectUris: [`http://${ACME.host}/oidc/callback/`, `http://${GLOBEX.host}/oidc/callback/`],
  });
  t = await createTestApp({
    env: {
      PARLEY_OIDC_ISSUER: provider.issuer,
      PARLEY_OIDC_CLIENT_ID: FAKE_OIDC_CLIENT_ID,
      PARLEY_OIDC_CLIENT_SECRET: FAKE_OIDC_CLIENT_SECRET,
    },
  });
  const acme = await findAccountBySubdomain(t.database.db, "acme");
  await insertMember(t.database.db, acme?.id ?? 0, {
    email: "pat+unverified@acme.test",
    name: "Pat",
    role: "member",
    passwordHash: null,
  });
  await setSignInOptions(t.database.db, "acme", ["email_password", "google"]);
  await setSignInOptions(t.database.db, "globex", ["email_password", "google"]);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function setOptions(subdomain: string, options: ("email_password" | "google")[]) {
  await setSignInOptions(t.database.db, subdomain, options);
  t.app.tenants.invalidate();
}

/** GET /oidc/google/start on the client's host; returns the provider URL it redirects to. */
async function start(client: Client, next?: string): Promise<string> {
  const res = await client.get(`/oidc/google/start${next ? `?${new URLSearchParams({ next })}` : ""}`);
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
  return location;
}

/** Follows the provider's answer back to our callback; returns the callback's redirect target. */
async function callback(client: Client, back: URL): Promise<string> {
  expect(back.origin).toBe(`http://${client.host}`);
  const res = await client.get(back.pathname + back.search);
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

async function signInWithGoogle(client: Client, email: string, next?: string): Promise<string> {
  return callback(client, await signInAtProvider(await start(client, next), email));
}

const profileStatus = async (client: Client) => (await client.get("/api/v1/members/detail")).statusCode;

describe("Google sign-in (OIDC code flow with PKCE)", () => {
  it("signs a member in with the provider's verified e-mail and honours next", async () => {
    const client = createClient(t.app, ACME.host);
    const authorization = new URL(await start(client, "/routines?tab=1"));
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("code_challenge")).toBeTruthy();
    expect(authorization.searchParams.get("state")).toBeTruthy();
    expect(authorization.searchParams.get("nonce")).toBeTruthy();
    expect(authorization.searchParams.get("redirect_uri")).toBe(`http://${ACME.host}/oidc/callback/`);
    expect(client.jar.has(FLOW_COOKIE)).toBe(true);

    const target = await callback(
      client,
      await signInAtProvider(authorization.href, ACME.email.toUpperCase()),
    );
    expect(target).toBe("/routines?tab=1");
    expect(client.jar.has(FLOW_COOKIE)).toBe(false);
    const profile = await client.get("/api/v1/members/detail");
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(ACME.email);
  });

  it("ignores a next that leaves the origin", async () => {
    const client = createClient(t.app, ACME.host);
    expect(await signInWithGoogle(client, ACME.email, "//evil.test/x")).toBe("/");
    expect(await profileStatus(client)).toBe(200);
  });

  it("refuses an e-mail that is not a member, and one the provider has not verified", async () => {
    const stranger = createClient(t.app, ACME.host);
    expect(await signInWithGoogle(stranger, "nobody@acme.test")).toBe("/sign-in?error=uninvited");
    expect(stranger.jar.has("parley_access")).toBe(false);

    const unverified = createClient(t.app, ACME.host);
    expect(await signInWithGoogle(unverified, "pat+unverified@acme.test")).toBe("/sign-in?error=uninvited");
    expect(unverified.jar.has("parley_access")).toBe(false);
  });

  it("keeps workspaces apart: a globex identity cannot enter acme, nor a globex flow finish on acme", async () => {
    const acme = createClient(t.app, ACME.host);
    expect(await signInWithGoogle(acme, GLOBEX.email)).toBe("/sign-in?error=uninvited");
    expect(await profileStatus(acme)).toBe(401);

    // A flow started on globex, its answer and flow cookie carried to the acme host.
    const globex = createClient(t.app, GLOBEX.host);
    const back = await signInAtProvider(await start(globex), GLOBEX.email);
    const carried = createClient(t.app, ACME.host);
    carried.jar.set(FLOW_COOKIE, globex.jar.get(FLOW_COOKIE) ?? "");
    const res = await carried.get(back.pathname + back.search);
    expect(res.headers.location).toBe("/auth-error?error=default");
    expect(await profileStatus(carried)).toBe(401);

    // The same member signs in on their own workspace.
    expect(await callback(globex, back)).toBe("/");
    expect(await profileStatus(globex)).toBe(200);
  });

  it("refuses a changed state, a missing or forged flow cookie", async () => {
    const client = createClient(t.app, ACME.host);
    const back = await signInAtProvider(await start(client), ACME.email);
    const flowCookie = client.jar.get(FLOW_COOKIE) ?? "";
    const tampered = new URL(back);
    tampered.searchParams.set("state", "not-the-state");
    expect(await callback(client, tampered)).toBe("/auth-error?error=default");

    const noCookie = createClient(t.app, ACME.host);
    expect(await callback(noCookie, back)).toBe("/auth-error?error=default");

    const forged = createClient(t.app, ACME.host);
    const [payload = ""] = flowCookie.split(".");
    forged.jar.set(FLOW_COOKIE, `${payload}.${"A".repeat(43)}`);
    expect(await callback(forged, back)).toBe("/auth-error?error=default");
    expect(await profileStatus(forged)).toBe(401);
  });

  it("refuses a wrong PKCE verifier and a wrong nonce (flow cookie re-signed with the server key)", async () => {
    const sealer = createFlowSealer(t.config.secret ?? "");
    for (const change of [{ verifier: "x".repeat(64) }, { nonce: "another-nonce" }]) {
      const client = createClient(t.app, ACME.host);
      const back = await signInAtProvider(await start(client), ACME.email);
      const flow = sealer.open(client.jar.get(FLOW_COOKIE));
      expect(flow).toBeDefined();
      if (flow === undefined) return;
      client.jar.set(FLOW_COOKIE, sealer.seal({ ...flow, ...change }));
      expect(await callback(client, back)).toBe("/auth-error?error=default");
      expect(await profileStatus(client)).toBe(401);
    }
  });

  it("does not accept the same authorization code twice", async () => {
    const sealer = createFlowSealer(t.config.secret ?? "");
    const client = createClient(t.app, ACME.host);
    const back = await signInAtProvider(await start(client), ACME.email);
    const cookie = client.jar.get(FLOW_COOKIE) ?? "";
    expect(sealer.open(cookie)).toBeDefined();
    expect(await callback(client, back)).toBe("/");

    const replay = createClient(t.app, ACME.host);
    replay.jar.set(FLOW_COOKIE, cookie);
    expect(await callback(replay, back)).toBe("/auth-error?error=default");
    expect(await profileStatus(replay)).toBe(401);
  });

  it("ends on the auth error page when the person cancels at the provider", async () => {
    const client = createClient(t.app, ACME.host);
    const back = await signInAtProvider(await start(client), ACME.email, "cancel");
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(await callback(client, back)).toBe("/auth-error?error=default");
  });

  it("enforces a workspace's Google switch on the server, at the start and at the callback", async () => {
    await setOptions("globex", ["email_password"]);
    try {
      const client = createClient(t.app, GLOBEX.host);
      const res = await client.get("/oidc/google/start");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/sign-in?error=google_disabled");
      expect(client.jar.has(FLOW_COOKIE)).toBe(false);
    } finally {
      await setOptions("globex", ["email_password", "google"]);
    }

    // Switched off while the person is at the provider.
    const client = createClient(t.app, GLOBEX.host);
    const back = await signInAtProvider(await start(client), GLOBEX.email);
    await setOptions("globex", ["email_password"]);
    try {
      expect(await callback(client, back)).toBe("/sign-in?error=google_disabled");
      expect(await profileStatus(client)).toBe(401);
    } finally {
      await setOptions("globex", ["email_password", "google"]);
    }
  });

  it("enforces a workspace's password switch on the login endpoint", async () => {
    await setOptions("acme", ["google"]);
    try {
      const client = createClient(t.app, ACME.host);
      const res = await client.login(ACME.email, ACME.password);
      expect(res.statusCode).toBe(403);
      expect(res.json().type).toBe("password_disabled");
      expect(client.jar.has("parley_access")).toBe(false);
    } finally {
      await setOptions("acme", ["email_password", "google"]);
    }
  });
});

describe("Google sign-in without a configured client", () => {
  it("sends the browser to the auth error page instead of a provider", async () => {
    const bare = await createTestApp();
    try {
      await setSignInOptions(bare.database.db, "acme", ["email_password", "google"]);
      const res = await createClient(bare.app, ACME.host).get("/oidc/google/start");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/auth-error?error=default");
    } finally {
      await bare.close();
    }
  });
});
