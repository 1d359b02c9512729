// The workspace's Slack installation (bot token sealed), its OAuth states and the conversations'
// shares. Every statement is scoped by the account id.
import type { TeamChatShare } from "@parley/shared-contracts/api/team-chat";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";

export interface InstallationRow {
  team_id: string;
  team_name: string;
  bot_user_id: string;
  bot_token_sealed: string;
}

export function findInstallation(db: Queryable, accountId: number): Promise<InstallationRow | undefined> {
  return maybeOne<InstallationRow>(
    db,
    `SELECT team_id, team_name, bot_user_id, bot_token_sealed FROM team_chat_installations
     WHERE account_id = $1`,
    [accountId],
  );
}

/** Installs, or replaces an earlier installation (a new token, perhaps another Slack workspace). */
export async function saveInstallation(
  db: Queryable,
  accountId: number,
  memberId: number,
  install: { teamId: string; teamName: string; botUserId: string; botTokenSealed: string },
): Promise<void> {
  await db.query(
    `INSERT INTO team_chat_installations (account_id, team_id, team_name, bot_user_id, bot_token_sealed, installed_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id) DO UPDATE SET team_id = EXCLUDED.team_id, team_name = EXCLUDED.team_name,
       bot_user_id = EXCLUDED.bot_user_id, bot_token_sealed = EXCLUDED.bot_token_sealed,
       installed_by = EXCLUDED.installed_by, installed_at = now()`,
    [accountId, install.teamId, install.teamName, install.botUserId, install.botTokenSealed, memberId],
  );
}

/** Forgets an installation whose token Slack no longer takes; its shares go with it. */
export async function deleteInstallation(db: Queryable, accountId: number): Promise<void> {
  await db.query("DELETE FROM team_chat_shares WHERE account_id = $1", [accountId]);
  await db.query("DELETE FROM team_chat_installations WHERE account_id = $1", [accountId]);
}

export async function saveOauthState(
  db: Queryable,
  accountId: number,
  memberId: number,
  stateHash: string,
  returnPath: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO team_chat_oauth_states (state_hash, account_id, member_id, return_path, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [stateHash, accountId, memberId, returnPath, ttlSeconds],
  );
}

/** Takes a state once (deleted as it is read); undefined when unknown, used or expired. */
export function takeOauthState(
  db: Queryable,
  accountId: number,
  stateHash: string,
): Promise<{ member_id: number; return_path: string } | undefined> {
  return maybeOne(
    db,
    `DELETE FROM team_chat_oauth_states WHERE state_hash = $1 AND account_id = $2 AND expires_at > now()
     RETURNING member_id, return_path`,
    [stateHash, accountId],
  );
}

export interface ShareRow {
  channel_id: string;
  channel_name: string;
  message_ts: string | null;
  shared_at: Date;
}

/**
 * The conversation's share while it is on: the posted link's slug is still the conversation's
 * (collaboration stopped — or stopped and started again — ends it).
 */
export function findLiveShare(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<ShareRow | undefined> {
  return maybeOne<ShareRow>(
    db,
    `SELECT s.channel_id, s.channel_name, s.message_ts, s.shared_at
     FROM team_chat_shares s
     JOIN conversations c ON c.account_id = s.account_id AND c.id = s.conversation_id
     WHERE s.account_id = $1 AND s.conversation_id = $2
       AND c.is_collaborative AND c.collaboration_slug = s.collaboration_slug`,
    [accountId, conversationId],
  );
}

export async function saveShare(
  db: Queryable,
  accountId: number,
  conversationId: number,
  share: { channelId: string; channelName: string; slug: string; messageTs: string | null; sharedBy: number },
): Promise<ShareRow> {
  const row = await maybeOne<ShareRow>(
    db,
    `INSERT INTO team_chat_shares
       (account_id, conversation_id, channel_id, channel_name, collaboration_slug, message_ts, shared_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (account_id, conversation_id) DO UPDATE SET channel_id = EXCLUDED.channel_id,
       channel_name = EXCLUDED.channel_name, collaboration_slug = EXCLUDED.collaboration_slug,
       message_ts = EXCLUDED.message_ts, shared_by = EXCLUDED.shared_by, shared_at = now()
     RETURNING channel_id, channel_name, message_ts, shared_at`,
    [
      accountId,
      conversationId,
      share.channelId,
      share.channelName,
      share.slug,
      share.messageTs,
      share.sharedBy,
    ],
  );
  if (row === undefined) throw new Error("share not saved");
  return row;
}

/** Ends the share; answers the removed row when there was one still on. */
export async function deleteShare(
  db: Queryable,
  accountId: number,
  conversationId: number,
): Promise<ShareRow | undefined> {
  const live = await findLiveShare(db, accountId, conversationId);
  await db.query("DELETE FROM team_chat_shares WHERE account_id = $1 AND conversation_id = $2", [
    accountId,
    conversationId,
  ]);
  return live;
}

export function toShare(row: ShareRow): TeamChatShare {
  return {
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    shared_at: row.shared_at.toISOString(),
  };
}
