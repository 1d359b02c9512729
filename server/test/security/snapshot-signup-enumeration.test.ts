// The share page's "Continue by e-mail" does not tell a visitor whether an address belongs to any
// workspace: a known address and a new one get the same answer, and since everything that depends on
// the address (the lookup, the link, the mail) runs after the answer, the same timing. The owner of a
// known address is told instead, by mail: "A user with this email already exists."
import { createServer } from "node:net";
import type { Server, Socket } from "node:net";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { createClient } from "../helpers/client.ts";
import { send } from "../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const SIGNUP = "/api/v1/authentication/snapshot-signup/";
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function publicSnapshot(t: TestApp): Promise<Snapshot> {
  const owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  const first = await send(owner, { message: "Hello", non_ai: "true" });
  const made = await owner.post(`/api/v1/conversations/${first.conversation_id}/create_snapshot/`, {
    json: { anonymize: "false" },
  });
  const row = made.json<Snapshot>();
  await owner.patch(`/api/v1/conversations/snapshot/${row.id}/`, { json: { is_public: "true" } });
  return row;
}

const signup = (t: TestApp, email: string, uuid: string, language = "en"): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: "POST",
    url: SIGNUP,
    remoteAddress: freshIp(),
    headers: { host: "share.localhost", "content-type": "application/json", "accept-language": language },
    payload: JSON.stringify({ user_email: email, snapshot: uuid }),
  });

/** What a visitor can compare between two answers: status, body and headers (minus per-request ones). */
function visible(res: LightMyRequestResponse, email: string) {
  const { date: _date, "x-request-id": _id, "content-length": _length, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body.replace(JSON.stringify(email), '"<email>"'), headers };
}

describe("with a working mail server", () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let snapshot: Snapshot;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ env: { PARLEY_SMTP_URL: smtp.url } });
    snapshot = await publicSnapshot(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("answers a member's address exactly like a new one", async () => {
    const known = await signup(t, ACME.email, snapshot.uuid);
    const upperCase = await signup(t, GLOBEX.email.toUpperCase(), snapshot.uuid);
    const unknown = await signup(t, "stranger@nowhere.example", snapshot.uuid);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { email: ACME.email } });
    expect(visible(known, ACME.email)).toEqual(visible(unknown, "stranger@nowhere.example"));
    expect(visible(upperCase, GLOBEX.email)).toEqual(visible(unknown, "stranger@nowhere.example"));
  });

  it("tells the owner of a known address by mail, in the visitor's language, with no sign-up link", async () => {
    await signup(t, GLOBEX.email, snapshot.uuid, "fr");
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(GLOBEX.email) && m.text.includes("existe déjà"),
    );
    expect(mail.text).toContain("Un utilisateur avec cette adresse e-mail existe déjà.");
    expect(mail.text).toContain(`/c/${snapshot.uuid}`);
    expect(mail.text).not.toContain("/sign-up/confirm");
    const english = await signup(t, ACME.email, snapshot.uuid);
    expect(english.statusCode).toBe(200);
    const sent = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ACME.email) && m.text.includes("A user with this email already exists."),
    );
    expect(sent.subject).toContain("Parley");
  });

  it("still mails a new address its sign-up link", async () => {
    await signup(t, "newcomer@fresh.example", snapshot.uuid);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes("newcomer@fresh.example"));
    expect(mail.text).toMatch(/\/sign-up\/confirm\?token=/);
  });
});

describe("with a mail server that never answers", () => {
  let t: TestApp;
  let stalled: Server;
  const held: Socket[] = [];
  let snapshot: Snapshot;
  beforeAll(async () => {
    // Accepts connections and says nothing: a mail sent inline would hold the answer.
    stalled = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const address = stalled.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    t = await createTestApp({ env: { PARLEY_SMTP_URL: `smtp://127.0.0.1:${port}` } });
    snapshot = await publicSnapshot(t);
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await t.close();
    await new Promise((resolve) => stalled.close(resolve));
  });

  it("answers both kinds of address at once: no mail or lookup work before the answer", async () => {
    for (const email of [ACME.email, "someone@new.example"]) {
      const started = performance.now();
      const res = await signup(t, email, snapshot.uuid);
      // Generous: the inline mail waited on the server for many seconds.
      expect(performance.now() - started).toBeLessThan(4_000);
      expect(res.statusCode).toBe(200);
    }
  }, 30_000);
});
