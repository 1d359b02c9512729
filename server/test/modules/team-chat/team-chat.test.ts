// Team chat share over HTTP against the loopback Slack fake: the flag (plan flag and Slack
// configured), installing the app through OAuth v2 (state single-use, bot token sealed at rest),
// the channels, sharing (collaboration turned on, the link posted), not_in_channel, ending the
// share, roles (only the owner shares; only owners and admins install) and other workspaces (404).
import type { TeamChatChannels } from "@parley/shared-contracts/api/team-chat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_SLACK_CLIENT_ID,
  FAKE_SLACK_CLIENT_SECRET,
  startFakeSlack,
  type FakeSlack,
} from "@parley/test-fakes/slack-server";
import { parseOpsArgs } from "../../../src/cli/parse-command.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { accountId, send, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const BASE = "/api/v1/integrations/slack";
let slack: FakeSlack;
let t: TestApp;
let owner: Client;
let colleague: Client;
let globex: Client;
let conversationId = 0;

/** `npm run ops -- workspace feature <subdomain> team_chat_share on|off`. */
async function setFlag(subdomain: string, on: boolean) {
  const command = parseOpsArgs(["workspace", "feature", subdomain, "team_chat_share", on ? "on" : "off"]);
  const out = await runOpsCommand(
    {
      db: t.database.db,
      catalog: createRemoteCatalog(t.config.distDir, () => {}),
      onChange: () => {
        t.app.tenants.invalidate();
        t.app.auth.sessions.clear();
      },
    },
    command as OpsCommand,
  );
  expect(out).toEqual([`Feature team_chat_share of ${subdomain}: ${on ? "on" : "off"}`]);
}

const channels = (client: Client, id = conversationId) => client.get(`${BASE}/channels/?conversation=${id}`);

/** Runs the consent in the fake Slack and brings its redirect back to the app's callback. */
async function install(client: Client, returnPath: string): Promise<string> {
  const add = await client.post(`${BASE}/add/`, { json: { redirect_uri: returnPath } });
  expect(add.statusCode, add.body).toBe(200);
  const consent = new URL(add.json<{ authorization_url: string }>().authorization_url);
  consent.pathname = "/oauth/v2/approve";
  const approved = await fetch(consent, { redirect: "manual" });
  const back = new URL(approved.headers.get("location") ?? "");
  const callback = await client.get(back.pathname + back.search);
  expect(callback.statusCode).toBe(303);
  return callback.headers.location as string;
}

beforeAll(async () => {
  slack = await startFakeSlack();
  t = await createTestApp({
    env: {
      PARLEY_SLACK_CLIENT_ID: FAKE_SLACK_CLIENT_ID,
      PARLEY_SLACK_CLIENT_SECRET: FAKE_SLACK_CLIENT_SECRET,
      PARLEY_SLACK_API_URL: slack.apiUrl,
    },
  });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  colleague = (await signedInMember(t.app, t.database.db, "cole@acme.test")).client;
  globex = createClient(t.app, GLOBEX.host);
  await globex.login(GLOBEX.email, GLOBEX.password);
  conversationId = (await send(owner, { message: "Quarterly plan <draft>", non_ai: "true" })).conversation_id;
});
afterAll(async () => {
  await t.close();
  await slack.stop();
});

