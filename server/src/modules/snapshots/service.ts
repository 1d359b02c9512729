// Snapshots of a conversation: its participants list them; only its owner makes, publishes and
// deletes them; anyone may read a public one by its uuid (the share host), and its visits and
// continuations are counted. Another workspace's conversation or snapshot is 404.
import { randomUUID } from "node:crypto";
import type {
  CollaborationPage,
  PublicSnapshotListQuery,
  PublicSnapshotRow,
} from "@parley/shared-contracts/api/collaboration";
import type { PublicSnapshot, Snapshot } from "@parley/shared-contracts/api/snapshots";
import type { Database, Queryable } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import { findConversationForMember, listParticipants } from "../conversations/repository.ts";
import type { ConversationRow } from "../conversations/repository.ts";
import { insertMessage, listHistory } from "../messages/repository.ts";
import { insertConversation } from "../conversations/repository.ts";
import { paged } from "../collaboration/service.ts";
import { messagesAsSent } from "../dlp/as-sent.ts";
import { freezeConversation } from "./freeze.ts";
import * as repo from "./repository.ts";
import type { SnapshotRow } from "./repository.ts";

export interface SnapshotRequester {
  accountId: number;
  memberId: number;
}

export interface SnapshotDeps {
  db: Database;
  /** The public page's origin: the share host. */
  shareOrigin: string;
}

async function conversationOf(
  db: Database,
  who: SnapshotRequester,
  conversationId: number,
): Promise<ConversationRow> {
  const conversation = await findConversationForMember(db, who.accountId, conversationId, who.memberId);
  if (conversation === undefined) throw new HttpError(404, "not_found", "No such conversation");
  return conversation;
}

function ownerOnly(conversation: ConversationRow, who: SnapshotRequester): void {
  if (conversation.owner_id !== who.memberId)
    throw new HttpError(403, "forbidden", "Only the owner of the conversation manages its snapshots");
}

/** The public page of a snapshot on the share host. */
const snapshotUrl = (shareOrigin: string, uuid: string) => `${shareOrigin}/c/${uuid}`;

function toSnapshot(deps: SnapshotDeps, row: SnapshotRow, who: SnapshotRequester, ownerId: number): Snapshot {
  return {
    id: row.id,
    uuid: row.uuid,
    created: row.created_at.toISOString(),
    url: snapshotUrl(deps.shareOrigin, row.uuid),
    is_anonymized: row.is_anonymized,
    is_public: row.is_public,
    owner_name: row.owner_name,
    is_deletable: ownerId === who.memberId,
  };
}

export async function listForConversation(
  deps: SnapshotDeps,
  who: SnapshotRequester,
  conversationId: number,
): Promise<Snapshot[]> {
  const conversation = await conversationOf(deps.db, who, conversationId);
  const rows = await repo.listSnapshots(deps.db, who.accountId, conversationId);
  return rows.map((row) => toSnapshot(deps, row, who, conversation.owner_id));
}

export async function createSnapshot(
  deps: SnapshotDeps,
  who: SnapshotRequester,
  conversationId: number,
  anonymize: boolean,
): Promise<Snapshot> {
  const conversation = await conversationOf(deps.db, who, conversationId);
  ownerOnly(conversation, who);
  // An anonymized send shows as sent, never as typed (dlp/as-sent.ts).
  const messages = await messagesAsSent(
    deps.db,
    who.accountId,
    conversationId,
    await listHistory(deps.db, who.accountId, conversationId),
  );
  const participants = await listParticipants(deps.db, who.accountId, conversationId);
  // Senders who left the conversation still have their names hidden.
  const people = [...participants.map((p) => ({ id: p.id, name: p.name, email: p.email }))];
  for (const m of messages)
    if (m.sender_id !== null && m.sender_name !== null && !people.some((p) => p.id === m.sender_id))
      people.push({ id: m.sender_id, name: m.sender_name, email: "" });
  const data = await freezeConversation(
    {
      accountId: who.accountId,
      name: conversation.name,
      created: conversation.created_at,
      viewSettings: conversation.view_settings,
      messages,
      people,
    },
    anonymize,
  );
  const id = await repo.insertSnapshot(deps.db, who.accountId, {
    conversationId,
    ownerId: who.memberId,
    uuid: randomUUID(),
    anonymized: anonymize,
    data,
  });
  const row = await repo.findSnapshot(deps.db, who.accountId, id);
  if (row === undefined) throw new Error("snapshot vanished");
  return toSnapshot(deps, row, who, conversation.owner_id);
}

async function ownedSnapshot(
  deps: SnapshotDeps,
  who: SnapshotRequester,
  snapshotId: number,
): Promise<SnapshotRow> {
  const row = await repo.findSnapshot(deps.db, who.accountId, snapshotId);
  if (row === undefined) throw new HttpError(404, "not_found", "No such snapshot");
  ownerOnly(await conversationOf(deps.db, who, row.conversation_id), who);
  return row;
}

