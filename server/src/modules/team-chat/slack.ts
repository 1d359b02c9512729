// The Slack side of the team chat share, through @slack/web-api: the OAuth v2 consent URL and code
// exchange, the channel list, posting and deleting the link message. The base URL is configuration
// (PARLEY_SLACK_API_URL), so tests talk to a loopback fake; no retries, so a failure shows at once.
import { LogLevel, WebAPIPlatformError, WebClient } from "@slack/web-api";
import type { Logger } from "@slack/web-api";
import type { TeamChatChannel } from "@parley/shared-contracts/api/team-chat";
import type { SlackConfig } from "../../config.ts";

/** Read channels (public and private the bot is in) and post to them. */
export const SLACK_BOT_SCOPES = ["channels:read", "groups:read", "chat:write"] as const;

/** Channels read at most (5 pages of 200): a picker longer than that needs a search, not a list. */
const MAX_CHANNEL_PAGES = 5;
const TIMEOUT_MS = 10_000;

export interface SlackInstall {
  teamId: string;
  teamName: string;
  botUserId: string;
  botToken: string;
}

/** Slack answered `ok: false`; `error` is Slack's code (`not_in_channel`, `invalid_auth`, …). */
export class SlackRefusal extends Error {
  override name = "SlackRefusal";
  readonly error: string;
  constructor(error: string) {
    super(`Slack refused: ${error}`);
    this.error = error;
  }
}

/** Errors that mean the bot token is no longer any good: the installation is gone. */
export const DEAD_TOKEN_ERRORS: ReadonlySet<string> = new Set([
  "invalid_auth",
  "not_authed",
  "token_revoked",
  "token_expired",
  "account_inactive",
  "team_disabled",
]);

export interface SlackApi {
  authorizationUrl(redirectUri: string, state: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<SlackInstall>;
  listChannels(botToken: string): Promise<TeamChatChannel[]>;
  /** Posts and answers the message's ts. */
  postMessage(botToken: string, channel: string, text: string): Promise<string | undefined>;
  deleteMessage(botToken: string, channel: string, ts: string): Promise<void>;
}

/** The library's log lines go to the server's logger at debug level. */
function quietLogger(log: (message: string) => void): Logger {
  let level = LogLevel.ERROR;
  const write = (...parts: unknown[]) => log(parts.map(String).join(" "));
  return {
    debug: () => undefined,
    info: () => undefined,
    warn: write,
    error: write,
    setLevel: (next) => (level = next),
    getLevel: () => level,
    setName: () => undefined,
  };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WebAPIPlatformError) throw new SlackRefusal(error.data.error);
    throw error;
  }
}

export function createSlackApi(config: SlackConfig, log: (message: string) => void): SlackApi {
  const client = (token?: string) =>
    new WebClient(token, {
      slackApiUrl: config.apiUrl,
      retryConfig: { retries: 0 },
      rejectRateLimitedCalls: true,
      timeout: TIMEOUT_MS,
      allowAbsoluteUrls: false,
      logger: quietLogger(log),
    });
  return {
    authorizationUrl(redirectUri, state) {
      // Slack's consent page sits beside the Web API: https://slack.com/oauth/v2/authorize.
      const url = new URL("../oauth/v2/authorize", config.apiUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        scope: SLACK_BOT_SCOPES.join(","),
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      const answer = await call(() =>
        client().oauth.v2.access({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
      );
      const { access_token: botToken, bot_user_id: botUserId, team } = answer;
      if (!botToken || !botUserId || !team?.id) throw new SlackRefusal("incomplete_oauth_answer");
      return { teamId: team.id, teamName: team.name ?? team.id, botUserId, botToken };
    },

    async listChannels(botToken) {
      const slack = client(botToken);
      const channels: TeamChatChannel[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_CHANNEL_PAGES; page++) {
        const answer = await call(() =>
          slack.conversations.list({
            types: "public_channel,private_channel",
            exclude_archived: true,
            limit: 200,
            ...(cursor ? { cursor } : {}),
          }),
        );
        for (const channel of answer.channels ?? [])
          if (channel.id && channel.name)
            channels.push({ id: channel.id, name: channel.name, is_private: channel.is_private === true });
        cursor = answer.response_metadata?.next_cursor || undefined;
        if (!cursor) break;
      }
      return channels.sort((a, b) => a.name.localeCompare(b.name));
    },

    async postMessage(botToken, channel, text) {
      const answer = await call(() =>
        client(botToken).chat.postMessage({ channel, text, unfurl_links: false, unfurl_media: false }),
      );
      return answer.ts;
    },

    async deleteMessage(botToken, channel, ts) {
      await call(() => client(botToken).chat.delete({ channel, ts }));
    },
  };
}
