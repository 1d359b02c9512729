import { isEmailAddress } from "@parley/shared-contracts/formats";

export type EmailProblem = "validation.emailRequired" | "validation.emailInvalid";

/** docs/product/sign-in.md § Validation: email required, an address (the server's own rule). */
export function validateEmail(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === "") return "validation.emailRequired";
  return isEmailAddress(trimmed) ? null : "validation.emailInvalid";
}
