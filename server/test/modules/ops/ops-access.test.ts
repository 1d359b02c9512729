// The ops pages' API (docs/admin-site.md § Ops) takes the ops token only: a workspace owner's session,
// on the workspace host or the admin host, is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-the-ops-pages-0123";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
});
afterAll(() => t.close());

describe("the ops pages' API", () => {
  it("refuses a workspace owner's session and answers the ops token", async () => {
    for (const host of [ACME.host, "admin.localhost"]) {
      const owner = createClient(t.app, host);
      const headers = host === ACME.host ? {} : { "x-parley-workspace": "acme" };
      // On the admin host every call names the workspace, as the admin shell does.
      const request = owner.request.bind(owner);
      owner.request = (method, url, options = {}) =>
        request(method, url, { ...options, headers: { ...headers, ...options.headers } });
      expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
      const listing = await owner.get("/api/v1/ops/remotes?tenant=acme");
      expect(listing.statusCode).toBe(401);
      const promote = await owner.post("/api/v1/ops/commands", {
        json: { command: { cmd: "remotes.rollback", tenant: "acme", remote: "mf_auth" } },
      });
      expect(promote.statusCode).toBe(401);
    }
    const ops = await t.app.inject({
      url: "/api/v1/ops/remotes?tenant=acme",
      headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(ops.statusCode).toBe(200);
    expect(ops.json()).toMatchObject({ tenant: "acme" });
  });
});
