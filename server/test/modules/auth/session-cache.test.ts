// The short reuse of a checked session: changes in this process apply at once; a revocation made
// elsewhere (another instance on the same PostgreSQL) applies within PARLEY_SESSION_CACHE_MS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionCache } from "../../../src/modules/auth/session-cache.ts";
import type { PrincipalRow } from "../../../src/modules/auth/repository.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const row = (sid: string, member = 1): PrincipalRow => ({
  session_id: sid,
  member_id: member,
  email: "a@b.c",
  name: "A",
  image_url: null,
  role: "member",
  is_email_unsubscribed: false,
  behavior_settings: {},
  last_visited_path: null,
  last_used_model_id: null,
  account_id: 7,
  subdomain: "acme",
  account_name: "Acme",
  logo: null,
  balance: "0.00",
  free_trial_end_at: null,
  dlp_mode: "WARN",
});

describe("createSessionCache", () => {
  it("expires entries after the TTL and forgets by session, member or all", () => {
    let now = 0;
    const cache = createSessionCache(1000, () => now);
    cache.set(row("s1"));
    cache.set(row("s2"));
    cache.set(row("s3", 2));
    expect(cache.get("s1")?.session_id).toBe("s1");
    cache.forgetSession("s1");
    expect(cache.get("s1")).toBeUndefined();
    cache.forgetMember(7, 1);
    expect(cache.get("s2")).toBeUndefined();
    expect(cache.get("s3")).toBeDefined();
    now = 1000;
    expect(cache.get("s3")).toBeUndefined();
    cache.set(row("s4"));
    cache.clear();
    expect(cache.get("s4")).toBeUndefined();
  });

  it("is off with a TTL of 0", () => {
    const cache = createSessionCache(0);
    cache.set(row("s1"));
    expect(cache.get("s1")).toBeUndefined();
  });
});

describe.each([
  ["2000", 2000],
  ["0", 0],
])("a session revoked by another instance (PARLEY_SESSION_CACHE_MS=%s)", (value, ttl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PARLEY_SESSION_CACHE_MS: value } });
  });
  afterAll(() => t.close());

  it(ttl === 0 ? "is refused at once" : "is refused once the cache entry expires", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(200);
    // Straight in the database, as another server instance would.
    await t.database.db.query("UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL");
    const next = await client.get("/api/v1/members/detail");
    expect(next.statusCode).toBe(ttl === 0 ? 401 : 200);
    await new Promise((resolve) => setTimeout(resolve, ttl + 50));
    expect((await client.get("/api/v1/members/detail")).statusCode).toBe(401);
  });
});
