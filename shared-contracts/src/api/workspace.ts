import { z } from "zod";
import { CAPTCHA_FORMS } from "../captcha/forms.ts";
import { SUBDOMAIN } from "../formats.ts";

/** Sign-in methods a workspace may offer (spec: "Sign-in methods: Email and Google"). */
export const signInOptionSchema = z.enum(["email_password", "google"]);
export type SignInOption = z.infer<typeof signInOptionSchema>;

/** Public workspace info from `GET /api/v1/accounts/{subdomain}` — no sign-in needed. */
export const workspaceInfoSchema = z.object({
  subdomain: z.string(),
  name: z.string(),
  /** Absolute or root-relative URL of the company logo, or null for the product logo. */
  logo: z.string().nullable(),
  sign_in_options: z.array(signInOptionSchema),
  /**
   * Methods the workspace offers that this server cannot run (Google without an OpenID Connect
   * client): the sign-in page says what to configure when nothing else is left. Optional so older
   * servers' answers still parse.
   */
  unconfigured_sign_in_options: z.array(signInOptionSchema).optional(),
  /**
   * The invisible captcha the sign-in form must solve (`captcha` field of the login form), or null
   * when the server checks none. Optional so older servers' answers still parse.
   */
  captcha: z
    .object({ provider: z.enum(["turnstile", "hcaptcha"]), site_key: z.string() })
    .nullable()
    .optional(),
  /**
   * Parley's own invisible captcha (api/captcha.ts): the forms of this host that ask for a solved
   * proof of work in their `captcha` field, or null when none does. A field of its own, so a sign-in
   * build that predates it still reads the answer (and sends no solution: the server then refuses).
   */
  proof_of_work: z
    .object({ forms: z.array(z.enum(CAPTCHA_FORMS)) })
    .nullable()
    .optional(),
});
export type WorkspaceInfo = z.infer<typeof workspaceInfoSchema>;

export const workspaceInfoResponseSchema = z.object({ data: workspaceInfoSchema });
export type WorkspaceInfoResponse = z.infer<typeof workspaceInfoResponseSchema>;

/** A subdomain: lower-case letters, digits and inner hyphens, 2–63 characters. */
export const subdomainSchema = z.string().regex(SUBDOMAIN, "invalid_subdomain");

/** `GET /api/v1/core/gs-version`: the build timestamp of the running server. */
export const versionInfoSchema = z.object({ timestamp: z.string(), version: z.string() });
export type VersionInfo = z.infer<typeof versionInfoSchema>;
