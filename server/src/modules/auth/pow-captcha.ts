// Parley's own captcha (CAPTCHA_PROVIDER=pow): an invisible proof of work in the ALTCHA protocol's
// format (shared-contracts/api/captcha.ts), nothing asked of a third party. A challenge is the SHA-256 of
// a random salt and a secret number up to the difficulty; the salt carries its expiry and form, and the
// challenge is signed with a key derived from PARLEY_SECRET, so the server keeps no state until a solution
// comes back. A solution counts once: its challenge is spent in the shared counter store (every instance
// sees it) until the challenge would have expired anyway.
import { randomBytes, randomInt } from "node:crypto";
import type { KeyObject } from "node:crypto";
import type { CaptchaChallenge, CaptchaForm } from "@parley/shared-contracts/api/captcha";
import { hmacKey, hmacSha256, safeEqual, sha256 } from "../../lib/crypto.ts";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.ts";

/** How long a challenge may be solved and sent (a slow phone on the largest difficulty takes seconds). */
export const CHALLENGE_TTL_SECONDS = 600;
/** Longer tokens are refused unread: a solution is about 300 characters. */
const MAX_TOKEN_LENGTH = 1024;

export interface PowCaptcha {
  challenge(form: CaptchaForm): CaptchaChallenge;
  /** Whether `token` solves an unexpired, unspent challenge of ours for `form`; spends it if so. */
  verify(token: string, form: CaptchaForm): Promise<boolean>;
}

export interface PowCaptchaOptions {
  /** PARLEY_SECRET: the signing key is derived from it. */
  secret: string;
  /** CAPTCHA_DIFFICULTY: the largest secret number. */
  difficulty: number;
  /** Spent challenges (max 1 per key, CHALLENGE_TTL_SECONDS). */
  spent: RateLimiter;
  nowSeconds?: () => number;
}

interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parseSolution(token: string): Solution | undefined {
  if (token === "" || token.length > MAX_TOKEN_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (
    typeof algorithm !== "string" ||
    typeof challenge !== "string" ||
    typeof number !== "number" ||
    !Number.isSafeInteger(number) ||
    number < 0 ||
    typeof salt !== "string" ||
    typeof signature !== "string"
  )
    return undefined;
  return { algorithm, challenge, number, salt, signature };
}

export function createPowCaptcha({
  secret,
  difficulty,
  spent,
  nowSeconds = () => Math.floor(Date.now() / 1000),
}: PowCaptchaOptions): PowCaptcha {
  // A key of its own: nothing else signed with PARLEY_SECRET can pass for a challenge.
  const key: KeyObject = hmacKey(hmacSha256(secret, "parley-captcha-v1"));
  const sign = (challenge: string) => hmacSha256(key, challenge).toString("hex");
  return {
    challenge(form) {
      // Short enough that salt + number fits one SHA-256 block: the browser's search is twice as fast.
      const salt = `${randomBytes(6).toString("hex")}?expires=${nowSeconds() + CHALLENGE_TTL_SECONDS}&form=${form}`;
      const challenge = sha256(salt + randomInt(0, difficulty + 1));
      return { algorithm: "SHA-256", challenge, maxnumber: difficulty, salt, signature: sign(challenge) };
    },
    async verify(token, form) {
      const solution = parseSolution(token);
      if (solution === undefined || solution.algorithm !== "SHA-256") return false;
      const params = new URLSearchParams(solution.salt.split("?")[1] ?? "");
      const expires = Number(params.get("expires"));
      if (params.get("form") !== form || !Number.isInteger(expires) || expires <= nowSeconds()) return false;
      if (!safeEqual(solution.signature, sign(solution.challenge))) return false;
      if (sha256(solution.salt + solution.number) !== solution.challenge) return false;
      // Last, so a wrong solution spends nothing; the first to arrive wins a race.
      return (await spent.hit(solution.challenge)).allowed;
    },
  };
}
