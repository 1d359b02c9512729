// SQL of snapshots. Statements of a workspace's own snapshots are scoped by its account id; the
// public read and the counters go by uuid, and only ever touch public snapshots.
import type { SnapshotConversationData } from "@parley/shared-contracts/api/snapshots";
import { maybeOne, one } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface SnapshotRow {
  id: number;
  account_id: number;
  conversation_id: number;
  owner_id: number;
  owner_name: string;
  uuid: string;
  is_anonymized: boolean;
  is_public: boolean;
  data: SnapshotConversationData;
  page_view_count: number;
  convo_continued_count: number;
  snapshot_cloned_count: number;
  created_at: Date;
}

const COLUMNS = `s.id, s.account_id, s.conversation_id, s.owner_id, m.name AS owner_name, s.uuid::text AS uuid,
  s.is_anonymized, s.is_public, s.data, s.page_view_count, s.convo_continued_count, s.snapshot_cloned_count,
  s.created_at`;
const FROM = "FROM snapshots s JOIN members m ON m.account_id = s.account_id AND m.id = s.owner_id";

export async function insertSnapshot(
  db: Queryable,
  accountId: number,
  values: {
    conversationId: number;
    ownerId: number;
    uuid: string;
    anonymized: boolean;
    data: SnapshotConversationData;
  },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO snapshots (account_id, conversation_id, owner_id, uuid, is_anonymized, data)
     VALUES ($1, $2, $3, $4::uuid, $5, $6::jsonb) RETURNING id`,
    [
      accountId,
      values.conversationId,
      values.ownerId,
      values.uuid,
      values.anonymized,
      JSON.stringify(values.data),
    ],
  );
  return row.id;
}

export function listSnapshots(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<SnapshotRow[]> {
  return db.query<SnapshotRow>(
    `SELECT ${COLUMNS} ${FROM} WHERE s.account_id = $1 AND s.conversation_id = $2 ORDER BY s.created_at DESC, s.id DESC`,
    [accountId, conversationId],
  );
}

export function findSnapshot(db: Queryable, accountId: number, id: number): Promise<SnapshotRow | undefined> {
  return maybeOne<SnapshotRow>(db, `SELECT ${COLUMNS} ${FROM} WHERE s.account_id = $1 AND s.id = $2`, [
    accountId,
    id,
  ]);
}

export async function setPublic(
  db: Queryable,
  accountId: number,
  id: number,
  isPublic: boolean,
): Promise<void> {
  await db.query("UPDATE snapshots SET is_public = $3 WHERE account_id = $1 AND id = $2", [
    accountId,
    id,
    isPublic,
  ]);
}

export async function deleteSnapshot(db: Queryable, accountId: number, id: number): Promise<void> {
  await db.query("DELETE FROM snapshots WHERE account_id = $1 AND id = $2", [accountId, id]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A public snapshot by uuid (any workspace); undefined when private, deleted or never made. */
export function findPublicSnapshot(db: Queryable, uuid: string): Promise<SnapshotRow | undefined> {
  if (!UUID.test(uuid)) return Promise.resolve(undefined);
  return maybeOne<SnapshotRow>(db, `SELECT ${COLUMNS} ${FROM} WHERE s.uuid = $1::uuid AND s.is_public`, [
    uuid,
  ]);
}

/**
 * A public snapshot's identity and revision without its data: the share host's cached page is keyed
 * by it, so a view of a page already built reads no message. The revision is a hash of the data
 * computed in the database (the row's other columns do not change what the page shows).
 */
export function findPublicSnapshotRevision(
  db: Queryable,
  uuid: string,
): Promise<{ id: number; account_id: number; revision: string } | undefined> {
  if (!UUID.test(uuid)) return Promise.resolve(undefined);
  return maybeOne(
    db,
    "SELECT id, account_id, md5(data::text) AS revision FROM snapshots WHERE uuid = $1::uuid AND is_public",
    [uuid],
  );
}

/** Counts a visit or a continuation of a public snapshot; false when there is none. */
export async function countPublicEvent(
  db: Queryable,
  uuid: string,
  counter: "page_view_count" | "convo_continued_count" | "snapshot_cloned_count",
): Promise<boolean> {
  if (!UUID.test(uuid)) return false;
  const rows = await db.query(
    `UPDATE snapshots SET ${counter} = ${counter} + 1 WHERE uuid = $1::uuid AND is_public RETURNING id`,
    [uuid],
  );
  return rows.length > 0;
}

export interface PublicListRow {
  uuid: string;
  conversation_id: number;
  conversation_name: string;
  created_at: Date;
  page_view_count: number;
  convo_continued_count: number;
  snapshot_cloned_count: number;
}

/** The member's public snapshots (My Collaborations), searched by conversation name, paged. */
export async function listMemberPublicSnapshots(
  db: Queryable,
  accountId: number,
  memberId: number,
  options: { search: string | undefined; orderBy: string; limit: number; offset: number },
): Promise<{ rows: PublicListRow[]; count: number }> {
  const search = options.search?.trim() ? `%${options.search.trim().replace(/[\\%_]/g, "\\$&")}%` : null;
  const where = `s.account_id = $1 AND s.owner_id = $2 AND s.is_public AND ($3::text IS NULL OR c.name ILIKE $3)`;
  const join =
    "FROM snapshots s JOIN conversations c ON c.account_id = s.account_id AND c.id = s.conversation_id";
  const rows = await db.query<PublicListRow>(
    `SELECT s.uuid::text AS uuid, s.conversation_id, c.name AS conversation_name, s.created_at,
            s.page_view_count, s.convo_continued_count, s.snapshot_cloned_count
     ${join} WHERE ${where} ORDER BY ${options.orderBy}, s.id DESC LIMIT $4 OFFSET $5`,
    [accountId, memberId, search, options.limit, options.offset],
  );
  const total = await one<{ count: number }>(db, `SELECT count(*)::integer AS count ${join} WHERE ${where}`, [
    accountId,
    memberId,
    search,
  ]);
  return { rows, count: total.count };
}
