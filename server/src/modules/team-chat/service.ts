// Team chat share (docs/product/collaboration.md § Team chat share): a workspace installs the Slack
// app (owners and admins); participants see the channels and the conversation's share; only the
// conversation's owner shares (collaboration is turned on when needed, then the link is posted) and
// ends the share. Behind the `team_chat_share` flag, which needs the Slack app configured.
import { TEAM_CHAT_SHARE_FLAG } from "@parley/shared-contracts/api/features";
import {
  NOT_IN_CHANNEL,
  TEAM_CHAT_INTEGRATION_NAME,
  type TeamChatChannel,
  type TeamChatChannels,
  type TeamChatLinkRequest,
  type TeamChatLinkResponse,
} from "@parley/shared-contracts/api/team-chat";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import type { AccountRow } from "../accounts/repository.ts";
import * as collaboration from "../collaboration/service.ts";
import type { CollaborationDeps } from "../collaboration/service.ts";
import { getConversationRow } from "../conversations/service.ts";
import * as repo from "./repository.ts";
import { DEAD_TOKEN_ERRORS, SlackRefusal } from "./slack.ts";
import type { SlackApi } from "./slack.ts";

export interface TeamChatDeps extends CollaborationDeps {
  db: Database;
  secretBox: SecretBox;
  /** Undefined when PARLEY_SLACK_CLIENT_ID/SECRET are not set: the feature is off everywhere. */
  slack: SlackApi | undefined;
  log: (message: string, error: unknown) => void;
}

export interface Caller {
  account: Pick<AccountRow, "id" | "feature_flags">;
  memberId: number;
  memberName: string;
  role: "owner" | "admin" | "member";
}

/** The workspace's flag: its plan has it (`feature_flags.team_chat_share`) and Slack is configured. */
export function teamChatShareEnabled(
  account: Pick<AccountRow, "feature_flags">,
  slackConfigured: boolean,
): boolean {
  return slackConfigured && account.feature_flags[TEAM_CHAT_SHARE_FLAG] === true;
}

function slackOf(deps: TeamChatDeps, caller: Caller): SlackApi {
  if (deps.slack === undefined || !teamChatShareEnabled(caller.account, true))
    throw new HttpError(403, "feature_disabled", "Team chat share is not available in this workspace");
  return deps.slack;
}

const isAdmin = (caller: Caller) => caller.role === "owner" || caller.role === "admin";

export function requireInstaller(deps: TeamChatDeps, caller: Caller): SlackApi {
  const slack = slackOf(deps, caller);
  if (!isAdmin(caller))
    throw new HttpError(403, "forbidden", "Only owners and admins of the workspace can add Slack");
  return slack;
}

const tokenData = (accountId: number) => `team-chat-bot:${accountId}`;

export function sealBotToken(
  deps: Pick<TeamChatDeps, "secretBox">,
  accountId: number,
  token: string,
): string {
  return deps.secretBox.seal(token, tokenData(accountId));
}

async function botToken(deps: TeamChatDeps, accountId: number): Promise<string | undefined> {
  const installation = await repo.findInstallation(deps.db, accountId);
  return installation && deps.secretBox.open(installation.bot_token_sealed, tokenData(accountId));
}

const notInstalled = () =>
  new HttpError(409, "not_installed", "Slack is not added to this workspace. Add it, then try again.");

/** Slack's refusals as the API's errors; a dead token forgets the installation. */
async function slackFailure(deps: TeamChatDeps, accountId: number, error: unknown): Promise<HttpError> {
  if (error instanceof SlackRefusal) {
    if (DEAD_TOKEN_ERRORS.has(error.error)) {
      await repo.deleteInstallation(deps.db, accountId);
      return notInstalled();
    }
    if (error.error === NOT_IN_CHANNEL)
      return new HttpError(
        409,
        NOT_IN_CHANNEL,
        "The Parley app is not in this channel. Invite it to the channel in Slack, then send again.",
      );
    return new HttpError(502, "slack_error", `Slack refused the request (${error.error}).`);
  }
  deps.log("Slack request failed", error);
  return new HttpError(502, "slack_unreachable", "Slack could not be reached. Try again.");
}

async function participantRow(deps: TeamChatDeps, caller: Caller, conversationId: number) {
  return getConversationRow(deps.db, caller.account.id, conversationId, caller.memberId);
}

