import { z } from "zod";
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH } from "../formats.ts";

/**
 * Forgot password (`POST /api/v1/members/request_reset_password/`, multipart or form-encoded): the
 * spec's fields email and captcha. The answer is the same whether or not the address is a member.
 */
export const forgotPasswordRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ pattern: EMAIL_ADDRESS }).max(EMAIL_MAX_LENGTH)),
  captcha: z.string().max(4096).optional().default(""),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Update password (`POST /api/v1/authentication/password/`, form-encoded): password, password_confirm, token. */
export const resetPasswordRequestSchema = z.object({
  password: z.string().max(4096).optional().default(""),
  password_confirm: z.string().max(4096).optional().default(""),
  token: z.string().max(512).optional().default(""),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Result types of the password forms. `success` is 200; the rest are 4xx. */
export const passwordFormResultTypeSchema = z.enum([
  "success",
  "validation_error",
  "invalid_token",
  "password_disabled",
  "captcha_failed",
  "rate_limited",
  "invalid_credentials",
]);
export type PasswordFormResultType = z.infer<typeof passwordFormResultTypeSchema>;

/**
 * Answer of both password forms, shaped like the login answer: `type`, `errors` (sentences in the
 * caller's language; for validation_error one per broken password rule) and `data` (null).
 */
export const passwordFormResponseSchema = z.object({
  type: passwordFormResultTypeSchema,
  errors: z.array(z.string()),
  data: z.null(),
});
export type PasswordFormResponse = z.infer<typeof passwordFormResponseSchema>;

/**
 * Change password of the signed-in member (`POST /api/v1/members/change_password/`, form or JSON):
 * the current password and the new one twice. Answers like the other password forms
 * (`invalid_credentials` when the current password is wrong).
 */
export const changePasswordRequestSchema = z.object({
  old_password: z.string().max(4096).optional().default(""),
  password: z.string().max(4096).optional().default(""),
  password_confirm: z.string().max(4096).optional().default(""),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
