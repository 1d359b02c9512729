import { z } from "zod";

/**
 * `POST /api/v1/onboarding/tokens/` (owners and admins): a rapid-onboarding link for a person. A
 * member with this e-mail is created (without a password) when the workspace has none yet.
 */
export const rapidOnboardingRequestSchema = z.object({
  email: z.email().max(254),
  /** The new member's name; defaults to the part of the e-mail before the @. */
  name: z.string().trim().min(1).max(150).optional(),
});
export type RapidOnboardingRequest = z.infer<typeof rapidOnboardingRequestSchema>;

export const rapidOnboardingLinkSchema = z.object({
  email: z.string(),
  /** The raw one-time token (only its hash is stored); shown once. */
  token: z.string(),
  /** `<workspace origin>/rapid-onboarding?token=…` */
  url: z.string(),
  expires_at: z.string(),
  member_created: z.boolean(),
});
export type RapidOnboardingLink = z.infer<typeof rapidOnboardingLinkSchema>;
