// Server-side password rules, applied wherever a password is set (reset link, ops user create):
// at least PASSWORD_MIN_LENGTH characters, at most 256, and not one of the 10,000 most common
// passwords (server/data/common-passwords.txt, see server/data/README.md). Comparison ignores case,
// so "Password1" counts as "password1".
import { readFileSync } from "node:fs";
import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts/constants";
import type { MessageKey } from "@parley/shared-contracts/messages";
import { HttpError } from "../../lib/http-error.ts";
import { message } from "../../lib/messages.ts";

export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = "required" | "too_short" | "too_long" | "too_common" | "mismatch";

const LIST_URL = new URL("../../../data/common-passwords.txt", import.meta.url);
let common: ReadonlySet<string> | undefined;

/** The shipped list, read once on first use. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(LIST_URL, "utf-8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Every rule the password breaks (empty: acceptable). `confirmation`, when given, must be equal.
 * Length counts code points, as a person counts characters.
 */
export function checkPassword(password: string, confirmation?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length === 0) problems.push("required");
  else if (length < PASSWORD_MIN_LENGTH) problems.push("too_short");
  else if (length > PASSWORD_MAX_LENGTH) problems.push("too_long");
  if (length > 0 && isCommonPassword(password)) problems.push("too_common");
  if (confirmation !== undefined && confirmation !== password) problems.push("mismatch");
  return problems;
}

const KEYS: Record<PasswordProblem, MessageKey> = {
  required: "password.required",
  too_short: "password.tooShort",
  too_long: "password.tooLong",
  too_common: "password.tooCommon",
  mismatch: "password.mismatch",
};

/** One problem as a sentence in the caller's language (Accept-Language). */
export function describePasswordProblem(problem: PasswordProblem, acceptLanguage?: string): string {
  return message(KEYS[problem], acceptLanguage)
    .replaceAll("{{min}}", String(PASSWORD_MIN_LENGTH))
    .replaceAll("{{max}}", String(PASSWORD_MAX_LENGTH));
}

/** Throws 400 weak_password (fields.password: every broken rule) unless the password is acceptable. */
export function assertAcceptablePassword(password: string, acceptLanguage?: string): void {
  const problems = checkPassword(password);
  if (problems.length === 0) return;
  const errors = problems.map((problem) => describePasswordProblem(problem, acceptLanguage));
  throw new HttpError(400, "weak_password", errors.join(" "), { password: errors });
}
