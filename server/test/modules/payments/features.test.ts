// GET /api/v1/payments/features/: the workspace's flags for its signed-in members only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const PATH = "/api/v1/payments/features/";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/v1/payments/features/", () => {
  it("lists the workspace's flags with the product's defaults", async () => {
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    const res = await owner.get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, max-age=0");
    expect(res.json()).toEqual({ features: { collaboration: true, team_chat_share: false } });

    await t.database.db.query(
      `UPDATE accounts SET feature_flags = '{"collaboration": false, "team_chat_share": true, "routines": true}'
       WHERE subdomain = 'acme'`,
    );
    t.app.tenants.invalidate();
    t.app.auth.sessions.clear();
    // The plan's team_chat_share counts only with the Slack app configured (team-chat.test.ts).
    expect((await owner.get(PATH)).json()).toEqual({
      features: { collaboration: false, team_chat_share: false, routines: true },
    });
  });

  it("answers only a signed-in member of the host's workspace", async () => {
    expect((await createClient(t.app, ACME.host).get(PATH)).statusCode).toBe(401);
    const owner = createClient(t.app, ACME.host);
    await owner.login(ACME.email, ACME.password);
    const carried = createClient(t.app, GLOBEX.host);
    for (const [name, value] of owner.jar) carried.jar.set(name, value);
    expect((await carried.get(PATH)).statusCode).toBe(401);
    expect((await createClient(t.app, "localhost").get(PATH)).statusCode).toBe(404);
  });
});
