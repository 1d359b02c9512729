import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts/constants";
import { isEmailAddress } from "@parley/shared-contracts/formats";

export type EmailProblem = "validation.emailRequired" | "validation.emailInvalid";
export type PasswordProblem = "validation.passwordRequired" | "validation.passwordTooShort";

export interface CredentialProblems {
  email: EmailProblem | null;
  password: PasswordProblem | null;
}

/**
 * docs/product/sign-in.md § Validation: email required and an address (the server's own rule), password
 * required, at least 8 characters.
 */
export function validateCredentials(email: string, password: string): CredentialProblems {
  const trimmed = email.trim();
  return {
    email:
      trimmed === ""
        ? "validation.emailRequired"
        : isEmailAddress(trimmed)
          ? null
          : "validation.emailInvalid",
    password:
      password === ""
        ? "validation.passwordRequired"
        : password.length < PASSWORD_MIN_LENGTH
          ? "validation.passwordTooShort"
          : null,
  };
}