describe("the team_chat_share flag", () => {
  it("is off, and every endpoint refuses, until the plan has it", async () => {
    const features = await owner.get("/api/v1/payments/features/");
    expect(features.json().features.team_chat_share).toBe(false);
    const refused = await channels(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("feature_disabled");
    expect((await owner.post(`${BASE}/add/`, { json: { redirect_uri: "/" } })).statusCode).toBe(403);
    expect(
      (await owner.post(`${BASE}/link/${conversationId}/`, { json: { channel_name: "general" } })).statusCode,
    ).toBe(403);

    await setFlag("acme", true);
    expect((await owner.get("/api/v1/payments/features/")).json().features.team_chat_share).toBe(true);
  });
});

describe("installing the Slack app", () => {
  it("is not installed at first; only owners and admins may add it", async () => {
    const before = await channels(owner);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      integration_name: "Slack",
      installed: false,
      can_install: true,
      team_name: null,
      channels: [],
      share: null,
    } satisfies TeamChatChannels);
    expect((await channels(colleague)).statusCode).toBe(404); // not a participant yet
    const refused = await colleague.post(`${BASE}/add/`, { json: { redirect_uri: "/" } });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses a redirect_uri of another site", async () => {
    const res = await owner.post(`${BASE}/add/`, { json: { redirect_uri: "https://evil.example/" } });
    expect(res.statusCode).toBe(400);
  });

  it("sends the browser to Slack's consent and stores the bot token sealed", async () => {
    const add = await owner.post(`${BASE}/add/`, { json: { redirect_uri: "/x" } });
    const url = new URL(add.json<{ authorization_url: string }>().authorization_url);
    expect(url.origin + url.pathname).toBe(`${slack.origin}/oauth/v2/authorize`);
    expect(url.searchParams.get("client_id")).toBe(FAKE_SLACK_CLIENT_ID);
    expect(url.searchParams.get("scope")).toBe("channels:read,groups:read,chat:write");
    expect(url.searchParams.get("redirect_uri")).toBe(`http://${ACME.host}${BASE}/callback/`);

    const landed = await install(owner, `/conversations/${conversationId}`);
    expect(landed).toBe(`/conversations/${conversationId}?team_chat=connected`);
    expect(slack.calls).toContain("oauth.v2.access");

    const [row] = await t.database.db.query<{ bot_token_sealed: string; team_name: string }>(
      "SELECT bot_token_sealed, team_name FROM team_chat_installations WHERE account_id = $1",
      [await accountId(t.database.db, "acme")],
    );
    expect(row?.team_name).toBe("Parley Test Slack");
    expect(row?.bot_token_sealed).toMatch(/^v1:/);
    expect(row?.bot_token_sealed).not.toContain("xoxb");
  });

  it("refuses a state of acme brought back to another workspace's callback", async () => {
    const add = await owner.post(`${BASE}/add/`, { json: { redirect_uri: "/z" } });
    const consent = new URL(add.json<{ authorization_url: string }>().authorization_url);
    consent.pathname = "/oauth/v2/approve";
    const back = new URL((await fetch(consent, { redirect: "manual" })).headers.get("location") ?? "");
    const elsewhere = await globex.get(back.pathname + back.search);
    expect(elsewhere.headers.location).toBe("/?team_chat=failed");
    expect(slack.calls.filter((c) => c === "oauth.v2.access")).toHaveLength(1);
  });

  it("refuses the callback of an admin who was made a member meanwhile", async () => {
    const { client: admin, memberId } = await signedInMember(t.app, t.database.db, "adam@acme.test", "admin");
    const add = await admin.post(`${BASE}/add/`, { json: { redirect_uri: "/w" } });
    expect(add.statusCode).toBe(200);
    const consent = new URL(add.json<{ authorization_url: string }>().authorization_url);
    consent.pathname = "/oauth/v2/approve";
    const back = new URL((await fetch(consent, { redirect: "manual" })).headers.get("location") ?? "");
    await t.database.db.query("UPDATE members SET role = 'member' WHERE id = $1", [memberId]);
    expect((await admin.get(back.pathname + back.search)).headers.location).toBe("/w?team_chat=failed");
  });

  it("takes a state once, and a denied consent lands as failed", async () => {
    const add = await owner.post(`${BASE}/add/`, { json: { redirect_uri: "/y" } });
    const consent = new URL(add.json<{ authorization_url: string }>().authorization_url);
    consent.pathname = "/oauth/v2/approve";
    consent.searchParams.set("deny", "1");
    const denied = new URL((await fetch(consent, { redirect: "manual" })).headers.get("location") ?? "");
    const first = await owner.get(denied.pathname + denied.search);
    expect(first.headers.location).toBe("/y?team_chat=failed");
    const again = await owner.get(denied.pathname + denied.search);
    expect(again.headers.location).toBe("/?team_chat=failed");
  });
});

