import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountBySubdomain } from "../../../src/modules/accounts/repository.ts";
import { createOneTimeToken } from "../../../src/modules/auth/service.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let acmeId = 0;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = (await findAccountBySubdomain(t.database.db, "acme"))?.id ?? 0;
});
afterAll(() => t.close());

const verify = (host: string, token: string) =>
  createClient(t.app, host).get(`/api/v1/authentication/token-verification/${encodeURIComponent(token)}/`);

describe("GET /api/v1/authentication/token-verification/{token}/", () => {
  it("is ok for a live token of this workspace", async () => {
    const token = await createOneTimeToken(t.database.db, acmeId, "password_reset", null, 3600);
    const res = await verify(ACME.host, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it("is not ok for an unknown, expired, used or other-workspace token", async () => {
    expect((await verify(ACME.host, "no-such-token")).json()).toEqual({ ok: false });
    const expired = await createOneTimeToken(t.database.db, acmeId, "invitation", null, -10);
    expect((await verify(ACME.host, expired)).json()).toEqual({ ok: false });
    const used = await createOneTimeToken(t.database.db, acmeId, "invitation", null, 3600);
    await t.database.db.query(
      "UPDATE one_time_tokens SET used_at = now() WHERE account_id = $1 AND used_at IS NULL AND kind = 'invitation'",
      [acmeId],
    );
    expect((await verify(ACME.host, used)).json()).toEqual({ ok: false });
    const acmeToken = await createOneTimeToken(t.database.db, acmeId, "rapid_onboarding", null, 3600);
    expect((await verify(GLOBEX.host, acmeToken)).json()).toEqual({ ok: false });
  });

  it("answers 404 for an unknown workspace", async () => {
    expect((await verify("nope.localhost", "x")).statusCode).toBe(404);
  });
});
