// Self-service sign-up. Public (no session) and answered on any host:
//   POST /api/v1/authentication/snapshot-signup/          the share page's Continue by e-mail
//   POST /api/v1/authentication/snapshot-signup/resend/   the admin host's "we sent a link" page
//   GET  /api/v1/authentication/signup/status/            is sign-up on (the ops switch)
//   POST /api/v1/authentication/signup/check/             the mailed link's token usable?
//   POST /api/v1/authentication/signup/complete/          workspace + owner + continued conversation
// and on the new workspace's host the hand-over: GET …/signup/handoff/?token=&next= signs the owner
// in (host-only session cookies) and goes to the continued conversation.
import { signupEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import { shareEndpoints } from "@parley/shared-contracts/api/share-endpoints";
import {
  signupCheckResponseSchema,
  signupCompleteRequestSchema,
  signupCompleteResponseSchema,
  signupResendRequestSchema,
  signupStatusResponseSchema,
  signupTokenRequestSchema,
  snapshotSignupRequestSchema,
  snapshotSignupResponseSchema,
} from "@parley/shared-contracts/api/signup";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { sha256 } from "../../lib/crypto.ts";
import { responses } from "../../lib/endpoint-route.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import { checkedForm } from "../../lib/schema-issues.ts";
import { sameOriginPath } from "../../lib/same-origin-path.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { setSessionCookies } from "../auth/cookies.ts";
import { startSession } from "../auth/service.ts";
import { recordLogin } from "../members/repository.ts";
import { completeSignup, HANDOFF_PATH } from "./complete.ts";
import { consumeHandoffToken } from "./repository.ts";
import { checkSignupToken, requestSnapshotSignup, resendSignupLink } from "./service.ts";
import type { SignupOutcome, SignupRuntime } from "./service.ts";
import { isSignupEnabled } from "./switch.ts";

function send<Data>(reply: FastifyReply, outcome: SignupOutcome<Data>) {
  void reply.header("cache-control", "no-store");
  if ("retryAfterSeconds" in outcome && outcome.retryAfterSeconds)
    void reply.header("retry-after", String(outcome.retryAfterSeconds));
  return reply.status(outcome.status).send(outcome.body);
}

export async function signupRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const limits = config.signup;
  // Work a sign-up does after its answer; closing the server waits for it (a few seconds at most).
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.race([
      Promise.allSettled(pending),
      new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
    ]);
  });
  const runtime: SignupRuntime & { onCreated: () => void } = {
    db: app.db,
    config,
    mailer: app.mailer,
    ipLimiter: app.rateLimits.create("signup-ip", limits.ipMax, limits.ipWindowSeconds),
    emailLimiter: app.rateLimits.create("signup-email", limits.emailMax, limits.emailWindowSeconds),
    log: app.log,
    defer: (work) => {
      // On the next turn: the answer leaves before any of the work's queries.
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    onCreated: () => app.tenants.invalidate(),
    captcha: app.auth.captcha,
  };
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    acceptLanguage: request.headers["accept-language"],
  });
  const shareOrigin = config.shareUrl ?? workspaceOrigin(config, "share");
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each form's schema refusal reaches its handler (attachValidation): the switch and the per-address
  // budget count first, and refusals keep the spec's shapes (`user_email`, `invalid_token`): string
  // keys of the error envelope, which its response schema keeps.
  const form = <Body, Response>(body: Body, response: Response) => ({
    schema: { body, response },
    attachValidation: true,
  });

  // Called from the share page, which has no cookies (nothing to forge, so no CSRF token); a page of
  // another site may not call it from a browser, though.
  const snapshotSignup = shareEndpoints.snapshotSignup;
  api.post(
    snapshotSignup.pattern,
    {
      ...form(snapshotSignupRequestSchema, responses(snapshotSignup, snapshotSignupResponseSchema)),
      config: { csrfExempt: true },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      if (
        origin !== undefined &&
        origin !== shareOrigin &&
        origin !== `${request.protocol}://${request.host}`
      )
        return reply
          .status(403)
          .send({ error: { message: "Cross-origin request refused", code: "csrf_failed" } });
      return send(reply, await requestSnapshotSignup(runtime, checkedForm(request), client(request)));
    },
  );

  api.post(
    signupEndpoints.resend.pattern,
    form(signupResendRequestSchema, responses(signupEndpoints.resend, snapshotSignupResponseSchema)),
    async (request, reply) =>
      send(reply, await resendSignupLink(runtime, checkedForm(request), client(request))),
  );

  const status = { schema: { response: responses(signupEndpoints.status, signupStatusResponseSchema) } };
  api.get(signupEndpoints.status.pattern, status, async (_request, reply) =>
    reply
      .header("cache-control", "no-store")
      .send({ data: { enabled: await isSignupEnabled(app.db, config.signup.enabled) } }),
  );

  const check = form(signupTokenRequestSchema, responses(signupEndpoints.check, signupCheckResponseSchema));
  api.post(signupEndpoints.check.pattern, check, async (request, reply) =>
    send(reply, await checkSignupToken(runtime, checkedForm(request), client(request))),
  );

  api.post(
    signupEndpoints.complete.pattern,
    form(signupCompleteRequestSchema, responses(signupEndpoints.complete, signupCompleteResponseSchema)),
    async (request, reply) =>
      send(reply, await completeSignup(runtime, checkedForm(request), client(request))),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    HANDOFF_PATH,
    { preHandler: app.requireTenant },
    async (request, reply) => {
      const account = accountOf(request);
      void reply.header("cache-control", "no-store");
      const token = request.query.token ?? "";
      const used =
        token.length === 0 || token.length > 512
          ? undefined
          : await consumeHandoffToken(app.db, account.id, sha256(token));
      if (used === undefined) {
        request.log.info(
          { tenant: account.subdomain },
          "sign-up hand-over refused: invalid, used or expired token",
        );
        return reply.redirect("/sign-in?error=invalid_token");
      }
      const tokens = await startSession(app.db, config, app.auth.codec, account, used.member_id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      await recordLogin(app.db, account.id, used.member_id, null);
      setSessionCookies(reply, config, tokens);
      return reply.redirect(sameOriginPath(request.query.next) ?? "/");
    },
  );
}
