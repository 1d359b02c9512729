import { z } from "zod";

export { CAPTCHA_CHALLENGE_PATH, CAPTCHA_FORMS, type CaptchaForm } from "../captcha/forms.ts";

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** `GET /api/v1/authentication/captcha/?form=`: a proof-of-work challenge (captcha/forms.ts). */
export const captchaChallengeSchema = z.object({
  algorithm: z.literal("SHA-256"),
  /** SHA-256 of salt + the secret number, in hex. */
  challenge: hex64,
  /** The largest number the search needs to try (the difficulty). */
  maxnumber: z.number().int().min(1).max(10_000_000),
  /** Random, then `?expires=<unix seconds>&form=<form>`: the server reads both back. */
  salt: z.string().min(1).max(120),
  /** HMAC-SHA-256 of the challenge with the server's key, in hex. */
  signature: hex64,
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