describe("sharing a conversation", () => {
  it("lists the Slack workspace's channels, private ones marked", async () => {
    const res = await channels(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<TeamChatChannels>();
    expect(body).toMatchObject({ installed: true, team_name: "Parley Test Slack", share: null });
    expect(body.channels).toEqual([
      { id: "C0GENERAL", name: "general", is_private: false },
      { id: "G0LEADERS", name: "leadership", is_private: true },
      { id: "C0RANDOM", name: "random", is_private: false },
    ]);
  });

  it("turns collaboration on and posts the link the server builds to the channel", async () => {
    const res = await owner.post(`${BASE}/link/${conversationId}/`, {
      json: { channel_name: "general", channel_id: "C0GENERAL", collaboration_url: "https://evil.example/" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const slug = res.json<{ collaboration_slug: string }>().collaboration_slug;
    expect(res.json().share).toMatchObject({ channel_id: "C0GENERAL", channel_name: "general" });
    const conversation = (await owner.get(`/api/v1/conversations/${conversationId}/`)).json();
    expect(conversation).toMatchObject({ is_collaborative: true, collaboration_slug: slug });

    const posted = slack.messages.at(-1);
    expect(posted?.channel).toBe("C0GENERAL");
    expect(posted?.text).toContain(`<http://${ACME.host}/conversation/${slug}>`);
    expect(posted?.text).toContain("Quarterly plan &lt;draft&gt;");
    expect(posted?.text).not.toContain("evil.example");
    expect((await channels(owner)).json().share).toMatchObject({ channel_name: "general" });
  });

  it("finds a channel by name alone (the spec's body)", async () => {
    const other = (await send(owner, { message: "By name", non_ai: "true" })).conversation_id;
    const res = await owner.post(`${BASE}/link/${other}/`, { json: { channel_name: "#leadership" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(slack.messages.at(-1)?.channel).toBe("G0LEADERS");
    const unknown = await owner.post(`${BASE}/link/${other}/`, { json: { channel_name: "nowhere" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("channel_not_found");
  });

  it("answers not_in_channel for a channel the bot is not in, and leaves collaboration off", async () => {
    const other = (await send(owner, { message: "Not yet shared", non_ai: "true" })).conversation_id;
    const posts = slack.messages.length;
    const res = await owner.post(`${BASE}/link/${other}/`, {
      json: { channel_name: "random", channel_id: "C0RANDOM" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("not_in_channel");
    expect(res.json().error.message).toMatch(/Invite it to the channel/);
    expect(slack.messages.length).toBe(posts);
    expect((await owner.get(`/api/v1/conversations/${other}/`)).json().is_collaborative).toBe(false);
    expect((await channels(owner, other)).json().share).toBeNull();
  });
});

describe("roles and workspaces", () => {
  it("lets a collaborator see the share but neither share nor end it", async () => {
    const slug = (await owner.get(`/api/v1/conversations/${conversationId}/`)).json().collaboration_slug;
    await colleague.post("/api/v1/collaboration/join/", { json: { conversation_slug: slug } });
    const seen = await channels(colleague);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ can_install: false, share: { channel_name: "general" } });
    const shared = await colleague.post(`${BASE}/link/${conversationId}/`, {
      json: { channel_name: "general", channel_id: "C0GENERAL" },
    });
    expect(shared.statusCode).toBe(403);
    expect((await colleague.delete(`${BASE}/link/${conversationId}/`)).statusCode).toBe(403);
  });

  it("answers 404 to another workspace and 401 to a signed-out caller", async () => {
    await setFlag("globex", true);
    expect((await channels(globex)).statusCode).toBe(404);
    const link = await globex.post(`${BASE}/link/${conversationId}/`, { json: { channel_name: "general" } });
    expect(link.statusCode).toBe(404);
    expect((await globex.delete(`${BASE}/link/${conversationId}/`)).statusCode).toBe(404);
    expect((await channels(createClient(t.app, ACME.host))).statusCode).toBe(401);
  });
});

describe("ending the share", () => {
  it("removes the share and the bot's post; a second end is 404", async () => {
    const posted = slack.messages.find((m) => m.channel === "C0GENERAL");
    const res = await owner.delete(`${BASE}/link/${conversationId}/`);
    expect(res.statusCode).toBe(204);
    expect(posted?.deleted).toBe(true);
    expect((await channels(owner)).json().share).toBeNull();
    expect((await owner.delete(`${BASE}/link/${conversationId}/`)).statusCode).toBe(404);
  });

  it("ends with collaboration: a stopped collaboration's share is off", async () => {
    await owner.post(`${BASE}/link/${conversationId}/`, { json: { channel_name: "general" } });
    expect((await channels(owner)).json().share).not.toBeNull();
    await owner.post("/api/v1/collaboration/disable/", { json: { conversation_id: conversationId } });
    expect((await channels(owner)).json().share).toBeNull();
  });

  it("forgets an installation whose token Slack revoked", async () => {
    slack.revokeTokens();
    expect((await channels(owner)).json()).toMatchObject({ installed: false, channels: [] });
    const res = await owner.post(`${BASE}/link/${conversationId}/`, { json: { channel_name: "general" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("not_installed");
  });
});