export async function setSnapshotPublic(
  deps: SnapshotDeps,
  who: SnapshotRequester,
  snapshotId: number,
  isPublic: boolean,
): Promise<Snapshot> {
  const row = await ownedSnapshot(deps, who, snapshotId);
  await repo.setPublic(deps.db, who.accountId, snapshotId, isPublic);
  return toSnapshot(deps, { ...row, is_public: isPublic }, who, row.owner_id);
}

export async function deleteSnapshot(
  deps: SnapshotDeps,
  who: SnapshotRequester,
  snapshotId: number,
): Promise<void> {
  await ownedSnapshot(deps, who, snapshotId);
  await repo.deleteSnapshot(deps.db, who.accountId, snapshotId);
}

/** A public snapshot for anyone; private, deleted and unknown ones are the same 404. */
export async function readPublicSnapshot(
  db: Database,
  uuid: string,
  shareOrigin: string,
): Promise<PublicSnapshot> {
  return (await readPublicSnapshotWithAccount(db, uuid, shareOrigin)).snapshot;
}

/** readPublicSnapshot and its workspace's id (the share host queues its renders per workspace). */
export async function readPublicSnapshotWithAccount(
  db: Database,
  uuid: string,
  shareOrigin: string,
): Promise<{ snapshot: PublicSnapshot; accountId: number }> {
  const row = await repo.findPublicSnapshot(db, uuid.toLowerCase());
  if (row === undefined)
    throw new HttpError(404, "not_found", "This snapshot has been removed by its owner.");
  return {
    snapshot: {
      id: row.id,
      uuid: row.uuid,
      created: row.created_at.toISOString(),
      url: snapshotUrl(shareOrigin, row.uuid),
      is_public: row.is_public,
      is_anonymized: row.is_anonymized,
      conversation_data: row.data,
    },
    accountId: row.account_id,
  };
}

/** A public snapshot's id, workspace and data revision (no data); undefined when not public. */
export async function readPublicSnapshotRevision(
  db: Database,
  uuid: string,
): Promise<{ id: number; accountId: number; revision: string } | undefined> {
  const row = await repo.findPublicSnapshotRevision(db, uuid.toLowerCase());
  return row && { id: row.id, accountId: row.account_id, revision: row.revision };
}

/**
 * Continues a public snapshot as a new conversation of the signed-in member (any workspace's
 * snapshot): its messages copied in order, each keeping who wrote it there and the model that
 * answered. Counted as a clone.
 */
export async function continueSnapshot(db: Database, who: SnapshotRequester, uuid: string): Promise<number> {
  const row = await repo.findPublicSnapshot(db, uuid.toLowerCase());
  if (row === undefined)
    throw new HttpError(404, "not_found", "This snapshot has been removed by its owner.");
  const conversationId = await db.transaction((tx) => copySnapshot(tx, who, row.data));
  await repo.countPublicEvent(db, row.uuid, "snapshot_cloned_count");
  return conversationId;
}

/**
 * Copies a snapshot's frozen conversation into a new conversation of `who`, in the caller's
 * transaction (continueSnapshot, and self-service sign-up's first conversation).
 */
export async function copySnapshot(
  tx: Queryable,
  who: SnapshotRequester,
  data: SnapshotRow["data"],
): Promise<number> {
  const id = await insertConversation(tx, who.accountId, who.memberId, data.name.slice(0, 255) || "Snapshot");
  for (const message of data.messages)
    await insertMessage(tx, who.accountId, {
      conversationId: id,
      type: message.type,
      senderId: who.memberId,
      content: message.content,
      status: "complete",
      nonAi: message.type === "user",
      modelId: null,
      modelDisplayName: message.type === "assistant" ? message.model : null,
      parameters: {},
      snapshotData: { sender: message.sender?.name ?? null, model: message.model },
    });
  return id;
}

const ORDER_BY: Record<PublicSnapshotListQuery["sort_by"], string> = {
  conversation_name: "lower(c.name) ASC",
  "-conversation_name": "lower(c.name) DESC",
  created: "s.created_at ASC",
  "-created": "s.created_at DESC",
};

/** My Collaborations' Publicly Shared Snapshots: the member's public snapshots with their counters. */
export async function listPublicSnapshots(
  deps: SnapshotDeps,
  who: SnapshotRequester,
  query: PublicSnapshotListQuery,
  path: string,
): Promise<CollaborationPage<PublicSnapshotRow>> {
  const { rows, count } = await repo.listMemberPublicSnapshots(deps.db, who.accountId, who.memberId, {
    search: query.search,
    orderBy: ORDER_BY[query.sort_by],
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const results = rows.map((row) => ({
    url: `${deps.shareOrigin}/c/${row.uuid}`,
    conversation_id: row.conversation_id,
    conversation_name: row.conversation_name,
    created: row.created_at.toISOString(),
    page_view_count: row.page_view_count,
    convo_continued_count: row.convo_continued_count,
    snapshot_cloned_count: row.snapshot_cloned_count,
  }));
  return paged(path, query, results, count);
}
