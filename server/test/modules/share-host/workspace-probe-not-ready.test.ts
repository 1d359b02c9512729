// The workspace probe tells the Continue dialog a workspace that exists but is not ready (suspended:
// it takes no sign-in) apart from one that does not exist: 503 and 404, so the dialog can say 'Your
// subdomain is not ready yet. Please try again later.' for the first only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setWorkspaceSuspended } from "../../../src/modules/accounts/suspension.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const probe = (host: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/v1/core/workspace-probe/",
    headers: { host, origin: "http://share.localhost" },
  });

describe("the workspace probe", () => {
  it("answers 503 for a workspace that exists but is not ready, 404 only for none, 204 when ready", async () => {
    expect((await probe(ACME.host)).statusCode).toBe(204);
    await setWorkspaceSuspended(t.database.db, "acme", true);
    t.app.tenants.invalidate();
    const suspended = await probe(ACME.host);
    expect(suspended.statusCode).toBe(503);
    // The share origin may read the answer, like the others.
    expect(suspended.headers["access-control-allow-origin"]).toMatch(/^http:\/\/share\.localhost(:\d+)?$/);
    expect((await probe("nowhere.localhost")).statusCode).toBe(404);
    await setWorkspaceSuspended(t.database.db, "acme", false);
    t.app.tenants.invalidate();
    expect((await probe(ACME.host)).statusCode).toBe(204);
  });
});
