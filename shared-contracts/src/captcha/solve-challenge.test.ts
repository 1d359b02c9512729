import { describe, expect, it, vi } from "vitest";
import { captchaChallengeSchema, type CaptchaChallenge } from "../api/captcha.ts";
import { encodeSolution, solveChallenge } from "./solve-challenge.ts";
import { sha256Hex } from "./sha256.ts";

function challengeFor(number: number, maxnumber: number): CaptchaChallenge {
  const salt = "0a1b2c3d4e5f?expires=1760000000&form=login";
  // sha256Hex is checked against Web Crypto (sha256.test.ts); the solver does not read the signature.
  const challenge = sha256Hex(salt + number);
  const signature = sha256Hex(`signed ${challenge}`);
  return captchaChallengeSchema.parse({ algorithm: "SHA-256", challenge, maxnumber, salt, signature });
}

describe("solveChallenge", () => {
  it("finds the number and returns the challenge it solves", async () => {
    const challenge = challengeFor(4321, 10_000);
    const solution = await solveChallenge(challenge);
    expect(solution).toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      number: 4321,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(JSON.parse(atob(encodeSolution(solution!)))).toEqual(solution);
  });

  it("finds the edges of the range", async () => {
    expect((await solveChallenge(challengeFor(0, 50)))?.number).toBe(0);
    expect((await solveChallenge(challengeFor(50, 50)))?.number).toBe(50);
  });

  it("says null when no number up to maxnumber fits", async () => {
    expect(await solveChallenge(challengeFor(60, 50))).toBeNull();
  });

  it("gives the page its turn between slices", async () => {
    let clock = 0;
    // Every clock read moves time on by a slice: each slice is 256 hashes.
    const now = () => (clock += 8);
    const yieldToPage = vi.fn(async () => {});
    const solution = await solveChallenge(challengeFor(2000, 3000), { now, yieldToPage, sliceMs: 8 });
    expect(solution?.number).toBe(2000);
    expect(yieldToPage).toHaveBeenCalledTimes(Math.floor(2000 / 256));
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    const yieldToPage = vi.fn(async () => controller.abort(new Error("left the form")));
    await expect(
      solveChallenge(challengeFor(9000, 10_000), { signal: controller.signal, sliceMs: 0, yieldToPage }),
    ).rejects.toThrow("left the form");
    expect(yieldToPage).toHaveBeenCalledOnce();
  });
});
