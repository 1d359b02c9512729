// GET /api/v1/authentication/session/: the shell's first call answers 200 in every state, so a
// signed-out page logs no failed request, and says what to do next.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROBE = "/api/v1/authentication/session/";

describe("GET /api/v1/authentication/session/", () => {
  it("says signed-out without cookies and no-workspace where no workspace lives, both with 200", async () => {
    const signedOut = await createClient(t.app, ACME.host).get(PROBE);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ session: "signed-out" });
    expect(signedOut.headers["cache-control"]).toBe("no-store");
    for (const host of ["localhost", "nowhere.localhost"]) {
      const root = await createClient(t.app, host).get(PROBE);
      expect(root.statusCode).toBe(200);
      expect(root.json()).toEqual({ session: "no-workspace" });
    }
  });

  it("says signed-in with a valid access cookie, refreshable with only the refresh cookie", async () => {
    const client = createClient(t.app, ACME.host);
    expect((await client.login(ACME.email, ACME.password)).statusCode).toBe(200);
    expect((await client.get(PROBE)).json()).toEqual({ session: "signed-in" });
    client.jar.delete("parley_access");
    expect((await client.get(PROBE)).json()).toEqual({ session: "refreshable" });
    client.jar.set("parley_access", "forged.token.value");
    expect((await client.get(PROBE)).json()).toEqual({ session: "refreshable" });
  });

  it("does not count another workspace's session as signed in", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    const elsewhere = createClient(t.app, GLOBEX.host);
    const probe = await elsewhere.get(PROBE, { headers: { cookie: client.cookieHeader() } });
    expect(probe.statusCode).toBe(200);
    // The refresh cookie is ACME's; refreshing on GLOBEX is refused by the refresh endpoint itself.
    expect(probe.json()).toEqual({ session: "refreshable" });
  });

  it("says signed-out after sign-out", async () => {
    const client = createClient(t.app, ACME.host);
    await client.login(ACME.email, ACME.password);
    expect((await client.post("/api/v1/authentication/logout/", { json: {} })).statusCode).toBe(200);
    expect((await client.get(PROBE)).json()).toEqual({ session: "signed-out" });
  });
});
