// Collaboration (docs/product/collaboration.md): the owner opens a conversation to colleagues of the same
// workspace (a random slug, the link /conversation/{slug}) or closes it (every collaborator loses
// access at once); a member with the link joins; collaborators leave (not in a CSA conversation)
// and may rejoin. The My Collaborations lists are paged, searched and sorted here.
import { randomBytes } from "node:crypto";
import {
  COLLABORATION_FLAG,
  type CollaborationListQuery,
  type CollaborationPage,
  type CollaborationRow,
} from "@parley/shared-contracts/api/collaboration";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AccountRow } from "../accounts/repository.ts";
import { getConversationRow, conversationNotFound } from "../conversations/service.ts";
import type { RealtimeNotifier } from "../realtime/notifier.ts";
import * as repo from "./repository.ts";

export interface CollaborationDeps {
  db: Database;
  notifier: RealtimeNotifier;
}

export interface Requester {
  account: Pick<AccountRow, "id" | "feature_flags">;
  memberId: number;
  memberName: string;
}

/** 128 random bits, URL-safe: a link nobody can guess. */
export function newSlug(): string {
  return randomBytes(16).toString("base64url");
}

/** The account's collaboration flag: on unless the account turned it off. */
export function collaborationEnabled(account: Pick<AccountRow, "feature_flags">): boolean {
  return account.feature_flags[COLLABORATION_FLAG] !== false;
}

function requireFeature(account: Pick<AccountRow, "feature_flags">): void {
  if (!collaborationEnabled(account))
    throw new HttpError(403, "feature_disabled", "Collaboration is not available in this workspace");
}

export async function enable(
  deps: CollaborationDeps,
  who: Requester,
  conversationId: number,
): Promise<string> {
  requireFeature(who.account);
  const row = await getConversationRow(deps.db, who.account.id, conversationId, who.memberId);
  if (row.role !== "owner")
    throw new HttpError(403, "forbidden", "Only the owner can start collaboration on this conversation");
  return repo.enableCollaboration(deps.db, who.account.id, conversationId, newSlug());
}

/** Closes the conversation; every removed collaborator is told at once. */
export async function disable(
  deps: CollaborationDeps,
  who: Requester,
  conversationId: number,
): Promise<void> {
  const row = await getConversationRow(deps.db, who.account.id, conversationId, who.memberId);
  if (row.role !== "owner")
    throw new HttpError(403, "forbidden", "Only the owner can stop collaboration on this conversation");
  const removed = await deps.db.transaction((tx) =>
    repo.disableCollaboration(tx, who.account.id, conversationId),
  );
  if (removed.length > 0)
    await deps.notifier.toMembers(who.account.id, removed, {
      type: "collaboration_disabled",
      conversation_id: conversationId,
    });
}

/** Opens a collaboration link: participants go straight in, other members of the workspace join. */
export async function join(deps: CollaborationDeps, who: Requester, slug: string): Promise<number> {
  const target = await repo.findBySlug(deps.db, who.account.id, slug, who.memberId);
  if (target === undefined) throw conversationNotFound();
  if (target.role !== null) return target.id;
  if (!target.is_collaborative) throw conversationNotFound();
  requireFeature(who.account);
  if (await repo.joinConversation(deps.db, who.account.id, target.id, who.memberId))
    await deps.notifier.toConversation(
      who.account.id,
      target.id,
      {
        type: "user_joined_conversation",
        conversation_id: target.id,
        user: { id: who.memberId, name: who.memberName },
      },
      { exceptMemberId: who.memberId },
    );
  return target.id;
}

/** A collaborator leaves; the owner cannot, and nobody leaves a CSA conversation. */
export async function leave(deps: CollaborationDeps, who: Requester, conversationId: number): Promise<void> {
  const row = await getConversationRow(deps.db, who.account.id, conversationId, who.memberId);
  if (row.role === "owner")
    throw new HttpError(400, "owner_cannot_leave", "The owner cannot leave their own conversation");
  if (row.is_csa) throw new HttpError(403, "csa_leave_refused", "This conversation cannot be left");
  if (await repo.leaveConversation(deps.db, who.account.id, conversationId, who.memberId))
    await deps.notifier.toConversation(who.account.id, conversationId, {
      type: "user_leaved_conversation",
      conversation_id: conversationId,
      user: { id: who.memberId, name: who.memberName },
    });
}

/** `path?query` of another page of the same list, or null. */
function pageLink(path: string, query: Record<string, string | number | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page }))
    if (value !== undefined && String(value) !== "") params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

export function paged<Row>(
  path: string,
  query: { sort_by: string; search?: string | undefined; page: number; page_size: number },
  rows: Row[],
  count: number,
): CollaborationPage<Row> {
  const link = { sort_by: query.sort_by, search: query.search, page_size: query.page_size };
  const offset = (query.page - 1) * query.page_size;
  return {
    count,
    next: offset + rows.length < count ? pageLink(path, link, query.page + 1) : null,
    previous:
      query.page > 1
        ? pageLink(path, link, Math.min(query.page - 1, Math.max(1, Math.ceil(count / query.page_size))))
        : null,
    results: rows,
  };
}

export async function listCollaborations(
  db: Database,
  who: Requester,
  kind: "started" | "shared",
  query: CollaborationListQuery,
  links: { path: string; origin: string },
): Promise<CollaborationPage<CollaborationRow>> {
  const { rows, count } = await repo.listCollaborations(db, who.account.id, who.memberId, kind, {
    order: query.sort_by.replace("-", "") as "name" | "started_on",
    descending: query.sort_by.startsWith("-"),
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    search: query.search,
  });
  const results = rows.map((row) => ({
    id: row.id,
    name: row.name,
    started_on: row.started_on.toISOString(),
    access_link: `${links.origin}/conversation/${row.slug}`,
    owner_name: row.owner_name,
  }));
  return paged(links.path, query, results, count);
}
