import { passkeyListSchema, passkeySchema } from "@parley/shared-contracts/api/passkeys";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { createSoftAuthenticator } from "./soft-authenticator.ts";
import type { SoftCredential } from "./soft-authenticator.ts";

const BASE = "/api/v1/security/passkeys";
const ACME_ORIGIN = `http://${ACME.host}`;

let t: TestApp;
let owner: Client;
let gina: Client;
const authenticator = createSoftAuthenticator();

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  gina = createClient(t.app, GLOBEX.host);
  await gina.login(GLOBEX.email, GLOBEX.password);
});
afterAll(() => t.close());

/** Runs a whole registration for `client` and returns the stored passkey and the soft credential. */
async function register(client: Client, name?: string, origin = `http://${client.host}`) {
  const options = await client.post(`${BASE}/registration/options/`);
  expect(options.statusCode).toBe(200);
  const { credential, json } = authenticator.register(options.json(), origin);
  const verify = await client.post(`${BASE}/registration/verify/`, {
    json: { ...(name === undefined ? {} : { name }), credential: json },
  });
  return { verify, credential };
}

async function signIn(client: Client, credential: SoftCredential, origin = `http://${client.host}`) {
  if (!client.jar.has("parley_csrf")) await client.get(`/api/v1/accounts/${client.host.split(".")[0]}`);
  const options = await client.post(`${BASE}/authentication/options/`);
  expect(options.statusCode).toBe(200);
  const assertion = authenticator.authenticate(credential, options.json(), origin);
  return client.post(`${BASE}/authentication/verify/`, {
    json: { credential: assertion, next: "/routines" },
  });
}

