import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts";

export type NewPasswordProblem = "validation.passwordRequired" | "validation.passwordTooShort";
export type ConfirmProblem = "update.confirmRequired" | "validation.passwordTooShort";

export interface NewPasswordProblems {
  password: NewPasswordProblem | null;
  confirm: ConfirmProblem | null;
}

const tooShort = (value: string) => [...value].length < PASSWORD_MIN_LENGTH;

/**
 * docs/product/sign-in.md § Validation: both fields required, at least 8 characters. Everything else (equal,
 * not common) is the server's verdict, shown as it answers: one error as the subtitle, several as a list.
 */
export function validateNewPassword(password: string, confirm: string): NewPasswordProblems {
  return {
    password:
      password === ""
        ? "validation.passwordRequired"
        : tooShort(password)
          ? "validation.passwordTooShort"
          : null,
    confirm:
      confirm === "" ? "update.confirmRequired" : tooShort(confirm) ? "validation.passwordTooShort" : null,
  };
}
