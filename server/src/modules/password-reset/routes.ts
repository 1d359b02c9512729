// Forgot password (`POST /api/v1/members/request_reset_password/`, multipart as the spec's client
// sends it, or form-encoded/JSON), reset by link (`POST /api/v1/authentication/password/`), both
// public (`passwordResetRoutes`), and the signed-in member's own change
// (`POST /api/v1/members/change_password/`: `changePasswordRoutes`, registered in app.ts's member
// group, which guards it). All belong to the workspace of the host and answer `{type, errors, data}`.
import { finished } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyMultipartAttachFieldsToBodyOptions } from "@fastify/multipart";
import { authEndpoints as endpoints } from "@parley/shared-contracts/api/auth-endpoints";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  passwordFormResponseSchema,
  resetPasswordRequestSchema,
} from "@parley/shared-contracts/api/password-reset";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import { checkedForm } from "../../lib/schema-issues.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { createBackgroundTasks } from "./background.ts";
import { changePassword } from "./change-password.ts";
import { requestPasswordReset, resetPassword } from "./service.ts";
import type { PasswordFormOutcome, PasswordResetRuntime } from "./service.ts";

/** The tenant's update-password page (from configuration, never the request's Host; lib/public-origin.ts). */
export function resetPageUrl(config: Config, subdomain: string): string {
  return `${workspaceOrigin(config, subdomain)}/password/change`;
}

function send(reply: FastifyReply, outcome: PasswordFormOutcome) {
  if (outcome.retryAfterSeconds) reply.header("retry-after", String(outcome.retryAfterSeconds));
  return reply.status(outcome.status).send(outcome.body);
}

/** A multipart form's fields become the body the route schemas check; file parts are drained, ignored. */
const MULTIPART_FORMS: FastifyMultipartAttachFieldsToBodyOptions = {
  attachFieldsToBody: "keyValues",
  onFile: async (part) => {
    part.file.resume();
    await finished(part.file);
  },
  limits: { files: 1, fileSize: 1024, fields: 10, fieldSize: 8192 },
};

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  acceptLanguage: request.headers["accept-language"],
});

export async function passwordResetRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  await app.register(multipart, MULTIPART_FORMS);
  const limits = config.passwordReset;
  const runtime: PasswordResetRuntime = {
    db: app.db,
    config,
    mailer: app.mailer,
    captcha: app.auth.captcha,
    sessions: app.auth.sessions,
    forgotIpLimiter: app.rateLimits.create("forgot-ip", limits.ipMax, limits.ipWindowSeconds),
    forgotEmailLimiter: app.rateLimits.create("forgot-email", limits.emailMax, limits.emailWindowSeconds),
    resetIpLimiter: app.rateLimits.create("reset-ip", limits.ipMax, limits.ipWindowSeconds),
    background: createBackgroundTasks((label, error) => app.log.error({ err: error }, `${label} failed`)),
    log: app.log,
  };
  app.addHook("onClose", async () => {
    await runtime.background.drain();
  });
  // Each form's schema refusal reaches its handler (attachValidation): the budgets count every
  // attempt first, and the answer keeps the forms' `{type, errors}` shape, so only the success
  // answer is declared (a refusal is no error envelope).
  const api = app.withTypeProvider<ZodTypeProvider>();
  const form = <T>(body: T) => ({
    onRequest: app.requireTenant,
    schema: { body, response: { 200: passwordFormResponseSchema } },
    attachValidation: true,
  });
  const forgot = form(forgotPasswordRequestSchema);
  api.post(endpoints.forgotPassword.pattern, forgot, async (request, reply) => {
    const account = accountOf(request);
    const outcome = await requestPasswordReset(
      runtime,
      account,
      checkedForm(request),
      client(request),
      resetPageUrl(config, account.subdomain),
    );
    return send(reply, outcome);
  });

  const reset = form(resetPasswordRequestSchema);
  api.post(endpoints.resetPassword.pattern, reset, async (request, reply) => {
    const outcome = await resetPassword(runtime, accountOf(request), checkedForm(request), client(request));
    if (outcome.status !== 200)
      request.log.info(
        { tenant: accountOf(request).subdomain, type: outcome.body.type },
        "password reset refused",
      );
    return send(reply, outcome);
  });
}

/** The signed-in member's own change: in the member group, whose guards run before the form is read. */
export async function changePasswordRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  await app.register(multipart, MULTIPART_FORMS);
  const limits = config.passwordReset;
  const runtime = {
    db: app.db,
    sessions: app.auth.sessions,
    changeLimiter: app.rateLimits.create("change-password", limits.ipMax, limits.ipWindowSeconds),
    log: app.log,
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Its schema refusal reaches the handler too (the budget counts every attempt first).
  const change = { schema: { body: changePasswordRequestSchema }, attachValidation: true };
  api.post("/api/v1/members/change_password/", change, async (request, reply) => {
    const outcome = await changePassword(
      runtime,
      accountOf(request),
      principalOf(request),
      checkedForm(request),
      client(request),
    );
    return send(reply, outcome);
  });
}