describe("passkey registration", () => {
  it("offers options bound to the workspace host and stores the verified credential", async () => {
    const options = await owner.post(`${BASE}/registration/options/`);
    expect(options.json()).toMatchObject({
      rp: { id: "acme.localhost" },
      user: { name: ACME.email, displayName: "Ada Owner" },
      authenticatorSelection: { residentKey: "required" },
    });
    const { json } = authenticator.register(options.json(), ACME_ORIGIN);
    const verify = await owner.post(`${BASE}/registration/verify/`, {
      json: { name: "Laptop", credential: json },
    });
    expect(verify.statusCode).toBe(201);
    expect(passkeySchema.parse(verify.json())).toMatchObject({ name: "Laptop", last_used_at: null });
  });

  it("refuses a challenge used twice, one from another origin, and an invented one", async () => {
    const options = await owner.post(`${BASE}/registration/options/`);
    const first = authenticator.register(options.json(), ACME_ORIGIN);
    expect(
      (await owner.post(`${BASE}/registration/verify/`, { json: { credential: first.json } })).statusCode,
    ).toBe(201);
    const replay = authenticator.register(options.json(), ACME_ORIGIN);
    const again = await owner.post(`${BASE}/registration/verify/`, { json: { credential: replay.json } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("passkey_failed");

    const fresh = await owner.post(`${BASE}/registration/options/`);
    const phished = authenticator.register(fresh.json(), "http://evil.localhost");
    expect(
      (await owner.post(`${BASE}/registration/verify/`, { json: { credential: phished.json } })).statusCode,
    ).toBe(400);

    const invented = authenticator.register(
      { challenge: "bm90LWlzc3VlZA", rp: { id: "acme.localhost" } },
      ACME_ORIGIN,
    );
    expect(
      (await owner.post(`${BASE}/registration/verify/`, { json: { credential: invented.json } })).statusCode,
    ).toBe(400);
  });

  it("rejects malformed bodies with field errors and needs a signed-in member", async () => {
    const bad = await owner.post(`${BASE}/registration/verify/`, { json: { name: "", credential: {} } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["name", "credential.id"]));
    const anonymous = createClient(t.app, ACME.host);
    await anonymous.get("/api/v1/accounts/acme");
    expect((await anonymous.post(`${BASE}/registration/options/`)).statusCode).toBe(401);
    expect((await anonymous.get(`${BASE}/`)).statusCode).toBe(401);
  });
});

describe("the passkey list", () => {
  it("pages newest first with count, page size among 1, 5, 10, 20, 50", async () => {
    const member = createClient(t.app, ACME.host);
    const email = `pager-${Date.now()}@acme.test`;
    const { createMember } = await import("../../../src/modules/members/service.ts");
    await createMember(t.database.db, 1, { email, name: "Pat Pager", password: "pager-password-1" });
    await member.login(email, "pager-password-1");
    expect((await member.get(`${BASE}/`)).json()).toEqual({ count: 0, results: [] });
    for (let i = 1; i <= 12; i++) expect((await register(member, `Key ${i}`)).verify.statusCode).toBe(201);
    const first = passkeyListSchema.parse((await member.get(`${BASE}/`)).json());
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    const second = passkeyListSchema.parse((await member.get(`${BASE}/?page=2&page_size=10`)).json());
    expect(second.results.map((p) => p.name).sort()).toEqual(
      [
        "Key 1",
        "Key 10",
        "Key 11",
        "Key 12",
        "Key 2",
        "Key 3",
        "Key 4",
        "Key 5",
        "Key 6",
        "Key 7",
        "Key 8",
        "Key 9",
      ]
        .filter((name) => !first.results.some((p) => p.name === name))
        .sort(),
    );
    expect((await member.get(`${BASE}/?page=3&page_size=5`)).json().results).toHaveLength(2);
    const invalid = await member.get(`${BASE}/?page_size=7`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.page_size).toBeDefined();
    expect((await member.get(`${BASE}/?page=0`)).statusCode).toBe(400);
  });
});

describe("renaming and deleting", () => {
  it("renames and deletes the member's own passkey only", async () => {
    const { verify } = await register(owner, "Phone");
    const id: number = verify.json().id;
    const renamed = await owner.patch(`${BASE}/${id}/`, { json: { name: "  Work phone " } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Work phone");
    expect((await owner.patch(`${BASE}/${id}/`, { json: { name: " " } })).json().error.fields.name).toEqual([
      "name_required",
    ]);

    // Another member of the same workspace cannot touch it.
    const colleague = createClient(t.app, ACME.host);
    const email = `colleague-${Date.now()}@acme.test`;
    const { createMember } = await import("../../../src/modules/members/service.ts");
    await createMember(t.database.db, 1, { email, name: "Col League", password: "colleague-pass-1" });
    await colleague.login(email, "colleague-pass-1");
    expect((await colleague.patch(`${BASE}/${id}/`, { json: { name: "Mine" } })).statusCode).toBe(404);
    expect((await colleague.delete(`${BASE}/${id}/`)).statusCode).toBe(404);

    expect((await owner.delete(`${BASE}/${id}/`)).statusCode).toBe(204);
    expect((await owner.delete(`${BASE}/${id}/`)).statusCode).toBe(404);
    expect((await owner.delete(`${BASE}/abc/`)).statusCode).toBe(404);
  });

  it("keeps a globex member away from acme passkeys", async () => {
    const { verify } = await register(owner, "Acme key");
    const id: number = verify.json().id;
    // Through the globex host: the id does not exist in globex.
    expect((await gina.delete(`${BASE}/${id}/`)).statusCode).toBe(404);
    expect((await gina.patch(`${BASE}/${id}/`, { json: { name: "Stolen" } })).statusCode).toBe(404);
    expect((await gina.get(`${BASE}/`)).json().results.map((p: { id: number }) => p.id)).not.toContain(id);
    // Through the acme host with globex cookies: refused as another tenant's session.
    const crossing = createClient(t.app, ACME.host);
    for (const [k, v] of gina.jar) crossing.jar.set(k, v);
    const answer = await crossing.get(`${BASE}/`);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe("tenant_mismatch");
    expect((await crossing.delete(`${BASE}/${id}/`)).statusCode).toBe(401);
    expect((await owner.get(`${BASE}/`)).json().results.map((p: { id: number }) => p.id)).toContain(id);
  });
});

describe("signing in with a passkey", () => {
  it("issues the session cookies, honours next and records the use", async () => {
    const { verify, credential } = await register(owner, "Sign-in key");
    const visitor = createClient(t.app, ACME.host);
    const answer = await signIn(visitor, credential);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ type: "success", errors: [], data: { next: "/routines" } });
    expect(visitor.jar.has("parley_access")).toBe(true);
    expect(visitor.jar.has("parley_refresh")).toBe(true);
    expect((await visitor.get("/api/v1/members/detail")).json().email).toBe(ACME.email);
    const listed = (await owner.get(`${BASE}/?page_size=50`))
      .json()
      .results.find((p: { id: number }) => p.id === verify.json().id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it("refuses an acme passkey on globex, a wrong origin, a replayed assertion and a deleted passkey", async () => {
    const { verify, credential } = await register(owner, "Guarded key");
    // The same credential presented to globex: unknown there (and signed for another rpID).
    const globexVisitor = createClient(t.app, GLOBEX.host);
    expect((await signIn(globexVisitor, credential)).statusCode).toBe(400);
    expect(globexVisitor.jar.has("parley_access")).toBe(false);

    const visitor = createClient(t.app, ACME.host);
    expect((await signIn(visitor, credential, "http://evil.localhost")).statusCode).toBe(400);

    await visitor.get("/api/v1/accounts/acme");
    const options = await visitor.post(`${BASE}/authentication/options/`);
    const assertion = authenticator.authenticate(credential, options.json(), ACME_ORIGIN);
    expect(
      (await visitor.post(`${BASE}/authentication/verify/`, { json: { credential: assertion } })).statusCode,
    ).toBe(200);
    const replay = await createClient(t.app, ACME.host).post(`${BASE}/authentication/verify/`, {
      json: { credential: assertion },
      csrf: false,
    });
    expect(replay.statusCode).toBe(403);
    const replayed = await visitor.post(`${BASE}/authentication/verify/`, {
      json: { credential: assertion },
    });
    expect(replayed.statusCode).toBe(400);

    expect((await owner.delete(`${BASE}/${verify.json().id}/`)).statusCode).toBe(204);
    expect((await signIn(createClient(t.app, ACME.host), credential)).statusCode).toBe(400);
  });

  it("ignores a next that leaves the site", async () => {
    const { credential } = await register(owner);
    const visitor = createClient(t.app, ACME.host);
    await visitor.get("/api/v1/accounts/acme");
    const options = await visitor.post(`${BASE}/authentication/options/`);
    const assertion = authenticator.authenticate(credential, options.json(), ACME_ORIGIN);
    const answer = await visitor.post(`${BASE}/authentication/verify/`, {
      json: { credential: assertion, next: "//evil.test/" },
    });
    expect(answer.json().data.next).toBe("/");
  });
});