async function ownerRow(deps: TeamChatDeps, caller: Caller, conversationId: number) {
  const row = await participantRow(deps, caller, conversationId);
  if (row.role !== "owner")
    throw new HttpError(403, "forbidden", "Only the owner can share this conversation to a team chat");
  return row;
}

/** The installation, the channels and the conversation's share, for any participant. */
export async function channelsFor(
  deps: TeamChatDeps,
  caller: Caller,
  conversationId: number,
): Promise<TeamChatChannels> {
  const slack = slackOf(deps, caller);
  await participantRow(deps, caller, conversationId);
  const accountId = caller.account.id;
  const answer: TeamChatChannels = {
    integration_name: TEAM_CHAT_INTEGRATION_NAME,
    installed: false,
    can_install: isAdmin(caller),
    team_name: null,
    channels: [],
    share: null,
  };
  const installation = await repo.findInstallation(deps.db, accountId);
  if (installation === undefined) return answer;
  let channels: TeamChatChannel[];
  try {
    channels = await slack.listChannels(
      deps.secretBox.open(installation.bot_token_sealed, tokenData(accountId)),
    );
  } catch (error) {
    const failure = await slackFailure(deps, accountId, error);
    if (failure.code === "not_installed") return answer;
    throw failure;
  }
  const share = await repo.findLiveShare(deps.db, accountId, conversationId);
  return {
    ...answer,
    installed: true,
    team_name: installation.team_name,
    channels,
    share: share ? repo.toShare(share) : null,
  };
}

/** Slack's mrkdwn: these three characters would start markup. */
const escapeMrkdwn = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Shares: the owner's conversation is opened to colleagues when it is not yet (and closed again if
 * the post fails), its link is posted to the channel, and the share is stored.
 */
export async function share(
  deps: TeamChatDeps,
  caller: Caller,
  conversationId: number,
  request: TeamChatLinkRequest,
  origin: string,
): Promise<TeamChatLinkResponse> {
  const slack = slackOf(deps, caller);
  const row = await ownerRow(deps, caller, conversationId);
  const accountId = caller.account.id;
  const token = await botToken(deps, accountId);
  if (token === undefined) throw notInstalled();
  let channel: TeamChatChannel | undefined;
  try {
    const channels = await slack.listChannels(token);
    channel = request.channel_id
      ? channels.find((c) => c.id === request.channel_id)
      : channels.find((c) => c.name === request.channel_name.replace(/^#/, ""));
  } catch (error) {
    throw await slackFailure(deps, accountId, error);
  }
  if (channel === undefined)
    throw new HttpError(404, "channel_not_found", "That channel was not found in the Slack workspace.");

  const wasOpen = row.is_collaborative && row.collaboration_slug !== null;
  const slug = await collaboration.enable(deps, caller, conversationId);
  const link = `${origin}/conversation/${slug}`;
  const text =
    `${escapeMrkdwn(caller.memberName)} shared the Parley conversation *${escapeMrkdwn(row.name)}*. ` +
    `Join it: <${link}>`;
  let ts: string | undefined;
  try {
    ts = await slack.postMessage(token, channel.id, text);
  } catch (error) {
    if (!wasOpen) await collaboration.disable(deps, caller, conversationId);
    throw await slackFailure(deps, accountId, error);
  }
  const saved = await repo.saveShare(deps.db, accountId, conversationId, {
    channelId: channel.id,
    channelName: channel.name,
    slug,
    messageTs: ts ?? null,
    sharedBy: caller.memberId,
  });
  return { share: repo.toShare(saved), collaboration_slug: slug };
}

/** Ends the share and takes the bot's post with the link out of the channel (best effort). */
export async function endShare(deps: TeamChatDeps, caller: Caller, conversationId: number): Promise<void> {
  const slack = slackOf(deps, caller);
  await ownerRow(deps, caller, conversationId);
  const accountId = caller.account.id;
  const ended = await repo.deleteShare(deps.db, accountId, conversationId);
  if (ended === undefined)
    throw new HttpError(404, "not_shared", "This conversation is not shared to a team chat.");
  const token = await botToken(deps, accountId);
  if (token === undefined || ended.message_ts === null) return;
  try {
    await slack.deleteMessage(token, ended.channel_id, ended.message_ts);
  } catch (error) {
    deps.log("the shared link could not be removed from Slack", error);
  }
}
