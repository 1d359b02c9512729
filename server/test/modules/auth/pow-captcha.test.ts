// Parley's own captcha (CAPTCHA_PROVIDER=pow): challenges signed, expiring, bound to their form and good
// once; the forms CAPTCHA_FORMS names refuse a missing or wrong solution and accept a solved one, which
// the tests find with the browser's own solver.
import {
  CAPTCHA_CHALLENGE_PATH,
  captchaChallengeSchema,
  type CaptchaForm,
} from "@parley/shared-contracts/api/captcha";
import { encodeSolution, solveChallenge } from "@parley/shared-contracts/captcha/solve-challenge";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPowCaptcha } from "../../../src/modules/auth/pow-captcha.ts";
import type { RateLimiter } from "../../../src/lib/rate-limit/rate-limiter.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

/** A one-hit-per-key budget in memory (the app's is the shared counter store). */
function memoryLimiter(): RateLimiter {
  const seen = new Set<string>();
  return {
    hit: async (key) => {
      const allowed = !seen.has(key);
      seen.add(key);
      return { allowed, retryAfterSeconds: 1 };
    },
    reset: async (key) => void seen.delete(key),
  };
}

async function solved(challenge: unknown): Promise<string> {
  const solution = await solveChallenge(captchaChallengeSchema.parse(challenge));
  if (solution === null) throw new Error("unsolvable challenge");
  return encodeSolution(solution);
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("createPowCaptcha", () => {
  let now = 1_800_000_000;
  const captcha = createPowCaptcha({
    secret: "test-secret",
    difficulty: 500,
    spent: memoryLimiter(),
    nowSeconds: () => now,
  });

  it("signs a challenge whose salt names its expiry and form and fits one SHA-256 block", () => {
    const challenge = captchaChallengeSchema.parse(captcha.challenge("login"));
    expect(challenge.maxnumber).toBe(500);
    expect(challenge.salt).toMatch(/^[0-9a-f]{12}\?expires=1800000600&form=login$/);
    expect((challenge.salt + "500").length).toBeLessThanOrEqual(55);
    expect(captcha.challenge("login").challenge).not.toBe(challenge.challenge);
  });

  it("accepts a solution once", async () => {
    const token = await solved(captcha.challenge("reset"));
    expect(await captcha.verify(token, "reset")).toBe(true);
    expect(await captcha.verify(token, "reset")).toBe(false);
  });

  it("refuses a solution for another form, an expired one, and altered ones", async () => {
    const challenge = captcha.challenge("login");
    const token = await solved(challenge);
    expect(await captcha.verify(token, "signup")).toBe(false);
    const solution = JSON.parse(Buffer.from(token, "base64").toString()) as Record<string, unknown>;
    const altered = [
      { ...solution, number: (solution.number as number) + 1 },
      { ...solution, signature: "0".repeat(64) },
      { ...solution, salt: String(solution.salt).replace("form=login", "form=signup") },
      { ...solution, algorithm: "SHA-1" },
      { ...solution, number: "7" },
    ];
    for (const value of altered) expect(await captcha.verify(base64(value), "login")).toBe(false);
    // A challenge the server did not sign, solved honestly, is still refused.
    const forged = { ...challenge, salt: `000000000000?expires=${now + 600}&form=login` };
    expect(await captcha.verify(base64({ ...forged, number: 0 }), "login")).toBe(false);
    now += 601;
    expect(await captcha.verify(token, "login")).toBe(false);
  });

  it("refuses what is not a solution", async () => {
    for (const token of ["", "not base64 !", base64(null), base64([1]), "x".repeat(2000)])
      expect(await captcha.verify(token, "login")).toBe(false);
  });
});

describe("the forms with CAPTCHA_PROVIDER=pow", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { CAPTCHA_PROVIDER: "pow", CAPTCHA_FORMS: "login,reset,signup", CAPTCHA_DIFFICULTY: "300" },
    });
  });
  afterAll(() => t.close());

  const challengeFor = (client: Client, form: CaptchaForm) =>
    client.get(`${CAPTCHA_CHALLENGE_PATH}?form=${form}`);
  const expectChallenge = async (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json<unknown>();
  };

  it("tells the sign-in pages which forms ask for a proof of work", async () => {
    const res = await createClient(t.app, ACME.host).get("/api/v1/accounts/acme");
    expect(res.json().data).toMatchObject({
      captcha: null,
      proof_of_work: { forms: ["login", "reset", "signup"] },
    });
  });

  it("hands out challenges: sign-in and reset on a workspace host, sign-up on any host", async () => {
    const acme = createClient(t.app, ACME.host);
    for (const form of ["login", "reset", "signup"] as const)
      expect(
        captchaChallengeSchema.parse(await expectChallenge(await challengeFor(acme, form))).salt,
      ).toContain(`form=${form}`);
    for (const host of ["share.localhost", "admin.localhost", "localhost", "user.localhost"])
      await expectChallenge(await challengeFor(createClient(t.app, host), "signup"));
    const root = await challengeFor(createClient(t.app, "localhost"), "login");
    expect(root.statusCode).toBe(404);
    expect(root.json().error.code).toBe("workspace_not_found");
    expect((await acme.get(`${CAPTCHA_CHALLENGE_PATH}?form=chat`)).statusCode).toBe(400);
    expect((await acme.get(CAPTCHA_CHALLENGE_PATH)).statusCode).toBe(400);
  });

  it("signs in only with a solved, unused sign-in challenge", async () => {
    const client = createClient(t.app, ACME.host);
    const missing = await client.login(ACME.email, ACME.password, { captcha: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().type).toBe("captcha_failed");

    const forReset = await solved(await expectChallenge(await challengeFor(client, "reset")));
    expect((await client.login(ACME.email, ACME.password, { captcha: forReset })).json().type).toBe(
      "captcha_failed",
    );

    const token = await solved(await expectChallenge(await challengeFor(client, "login")));
    const res = await client.login(ACME.email, ACME.password, { captcha: token });
    expect(res.statusCode, res.body).toBe(200);
    const replay = await createClient(t.app, ACME.host).login(ACME.email, ACME.password, { captcha: token });
    expect(replay.json().type).toBe("captcha_failed");
  });

  it("guards forgot password", async () => {
    const client = createClient(t.app, ACME.host);
    await client.get("/api/v1/accounts/acme");
    const forgot = (captcha: string) =>
      client.post("/api/v1/members/request_reset_password/", {
        multipart: { email: "nobody@acme.test", captcha },
      });
    const missing = await forgot("");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().type).toBe("captcha_failed");
    const token = await solved(await expectChallenge(await challengeFor(client, "reset")));
    expect((await forgot(token)).statusCode).toBe(200);
  });

  it("guards the e-mail sign-up and its resend", async () => {
    const share = (json: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/authentication/snapshot-signup/",
        headers: { host: "share.localhost", "content-type": "application/json" },
        payload: JSON.stringify(json),
      });
    const request = { user_email: "new@hooli.test", snapshot: "00000000-0000-4000-8000-000000000000" };
    const missing = await share(request);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("captcha_failed");
    const token = await solved(
      await expectChallenge(await challengeFor(createClient(t.app, "share.localhost"), "signup")),
    );
    // Past the captcha: the snapshot is looked up (and is not there).
    const passed = await share({ ...request, captcha: token });
    expect(passed.json().error.code).toBe("snapshot_removed");

    const admin = createClient(t.app, "admin.localhost");
    await admin.get("/api/v1/authentication/signup/status/");
    const resend = (captcha?: string) =>
      admin.post("/api/v1/authentication/snapshot-signup/resend/", {
        json: { user_email: "new@hooli.test", ...(captcha === undefined ? {} : { captcha }) },
      });
    expect((await resend()).json().error.code).toBe("captcha_failed");
    const again = await solved(await expectChallenge(await challengeFor(admin, "signup")));
    expect((await resend(again)).statusCode).toBe(200);
  });
});

describe("CAPTCHA_FORMS without a form", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: "pow", CAPTCHA_FORMS: "login" } });
  });
  afterAll(() => t.close());

  it("asks nothing of the others: no challenge, no refusal", async () => {
    const client = createClient(t.app, ACME.host);
    const off = await client.get(`${CAPTCHA_CHALLENGE_PATH}?form=reset`);
    expect(off.statusCode).toBe(404);
    expect(off.json().error.code).toBe("captcha_off");
    expect((await client.get("/api/v1/accounts/acme")).json().data.proof_of_work).toEqual({
      forms: ["login"],
    });
    const forgot = await client.post("/api/v1/members/request_reset_password/", {
      multipart: { email: "nobody@acme.test", captcha: "" },
    });
    expect(forgot.statusCode).toBe(200);
    expect((await client.login(ACME.email, ACME.password, { captcha: "" })).json().type).toBe(
      "captcha_failed",
    );
  });
});
