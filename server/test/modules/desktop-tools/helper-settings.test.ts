// GET /api/v1/desktop-tools/helper/: a member's call on a workspace host, anyone's on the user host and
// the root domain (the spec's helper-app call there needs the helper's port), and no one's elsewhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const PATH = "/api/v1/desktop-tools/helper/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PARLEY_HELPER_PORT: "9077",
      PARLEY_HELPER_VERSION: "1.2.3",
      PARLEY_HELPER_DOWNLOAD_URL: "https://downloads.example.com/parley-helper-1.2.3.tgz",
    },
  });
});
afterAll(() => t.close());

const SETTINGS = {
  port: 9077,
  latest: { version: "1.2.3", download_url: "https://downloads.example.com/parley-helper-1.2.3.tgz" },
};

describe("the helper's settings", () => {
  it("answer a signed-in member of the workspace", async () => {
    const owner = createClient(t.app, ACME.host);
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const res = await owner.get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SETTINGS);
  });

  it("need a session on a workspace host, and a workspace that exists", async () => {
    const anonymous = await createClient(t.app, ACME.host).get(PATH);
    expect(anonymous.statusCode).toBe(401);
    const unknown = await createClient(t.app, "nosuchco.localhost").get(PATH);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("workspace_not_found");
  });

  it("answer anyone on the user host and the root domain (localhost's user host), which name no workspace", async () => {
    for (const host of ["user.localhost", "localhost"]) {
      const res = await createClient(t.app, host).get(PATH);
      expect(res.statusCode, host).toBe(200);
      expect(res.json()).toEqual(SETTINGS);
    }
  });

  it("answer no one on the admin (without a workspace) and share hosts", async () => {
    for (const host of ["admin.localhost", "share.localhost"])
      expect((await createClient(t.app, host).get(PATH)).statusCode, host).toBe(404);
  });
});
