// DLP state: the workspace's mode, a held reply's findings and its release. Scoped by account id.
import type { DlpDetail } from "@parley/shared-contracts/api/dlp";
import { maybeOne } from "../../lib/db/database.ts";
import type { ScrapeResult } from "../scraping/scrape.ts";
import type { Queryable } from "../../lib/db/database.ts";

export async function workspaceDlpMode(db: Queryable, accountId: number): Promise<"WARN" | "BLOCK"> {
  const row = await maybeOne<{ dlp_mode: "WARN" | "BLOCK" }>(
    db,
    "SELECT dlp_mode FROM accounts WHERE id = $1",
    [accountId],
  );
  return row?.dlp_mode ?? "WARN";
}

export interface HeldReply {
  detail: DlpDetail;
  parameters: Record<string, unknown>;
  /** Held when regenerating: Don't send withdraws the reply only, the question was sent before. */
  regenerated: boolean;
  /** The pages fetched for the send's {{url}}s, as scanned: the reply reads exactly these. */
  scraped: ScrapeResult | null;
}

/** What the send decided besides the findings, kept until the sender chooses. */
export interface HeldSend {
  regenerated: boolean;
  scraped?: ScrapeResult | undefined;
}

/**
 * What a held reply stores in dlp_hold: the findings, whether it is a regeneration, and the pages its
 * send fetched (with the send's own URL-detection setting applied).
 */
export function heldState(detail: DlpDetail, send: HeldSend): Record<string, unknown> {
  return {
    ...detail,
    ...(send.regenerated ? { regenerated: true } : {}),
    ...(send.scraped !== undefined ? { scraped: send.scraped } : {}),
  };
}

export function readHeldReply(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<HeldReply | undefined> {
  return maybeOne<HeldReply>(
    db,
    `SELECT dlp_hold - 'regenerated' - 'scraped' AS detail, parameters, dlp_hold -> 'scraped' AS scraped,
            COALESCE((dlp_hold ->> 'regenerated')::boolean, false) AS regenerated FROM messages
     WHERE account_id = $1 AND id = $2 AND status = 'held' AND dlp_hold IS NOT NULL`,
    [accountId, messageId],
  );
}

/** Held → streaming, once: of two choices made at the same time only one starts the reply. */
export async function releaseHeldReply(
  db: Queryable,
  accountId: number,
  messageId: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE messages SET status = 'streaming', dlp_hold = NULL, heartbeat_at = now()
     WHERE account_id = $1 AND id = $2 AND status = 'held' RETURNING id`,
    [accountId, messageId],
  );
  return rows.length === 1;
}

export async function setWorkspaceDlpMode(
  db: Queryable,
  subdomain: string,
  mode: "WARN" | "BLOCK",
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "UPDATE accounts SET dlp_mode = $2, updated_at = now() WHERE subdomain = $1 RETURNING id",
    [subdomain, mode],
  );
  return rows.length === 1;
}

/**
 * Names a conversation that still has its automatic name (nobody renamed it); it stays automatic, so
 * a title from the model may still replace it.
 */
export async function renameAutoNamed(
  db: Queryable,
  accountId: number,
  conversationId: number,
  name: string,
): Promise<void> {
  await db.query("UPDATE conversations SET name = $3 WHERE account_id = $1 AND id = $2 AND name_is_auto", [
    accountId,
    conversationId,
    name,
  ]);
}

/** Marks messages as sent anonymized: snapshots and exports show them anonymized (as-sent.ts). */
export async function markAnonymized(db: Queryable, accountId: number, messageIds: number[]): Promise<void> {
  await db.query(
    `UPDATE messages SET dlp_anonymized = true
     WHERE account_id = $1 AND id IN (SELECT jsonb_array_elements_text($2::jsonb)::integer)`,
    [accountId, JSON.stringify(messageIds)],
  );
}

/** The conversation's messages that were sent anonymized. */
export async function anonymizedMessageIds(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM messages WHERE account_id = $1 AND conversation_id = $2 AND dlp_anonymized",
    [accountId, conversationId],
  );
  return new Set(rows.map((row) => row.id));
}
