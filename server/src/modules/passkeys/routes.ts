// /api/v1/security/passkeys/…: the signed-in member's passkeys (list, register, rename, delete:
// `passkeysRoutes`, registered in app.ts's member group, which guards them) and the public passkey
// sign-in of a workspace (`passkeySignInRoutes`), which ends like the password login (session cookies,
// `{type:"success", data.next}`).
import { passkeyEndpoints as endpoints } from "@parley/shared-contracts/api/account-endpoints";
import { loginResponseSchema, type LoginResponse } from "@parley/shared-contracts/api/auth";
import { authEndpoints } from "@parley/shared-contracts/api/auth-endpoints";
import {
  passkeyAuthenticationVerifySchema,
  passkeyListQuerySchema,
  passkeyListSchema,
  passkeyRegistrationVerifySchema,
  passkeyRenameSchema,
  passkeySchema,
} from "@parley/shared-contracts/api/passkeys";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { createdResponses, noContentResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { message } from "../../lib/messages.ts";
import { idTextParams, parseId } from "../../lib/path-id.ts";
import { sameOriginPath } from "../../lib/same-origin-path.ts";
import { principalOf } from "../../plugins/auth.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { setSessionCookies } from "../auth/cookies.ts";
import { startSession } from "../auth/service.ts";
import { recordLogin } from "../members/repository.ts";
import * as passkeys from "./service.ts";
import type { RegisteringMember, RelyingParty } from "./service.ts";

/** The workspace host is the relying party; the origin is what the browser must have been on. */
function relyingParty(request: FastifyRequest): RelyingParty {
  return { id: request.hostname, origin: `${request.protocol}://${request.host}` };
}

function registeringMember(request: FastifyRequest): RegisteringMember {
  const principal = principalOf(request);
  return {
    accountId: principal.account_id,
    accountName: principal.account_name,
    memberId: principal.member_id,
    email: principal.email,
    name: principal.name,
  };
}

const notFound = () => new HttpError(404, "passkey_not_found", "Passkey not found");

/** The signed-in member's passkeys: in the member group (its guards run before a body is checked). */
export async function passkeysRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const ceremony = { challengeTtlSeconds: config.passkeyChallengeTtlSeconds };
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = {
    schema: { querystring: passkeyListQuerySchema, response: responses(endpoints.list, passkeyListSchema) },
    config: { invalidMessage: "Invalid page" },
  };
  api.get(endpoints.list.pattern, list, async (request) => {
    const principal = principalOf(request);
    return passkeys.listMemberPasskeys(app.db, principal.account_id, principal.member_id, request.query);
  });

  // No response schema: the options are @simplewebauthn's, which a schema here would have to copy
  // field by field (the serializer drops what it does not name); the error envelope stays the app's.
  app.post(endpoints.registrationOptions.pattern, async (request) =>
    passkeys.startRegistration(app.db, ceremony, relyingParty(request), registeringMember(request)),
  );

  const register = {
    schema: {
      body: passkeyRegistrationVerifySchema,
      response: createdResponses(endpoints.registrationVerify, passkeySchema),
    },
    config: { invalidMessage: "Invalid passkey registration" },
  };
  api.post(endpoints.registrationVerify.pattern, register, async (request, reply) => {
    const created = await passkeys.finishRegistration(
      app.db,
      relyingParty(request),
      registeringMember(request),
      request.body,
    );
    return reply.status(201).send(created);
  });

  const rename = {
    schema: {
      params: idTextParams,
      body: passkeyRenameSchema,
      response: responses(endpoints.rename, passkeySchema),
    },
    config: { invalidMessage: "Invalid passkey name" },
  };
  api.patch(endpoints.rename.pattern, rename, async (request) => {
    const principal = principalOf(request);
    const id = parseId(request.params.id, notFound);
    const { name } = request.body;
    return passkeys.renameMemberPasskey(app.db, principal.account_id, principal.member_id, id, name);
  });

  const remove = { schema: { params: idTextParams, response: noContentResponses(endpoints.remove) } };
  api.delete(endpoints.remove.pattern, remove, async (request, reply) => {
    const principal = principalOf(request);
    const id = parseId(request.params.id, notFound);
    await passkeys.deleteMemberPasskey(app.db, principal.account_id, principal.member_id, id);
    return reply.status(204).send();
  });
}

/** The public passkey sign-in of the host's workspace. */
export async function passkeySignInRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const tenant = { onRequest: app.requireTenant };
  const ceremony = { challengeTtlSeconds: config.passkeyChallengeTtlSeconds };
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Sign-in shares the password login's per-IP budget: a passkey is another way through the same door. */
  async function checkBudget(request: FastifyRequest): Promise<void> {
    const budget = await app.auth.ipLimiter.hit(request.ip);
    if (!budget.allowed)
      throw new HttpError(
        429,
        "rate_limited",
        message("signIn.error.rate_limited", request.headers["accept-language"]),
      );
  }

  // No response schema: the options are @simplewebauthn's (as registration's, above).
  app.post(authEndpoints.passkeyOptions.pattern, tenant, async (request) => {
    await checkBudget(request);
    return passkeys.startAuthentication(app.db, ceremony, relyingParty(request), accountOf(request));
  });

  // The budget is spent before the assertion's outline is checked, as the password form's is.
  // Its refusals are the error envelope (HttpError), unlike the password form's.
  const signIn = {
    ...tenant,
    preValidation: checkBudget,
    schema: {
      body: passkeyAuthenticationVerifySchema,
      response: responses(authEndpoints.passkeyVerify, loginResponseSchema),
    },
    config: { invalidMessage: "Invalid passkey sign-in" },
  };
  api.post(authEndpoints.passkeyVerify.pattern, signIn, async (request, reply) => {
    const account = accountOf(request);
    const { memberId, next } = await passkeys.finishAuthentication(
      app.db,
      relyingParty(request),
      account,
      request.body,
    );
    const tokens = await startSession(app.db, config, app.auth.codec, account, memberId, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    await recordLogin(app.db, account.id, memberId, null);
    setSessionCookies(reply, config, tokens);
    const body: LoginResponse = { type: "success", errors: [], data: { next: sameOriginPath(next) ?? "/" } };
    return body;
  });
}
