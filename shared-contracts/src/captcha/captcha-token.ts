// A form's `captcha` field when the server asks for Parley's proof of work (forms.ts): the challenge,
// solved in the page (solve-challenge.ts). "" when the form asks for none (404) or the challenge cannot
// be had: the form is then sent without, and a server that wanted one answers `captcha_failed`.
import type { CaptchaChallenge } from "../api/captcha.ts";
import type { ApiFetch } from "../shell.ts";
import { CAPTCHA_CHALLENGE_PATH, type CaptchaForm } from "./forms.ts";
import { encodeSolution, solveChallenge, type SolveOptions } from "./solve-challenge.ts";

const HEX64 = /^[0-9a-f]{64}$/;

/** The challenge in an answer, checked without zod (the sign-in page loads without it). */
export function readChallenge(value: unknown): CaptchaChallenge | null {
  if (typeof value !== "object" || value === null) return null;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  if (
    algorithm !== "SHA-256" ||
    typeof challenge !== "string" ||
    !HEX64.test(challenge) ||
    typeof maxnumber !== "number" ||
    !Number.isInteger(maxnumber) ||
    maxnumber < 1 ||
    maxnumber > 10_000_000 ||
    typeof salt !== "string" ||
    salt.length < 1 ||
    salt.length > 120 ||
    typeof signature !== "string" ||
    !HEX64.test(signature)
  )
    return null;
  return { algorithm, challenge, maxnumber, salt, signature };
}

/** Asks the server for a challenge of `form` and solves it; rejects only when `options.signal` aborts. */
export async function captchaToken(
  api: ApiFetch,
  form: CaptchaForm,
  options: SolveOptions = {},
): Promise<string> {
  let challenge: CaptchaChallenge | null;
  try {
    const response = await api(`${CAPTCHA_CHALLENGE_PATH}?form=${form}`, { signal: options.signal });
    challenge = response.ok ? readChallenge(await response.json()) : null;
  } catch {
    options.signal?.throwIfAborted();
    return "";
  }
  if (challenge === null) return "";
  const solution = await solveChallenge(challenge, options);
  return solution === null ? "" : encodeSolution(solution);
}
