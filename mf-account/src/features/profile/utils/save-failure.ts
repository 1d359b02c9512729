import { apiErrorOf, HttpError } from "@parley/ui-kit/http-error.ts";

/** What the form shows for a failed save (docs/product/account.md § Error catalogue). */
export type SaveFailure =
  | { kind: "name"; reason: "required" | "tooLong" | "server"; message: string }
  | { kind: "photo"; reason: "unsupported" | "tooLarge" }
  | { kind: "failed"; detail: string | null }
  | { kind: "unexpected" };

/**
 * A field error of the server goes under its field; any other answer is 'Failed to update profile'
 * with the server's message; no answer at all is 'An unexpected error occurred'.
 */
export function describeSaveFailure(error: unknown): SaveFailure {
  if (!(error instanceof HttpError)) return { kind: "unexpected" };
  const apiError = apiErrorOf(error);
  const nameError = apiError?.fields?.name?.[0];
  if (nameError !== undefined) {
    const reason =
      nameError === "name_required"
        ? "required"
        : /150|too.?big|long/i.test(nameError)
          ? "tooLong"
          : "server";
    return { kind: "name", reason, message: nameError };
  }
  const imageError = apiError?.fields?.image?.[0];
  if (imageError === "image_too_large" || error.status === 413) return { kind: "photo", reason: "tooLarge" };
  if (imageError !== undefined) return { kind: "photo", reason: "unsupported" };
  return { kind: "failed", detail: apiError?.message ?? null };
}
