// Slack on loopback for tests: the OAuth v2 consent page (an Allow button that goes back with a
// code), the Web API methods the team chat share uses (oauth.v2.access, auth.test,
// conversations.list, chat.postMessage, chat.delete) with Slack's `{ok, error}` answers, and a
// test door (/_fake/…) that reports what was posted, across processes (the e2e set-up runs it).
// Channels: #general and #leadership (private) have the bot in them; #random does not, so a post
// there answers not_in_channel.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_SLACK_CLIENT_ID = "parley-slack-client";
export const FAKE_SLACK_CLIENT_SECRET = "parley-slack-secret";
export const FAKE_SLACK_TEAM = { id: "T0PARLEY", name: "Parley Test Slack" } as const;
const BOT_USER_ID = "U0PARLEYBOT";

export interface FakeSlackChannel {
  id: string;
  name: string;
  is_private: boolean;
  /** The bot was invited: it may post there. */
  botIsMember: boolean;
}

export const FAKE_SLACK_CHANNELS: readonly FakeSlackChannel[] = [
  { id: "C0GENERAL", name: "general", is_private: false, botIsMember: true },
  { id: "C0RANDOM", name: "random", is_private: false, botIsMember: false },
  { id: "G0LEADERS", name: "leadership", is_private: true, botIsMember: true },
];

export interface FakeSlackMessage {
  channel: string;
  text: string;
  ts: string;
  deleted: boolean;
}

export interface FakeSlack {
  /** Base URL of the Web API (PARLEY_SLACK_API_URL), ending in `/api/`. */
  apiUrl: string;
  origin: string;
  /** Web API methods called, in order (`chat.postMessage`, …). */
  calls: string[];
  messages: FakeSlackMessage[];
  /** Forgets every token it gave (the app was uninstalled in Slack). */
  revokeTokens(): void;
  reset(): void;
  stop(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if ((req.headers["content-type"] ?? "").includes("application/json")) {
        try {
          const parsed = JSON.parse(body) as Record<string, unknown>;
          return resolve(Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)])));
        } catch {
          return resolve({});
        }
      }
      resolve(Object.fromEntries(new URLSearchParams(body)));
    });
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(query: URLSearchParams): string {
  const hidden = ["client_id", "scope", "redirect_uri", "state"]
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? "")}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slack: allow Parley</title></head>
<body><main><h1>Parley is requesting permission to access the ${escapeHtml(FAKE_SLACK_TEAM.name)} workspace</h1>
<p>Scopes: ${escapeHtml(query.get("scope") ?? "")}</p>
<form method="get" action="/oauth/v2/approve">${hidden}<button type="submit">Allow</button></form>
<form method="get" action="/oauth/v2/approve">${hidden}<input type="hidden" name="deny" value="1"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

export async function startFakeSlack(options: { port?: number } = {}): Promise<FakeSlack> {
  const codes = new Map<string, string>(); // code → redirect_uri
  const tokens = new Set<string>();
  const calls: string[] = [];
  const messages: FakeSlackMessage[] = [];
  let tsCounter = 0;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    if (req.method === "GET" && url.pathname === "/oauth/v2/authorize") {
      if (url.searchParams.get("client_id") !== FAKE_SLACK_CLIENT_ID || !url.searchParams.get("redirect_uri"))
        return json(res, 400, { ok: false, error: "invalid_client_id" });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(consentPage(url.searchParams));
    }
    if (req.method === "GET" && url.pathname === "/oauth/v2/approve") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      if (url.searchParams.get("deny")) back.searchParams.set("error", "access_denied");
      else {
        const code = `code-${randomBytes(8).toString("hex")}`;
        codes.set(code, back.origin + back.pathname);
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/_fake/messages") return json(res, 200, { messages, calls });
    if (req.method === "POST" && url.pathname === "/_fake/reset") {
      messages.length = 0;
      calls.length = 0;
      return json(res, 200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/_fake/revoke") {
      tokens.clear();
      return json(res, 200, { ok: true });
    }
    const method = /^\/api\/([\w.]+)$/.exec(url.pathname)?.[1];
    if (req.method !== "POST" || method === undefined)
      return json(res, 404, { ok: false, error: "unknown_method" });
    void readBody(req).then((body) => {
      calls.push(method);
      if (method === "oauth.v2.access") {
        const basic = (req.headers.authorization ?? "").replace(/^Basic /, "");
        const [basicId, basicSecret] = Buffer.from(basic, "base64").toString().split(":");
        const clientOk =
          (body.client_id ?? basicId) === FAKE_SLACK_CLIENT_ID &&
          (body.client_secret ?? basicSecret) === FAKE_SLACK_CLIENT_SECRET;
        if (!clientOk) return json(res, 200, { ok: false, error: "invalid_client" });
        const redirect = codes.get(body.code ?? "");
        if (redirect === undefined || redirect !== body.redirect_uri)
          return json(res, 200, { ok: false, error: "invalid_code" });
        codes.delete(body.code ?? "");
        const token = `xoxb-fake-${randomBytes(12).toString("hex")}`;
        tokens.add(token);
        return json(res, 200, {
          ok: true,
          access_token: token,
          token_type: "bot",
          scope: "channels:read,groups:read,chat:write",
          bot_user_id: BOT_USER_ID,
          app_id: "A0PARLEY",
          team: FAKE_SLACK_TEAM,
          authed_user: { id: "U0INSTALLER" },
        });
      }
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "") || (body.token ?? "");
      if (!tokens.has(token)) return json(res, 200, { ok: false, error: "invalid_auth" });
      switch (method) {
        case "auth.test":
          return json(res, 200, {
            ok: true,
            team: FAKE_SLACK_TEAM.name,
            team_id: FAKE_SLACK_TEAM.id,
            user_id: BOT_USER_ID,
            bot_id: "B0PARLEY",
          });
        case "conversations.list": {
          const types = (body.types ?? "public_channel").split(",");
          const channels = FAKE_SLACK_CHANNELS.filter(
            (c) =>
              types.includes(c.is_private ? "private_channel" : "public_channel") &&
              (!c.is_private || c.botIsMember),
          ).map((c) => ({ id: c.id, name: c.name, is_private: c.is_private, is_member: c.botIsMember }));
          return json(res, 200, { ok: true, channels, response_metadata: { next_cursor: "" } });
        }
        case "chat.postMessage": {
          const channel = FAKE_SLACK_CHANNELS.find((c) => c.id === body.channel || c.name === body.channel);
          if (channel === undefined) return json(res, 200, { ok: false, error: "channel_not_found" });
          if (!channel.botIsMember) return json(res, 200, { ok: false, error: "not_in_channel" });
          const ts = `${Math.floor(Date.now() / 1000)}.${String(++tsCounter).padStart(6, "0")}`;
          messages.push({ channel: channel.id, text: body.text ?? "", ts, deleted: false });
          return json(res, 200, { ok: true, channel: channel.id, ts, message: { text: body.text, ts } });
        }
        case "chat.delete": {
          const message = messages.find((m) => m.channel === body.channel && m.ts === body.ts);
          if (message === undefined) return json(res, 200, { ok: false, error: "message_not_found" });
          message.deleted = true;
          return json(res, 200, { ok: true, channel: message.channel, ts: message.ts });
        }
        default:
          return json(res, 200, { ok: false, error: "unknown_method" });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/api/`,
    origin,
    calls,
    messages,
    revokeTokens: () => tokens.clear(),
    reset: () => {
      messages.length = 0;
      calls.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
