import { describe, expect, it, vi } from "vitest";
import { captchaChallengeSchema } from "../api/captcha.ts";
import { captchaToken, readChallenge } from "./captcha-token.ts";
import { sha256Hex } from "./sha256.ts";

function challengeFor(number: number) {
  const salt = "00aa11bb22cc?expires=1760000000&form=signup";
  // sha256Hex is checked against Web Crypto (sha256.test.ts); the solver does not read the signature.
  const challenge = sha256Hex(salt + number);
  const signature = sha256Hex(`signed ${challenge}`);
  return { algorithm: "SHA-256", challenge, maxnumber: 1000, salt, signature };
}

const answering = (status: number, body: unknown) =>
  vi.fn(async (_path: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

describe("readChallenge", () => {
  it.each<[string, unknown]>([
    ["a challenge", challengeFor(5)],
    ["another algorithm", { ...challengeFor(5), algorithm: "SHA-1" }],
    ["a short challenge", { ...challengeFor(5), challenge: "abc" }],
    ["maxnumber 0", { ...challengeFor(5), maxnumber: 0 }],
    ["maxnumber too large", { ...challengeFor(5), maxnumber: 10_000_001 }],
    ["a fraction", { ...challengeFor(5), maxnumber: 1.5 }],
    ["an empty salt", { ...challengeFor(5), salt: "" }],
    ["a long salt", { ...challengeFor(5), salt: "s".repeat(121) }],
    ["no signature", { ...challengeFor(5), signature: undefined }],
    ["null", null],
  ])("accepts exactly what the schema accepts: %s", (_, value) => {
    expect(readChallenge(value) !== null).toBe(captchaChallengeSchema.safeParse(value).success);
  });
});

describe("captchaToken", () => {
  it("asks for the form's challenge and answers its solution", async () => {
    const api = answering(200, challengeFor(777));
    const token = await captchaToken(api, "signup");
    expect(api).toHaveBeenCalledWith("/api/v1/authentication/captcha/?form=signup", expect.any(Object));
    expect(JSON.parse(atob(token))).toMatchObject({ number: 777, challenge: challengeFor(777).challenge });
  });

  it("is empty when the form asks for none, the answer is not a challenge, or the call fails", async () => {
    expect(await captchaToken(answering(404, { error: { code: "captcha_off" } }), "login")).toBe("");
    expect(await captchaToken(answering(200, { nope: true }), "login")).toBe("");
    expect(
      await captchaToken(
        vi.fn(async () => Promise.reject(new TypeError("offline"))),
        "login",
      ),
    ).toBe("");
  });

  it("rejects when the form was left", async () => {
    const controller = new AbortController();
    controller.abort(new Error("left"));
    await expect(
      captchaToken(answering(200, challengeFor(5)), "reset", { signal: controller.signal }),
    ).rejects.toThrow("left");
  });
});
