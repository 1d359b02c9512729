import { PASSWORD_MIN_LENGTH } from "@parley/shared-contracts";
import type { SignupFieldProblem } from "@parley/shared-contracts/api/signup";
import type { TFunction } from "i18next";
import { apiErrorOf, HttpError } from "@parley/ui-kit/http-error.ts";

/** The form's fields, as the server names them. */
export type SignupField = "workspace_name" | "subdomain" | "name" | "password" | "password_confirm";
export type FieldProblems = Partial<Record<SignupField, SignupFieldProblem[]>>;

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])$/;
const PASSWORD_MAX_LENGTH = 256;

/** The checks a browser can make before asking (the server checks all of them again, and more). */
export function validateSignupForm(form: Record<SignupField, string>): FieldProblems {
  const problems: FieldProblems = {};
  const add = (field: SignupField, problem: SignupFieldProblem) => (problems[field] ??= []).push(problem);
  if (form.workspace_name.trim() === "") add("workspace_name", "required");
  const subdomain = form.subdomain.trim().toLowerCase();
  if (subdomain === "") add("subdomain", "required");
  else if (!SUBDOMAIN.test(subdomain)) add("subdomain", "invalid_subdomain");
  if (form.name.trim() === "") add("name", "required");
  const length = [...form.password].length;
  if (length === 0) add("password", "required");
  else if (length < PASSWORD_MIN_LENGTH) add("password", "too_short");
  else if (length > PASSWORD_MAX_LENGTH) add("password", "too_long");
  if (form.password_confirm === "") add("password_confirm", "required");
  else if (form.password_confirm !== form.password) add("password_confirm", "mismatch");
  return problems;
}

/** One problem in the visitor's language (password rules are the shared catalogue's texts). */
export function describeProblem(
  t: TFunction<["mf_auth", "common"]>,
  field: SignupField,
  problem: SignupFieldProblem,
): string {
  const isPassword = field === "password" || field === "password_confirm";
  switch (problem) {
    case "required":
      return isPassword ? t("password.required", { ns: "common" }) : t("signUp.required");
    case "too_long":
      return isPassword
        ? t("password.tooLong", { ns: "common", max: PASSWORD_MAX_LENGTH })
        : t("signUp.tooLong");
    case "invalid_subdomain":
      return t("subdomain.invalid");
    case "reserved_subdomain":
      return t("signUp.reserved");
    case "subdomain_taken":
      return t("signUp.taken");
    case "too_short":
      return t("password.tooShort", { ns: "common", min: PASSWORD_MIN_LENGTH });
    case "too_common":
      return t("password.tooCommon", { ns: "common" });
    case "mismatch":
      return t("password.mismatch", { ns: "common" });
  }
}

/** What a refused completion means for the page. */
export type CompleteFailure =
  | { kind: "fields"; problems: FieldProblems }
  | { kind: "link"; restartUrl: string | null }
  | { kind: "disabled" }
  | { kind: "message"; message: string | null };

export function describeCompleteFailure(error: unknown): CompleteFailure {
  const envelope = apiErrorOf(error);
  const body =
    error instanceof HttpError ? (error.body as { error?: { restart_url?: unknown } } | null) : null;
  switch (envelope?.code) {
    case "validation_error":
      return { kind: "fields", problems: envelope.fields ?? {} };
    case "invalid_token": {
      const restart = body?.error?.restart_url;
      return { kind: "link", restartUrl: typeof restart === "string" ? restart : null };
    }
    case "signup_disabled":
      return { kind: "disabled" };
    default:
      return { kind: "message", message: envelope?.message ?? null };
  }
}
