// A proof-of-work challenge as the server makes one (server/src/modules/auth/pow-captcha.ts), for the
// pages' tests: they check that what the page sends solves it.
import { sha256Hex } from "@parley/shared-contracts/captcha/sha256";
import type { CaptchaForm } from "@parley/shared-contracts/captcha/forms";

export function powChallenge(form: CaptchaForm, number = 321) {
  const salt = `a1b2c3d4e5f6?expires=1900000000&form=${form}`;
  const challenge = sha256Hex(salt + number);
  // The page never reads the signature: any 64 hex digits do.
  const signature = sha256Hex(`signed ${challenge}`);
  return { algorithm: "SHA-256", challenge, maxnumber: 1000, salt, signature };
}

/** The solution a `captcha` field carries (base64 of its JSON). */
export function decodeSolution(field: string | null | undefined): Record<string, unknown> {
  return JSON.parse(atob(field ?? "")) as Record<string, unknown>;
}
