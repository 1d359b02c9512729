import { z } from "zod";
import { apiErrorSchema, type ApiFetch } from "@parley/shared-contracts";
import { readJson } from "@parley/ui-kit/http-error.ts";

/** Why a reset request failed: the server refused it (4xx, with its type and errors) or could not answer. */
export type ForgotFailure = { kind: "rejected"; type: string | null; errors: string[] } | { kind: "server" };

export class ForgotPasswordError extends Error {
  readonly failure: ForgotFailure;

  constructor(failure: ForgotFailure) {
    super(
      failure.kind === "rejected"
        ? `reset request rejected: ${failure.type ?? "unknown"}`
        : "reset request failed",
    );
    this.name = "ForgotPasswordError";
    this.failure = failure;
  }
}

/** A 4xx body: `{type, errors}` from the form endpoint, or the API's `{error:{message, code}}`. */
const rejectionSchema = z.object({ type: z.string().optional(), errors: z.array(z.string()).optional() });

function rejection(body: unknown): ForgotFailure {
  const apiError = apiErrorSchema.safeParse(body);
  if (apiError.success)
    return {
      kind: "rejected",
      type: apiError.data.error.code ?? null,
      errors: [apiError.data.error.message],
    };
  const parsed = rejectionSchema.safeParse(body);
  return { kind: "rejected", type: parsed.data?.type ?? null, errors: parsed.data?.errors ?? [] };
}

/**
 * `POST /api/v1/members/request_reset_password/` as a multipart form (spec §7: email, captcha).
 * Resolves when the server accepted it; throws ForgotPasswordError otherwise.
 */
export async function postForgotPassword(api: ApiFetch, email: string, captcha: string): Promise<void> {
  const body = new FormData();
  body.set("email", email);
  body.set("captcha", captcha);
  const response = await api("/api/v1/members/request_reset_password/", { method: "POST", body });
  if (response.status >= 400 && response.status < 500)
    throw new ForgotPasswordError(rejection(await readJson(response)));
  if (!response.ok) throw new ForgotPasswordError({ kind: "server" });
}
