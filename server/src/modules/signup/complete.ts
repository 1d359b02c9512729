// The last step of self-service sign-up: with the mailed token, the visitor names a workspace
// (the rules of ops workspace creation, reserved names refused) and themselves (the password rules
// of reset and change). One transaction uses the token, creates the workspace with its offline
// model, its owner and the continued snapshot's conversation, and a one-time hand-over token: the
// browser then signs in on the new workspace's own host (session cookies are host-only there).
import type { SignupCompleteRequest } from "@parley/shared-contracts/api/signup";
import { NAVIGATION_FAILED_PARAM, type NavigationFailure } from "@parley/shared-contracts/navigation-info";
import { subdomainSchema } from "@parley/shared-contracts/api/workspace";
import { sha256 } from "../../lib/crypto.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../lib/db/database.ts";
import { RESERVED_SUBDOMAINS } from "../../lib/hosts.ts";
import { message } from "../../lib/messages.ts";
import { workspaceOrigin } from "../../lib/public-origin.ts";
import type { CheckedForm } from "../../lib/schema-issues.ts";
import { findAccountBySubdomain } from "../accounts/repository.ts";
import { insertWorkspace, parseNewWorkspace } from "../accounts/service.ts";
import { recordAuditEvent } from "../audit/repository.ts";
import { checkPassword } from "../auth/password-rules.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createOneTimeToken } from "../auth/service.ts";
import { insertMember } from "../members/repository.ts";
import { countPublicEvent, findPublicSnapshot } from "../snapshots/repository.ts";
import { copySnapshot } from "../snapshots/service.ts";
import * as repo from "./repository.ts";
import { admit, invalidLink, refuse } from "./service.ts";
import type { SignupClient, SignupOutcome, SignupRuntime } from "./service.ts";

/** Where the workspace host redeems the hand-over (outside the SPA: a full-page round trip). */
export const HANDOFF_PATH = "/api/v1/authentication/signup/handoff/";
/** The hand-over follows at once (a redirect of the same browser): a short life is enough. */
const HANDOFF_TTL_SECONDS = 300;
const NAME_MAX = 150;

type Fields = Record<string, string[]>;

function checkFields(input: {
  workspaceName: string;
  subdomain: string;
  name: string;
  password: string;
  confirm: string;
}): Fields {
  const fields: Fields = {};
  const add = (field: string, problem: string) => (fields[field] ??= []).push(problem);
  if (input.workspaceName === "") add("workspace_name", "required");
  else if (input.workspaceName.length > NAME_MAX) add("workspace_name", "too_long");
  if (input.subdomain === "") add("subdomain", "required");
  else if (!subdomainSchema.safeParse(input.subdomain).success) add("subdomain", "invalid_subdomain");
  else if (RESERVED_SUBDOMAINS.has(input.subdomain)) add("subdomain", "reserved_subdomain");
  if (input.name === "") add("name", "required");
  else if (input.name.length > NAME_MAX) add("name", "too_long");
  for (const problem of checkPassword(input.password, input.confirm))
    add(problem === "mismatch" ? "password_confirm" : "password", problem);
  return fields;
}

const invalid = (fields: Fields) =>
  refuse(400, { message: "Invalid sign-up", code: "validation_error", fields });

class TokenGone extends Error {}

/** `POST /api/v1/authentication/signup/complete/`. `onCreated` drops the server's workspace caches. */
export async function completeSignup(
  rt: SignupRuntime & { onCreated?: () => void },
  checked: CheckedForm<SignupCompleteRequest>,
  client: SignupClient,
): Promise<SignupOutcome<{ subdomain: string; redirect_url: string }>> {
  const refused = await admit(rt, client);
  if (refused) return refused;
  // A malformed form carries no usable token: the dead link's answer, as the page expects.
  if (!checked.ok || checked.data.token === "") return invalidLink(rt, null, client);
  const form = checked.data;
  const tokenHash = sha256(form.token);
  const pending = await repo.findRequestByToken(rt.db, tokenHash);
  if (pending === undefined || pending.used_at !== null || pending.expires_at.getTime() <= Date.now())
    return invalidLink(rt, tokenHash, client);

  const input = {
    workspaceName: form.workspace_name.trim(),
    subdomain: form.subdomain.trim().toLowerCase(),
    name: form.name.trim(),
    password: form.password,
    confirm: form.password_confirm,
  };
  const fields = checkFields(input);
  if (fields.subdomain === undefined && (await findAccountBySubdomain(rt.db, input.subdomain)) !== undefined)
    fields.subdomain = ["subdomain_taken"];
  if (Object.keys(fields).length > 0) return invalid(fields);
  // Someone may have joined a workspace with this address since the link was mailed.
  if (await repo.isEmailMemberAnywhere(rt.db, pending.email))
    return refuse(400, {
      message: message("snapshot.emailExists", client.acceptLanguage),
      code: "email_exists",
    });

  const workspace = parseNewWorkspace({
    subdomain: input.subdomain,
    name: input.workspaceName,
    signInOptions: ["email_password"],
  });
  const passwordHash = await hashPassword(input.password);
  let created;
  try {
    created = await rt.db.transaction(async (tx) => {
      const request = await repo.consumeSignupRequest(tx, tokenHash);
      if (request === undefined) throw new TokenGone();
      const account = await insertWorkspace(tx, workspace);
      const owner = await insertMember(tx, account.id, {
        email: request.email,
        name: input.name,
        role: "owner",
        passwordHash,
      });
      const who = { accountId: account.id, memberId: owner.id };
      // A snapshot made private or deleted since the link was mailed: the workspace still comes.
      const snapshot = await findPublicSnapshot(tx, request.snapshot_uuid);
      const conversationId = snapshot ? await copySnapshot(tx, who, snapshot.data) : null;
      await repo.recordCreatedAccount(tx, request.id, account.id);
      await recordAuditEvent(tx, account.id, {
        action: "workspace.signed_up",
        actor: { memberId: owner.id, email: owner.email },
        targetMemberId: owner.id,
        ip: client.ip,
      });
      const handoff = await createOneTimeToken(
        tx,
        account.id,
        "signup_handoff",
        owner.id,
        HANDOFF_TTL_SECONDS,
      );
      return { account, conversationId, handoff, snapshotUuid: snapshot?.uuid ?? null };
    });
  } catch (error) {
    if (error instanceof TokenGone) return invalidLink(rt, tokenHash, client);
    if (sqlState(error) === UNIQUE_VIOLATION) return invalid({ subdomain: ["subdomain_taken"] });
    throw error;
  }
  rt.onCreated?.();
  if (created.snapshotUuid !== null) {
    await countPublicEvent(rt.db, created.snapshotUuid, "convo_continued_count");
    await countPublicEvent(rt.db, created.snapshotUuid, "snapshot_cloned_count");
  }
  rt.log.info(
    { tenant: created.account.subdomain, conversation: created.conversationId },
    "self-service sign-up: workspace created",
  );
  // Without a copied conversation the new owner lands on the home page, told why by the main
  // layout's navigation-info modal (shared-contracts navigation-info.ts).
  const notCopied: NavigationFailure = "snapshot_unavailable";
  const next =
    created.conversationId === null
      ? `/?${NAVIGATION_FAILED_PARAM}=${notCopied}`
      : `/conversations/${created.conversationId}`;
  const query = new URLSearchParams({ token: created.handoff, next });
  return {
    status: 200,
    body: {
      data: {
        subdomain: created.account.subdomain,
        redirect_url: `${workspaceOrigin(rt.config, created.account.subdomain)}${HANDOFF_PATH}?${query.toString()}`,
      },
    },
  };
}
