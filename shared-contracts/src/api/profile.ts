import { z } from "zod";

/** DLP mode of an account. */
export const dlpModeSchema = z.enum(["WARN", "BLOCK"]);

/** The signed-in member's account, as part of the profile. */
export const accountSchema = z.object({
  id: z.number().int(),
  subdomain: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** Decimal string, e.g. "12.50". */
  balance: z.string(),
  free_trial: z.object({ end_at: z.string().nullable() }),
  is_owner_or_admin: z.boolean(),
  dlp_enabled: dlpModeSchema,
  /** Feature flags of the account with their defaults applied (`collaboration`: on unless turned off). */
  feature_flags: z.record(z.string(), z.boolean()).optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** Behaviour settings of the profile (wire names of the spec). */
export const behaviorSettingsSchema = z.object({
  markdown_view: z.boolean(),
  latex_view: z.boolean(),
  explicit_url_detection: z.boolean(),
  /** 0 Never, 1 Smart, 2 Always. */
  function_call_aggressiveness: z.number().int().min(0).max(2),
  commentary_enabled: z.boolean(),
});
export type BehaviorSettings = z.infer<typeof behaviorSettingsSchema>;

export const memberRoleSchema = z.enum(["owner", "admin", "member"]);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** `GET /api/v1/members/detail`. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image_url: z.string().nullable(),
  role: memberRoleSchema,
  is_email_unsubscribed: z.boolean(),
  account: accountSchema,
  behavior_settings: behaviorSettingsSchema,
  /** Path the member was on when they last signed out (sent with logout), or null. */
  last_visited_path: z.string().nullable().optional(),
  /** The member's last used model (`POST /api/v1/members/last_used_model/`), or null. */
  last_used_model_id: z.number().int().nullable().optional(),
  /** Same value as last_used_model_id, under the spec's other name. */
  last_used_model: z.number().int().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/v1/members/detail` (JSON). Every field optional; unknown fields rejected. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "name_required").max(150),
    is_email_unsubscribed: z.boolean(),
    behavior_settings: behaviorSettingsSchema.partial(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * `PUT /api/v1/members/detail` (multipart): the profile form's text fields; the photo is its `image`
 * file part. `image` as an empty (or "null") field removes the photo. Unknown fields rejected.
 */
export const profileFormFieldsSchema = z
  .object({
    name: z.string().trim().min(1, "name_required").max(150),
    is_email_unsubscribed: z
      .enum(["true", "false", "1", "0"], "must be true or false")
      .transform((word) => word === "true" || word === "1"),
    image: z.enum(["", "null"], "must be a file, or empty to remove the photo"),
  })
  .partial()
  .strict();
export type ProfileFormFields = z.infer<typeof profileFormFieldsSchema>;
