import { createServer } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkspace } from "../../../src/modules/accounts/service.ts";
import { createMember } from "../../../src/modules/members/service.ts";
import { createClient } from "../../helpers/client.ts";
import { ACME, GLOBEX } from "../../helpers/test-app.ts";
import { FORGOT, startResetHarness, tokenOf } from "./harness.ts";
import type { ResetHarness } from "./harness.ts";

describe("forgot password", () => {
  let h: ResetHarness;
  beforeAll(async () => {
    h = await startResetHarness();
    const initech = await createWorkspace(h.t.database.db, {
      subdomain: "initech",
      name: "Initech",
      signInOptions: ["google"],
    });
    await createMember(h.t.database.db, initech.id, {
      email: "peter@initech.test",
      name: "Peter",
      password: "initech-peter-password",
    });
  });
  afterAll(() => h.close());

  it("mails a single-use link to the tenant's update-password page, in the requester's language", async () => {
    const client = await h.client(ACME.host);
    const res = await h.forgot(client, "  Owner@ACME.test ", { "accept-language": "fr-CH, en;q=0.5" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: "success", errors: [], data: null });
    const mail = await h.mailTo(ACME.email);
    expect(mail.envelopeFrom).toBe("no-reply@parley.test");
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Parley");
    expect(mail.headers.get("content-language")).toBe("fr");
    expect(mail.text).toContain("Bonjour");
    expect(mail.text).toContain("expire dans 60 minutes");
    expect(mail.text).toMatch(/^http:\/\/acme\.localhost:8080\/password\/change\?token=[\w-]{43}$/m);
    expect(mail.html).toContain(`href="http://acme.localhost:8080/password/change?token=${tokenOf(mail)}"`);
    // Only the hash is stored.
    const rows = await h.t.database.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM one_time_tokens WHERE kind = 'password_reset'",
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(mail));
    expect(rows).toHaveLength(1);
    const check = await client.get(`/api/v1/authentication/token-verification/${tokenOf(mail)}/`);
    expect(check.json()).toEqual({ ok: true });
  });

  it("builds the link from the configuration, never from the request's Host port", async () => {
    const forged = createClient(h.t.app, "globex.localhost:6666");
    await forged.get("/api/v1/accounts/globex");
    const already = h.smtp.to(GLOBEX.email).length;
    expect((await h.forgot(forged, GLOBEX.email)).statusCode).toBe(200);
    const mail = await h.mailTo(GLOBEX.email, already);
    expect(mail.text).toContain("http://globex.localhost:8080/password/change?token=");
    expect(mail.text).not.toContain("6666");
  });

  it("answers an unknown address exactly like a member's, and mails nothing", async () => {
    const client = await h.client(ACME.host);
    const before = h.smtp.mails.length;
    const already = h.smtp.to(ACME.email).length;
    const mark = h.logs.length;
    const unknown = await h.forgot(client, "nobody@acme.test");
    const known = await h.forgot(client, ACME.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headerNames = (r: typeof known) =>
      Object.keys(r.headers)
        .filter((n) => n !== "date")
        .sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    await h.waitForLog("password reset requested for an unknown address", mark);
    await h.mailTo(ACME.email, already);
    expect(h.smtp.mails.slice(before).flatMap((m) => m.envelopeTo)).toEqual([ACME.email]);
  });

  // Builds a second app: give it time on a busy machine.
  it("answers before any mail work: a stalled SMTP server does not delay the reply", async () => {
    // Accepts connections and never greets, so the mail stays in flight until the sockets close.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const stalled = await startResetHarness({ PARLEY_SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const client = await stalled.client(ACME.host);
      const res = await stalled.forgot(client, ACME.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ type: "success", errors: [], data: null });
      await vi.waitFor(() => expect(sockets.size).toBe(1));
      expect(stalled.logs.some((line) => line.msg === "password reset mail")).toBe(false);
      for (const socket of sockets) socket.destroy();
      // The failure is logged, never shown to the requester.
      await stalled.waitForLog("password reset mail failed");
    } finally {
      await stalled.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 90_000);

  it("accepts form-encoded and JSON bodies too and rejects an invalid address", async () => {
    const client = await h.client(ACME.host);
    const form = await client.post(FORGOT, { form: { email: "someone@acme.test", captcha: "" } });
    expect(form.statusCode).toBe(200);
    const json = await client.post(FORGOT, { json: { email: "someone-else@acme.test" } });
    expect(json.statusCode).toBe(200);
    const bad = await h.forgot(client, "not-an-address", { "accept-language": "de" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      type: "validation_error",
      errors: ["Ungültige E-Mail-Adresse"],
      data: null,
    });
  });

  it("requires the CSRF header", async () => {
    const client = await h.client(ACME.host);
    const res = await client.post(FORGOT, { form: { email: ACME.email }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("csrf_failed");
  });

  it("is refused on the server when the workspace has password sign-in off", async () => {
    const client = await h.client("initech.localhost");
    const before = h.smtp.mails.length;
    const forgot = await h.forgot(client, "peter@initech.test");
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json()).toMatchObject({ type: "password_disabled", data: null });
    expect(forgot.json().errors[0]).toMatch(/^Password login is currently disabled/);
    const reset = await h.reset(client, {
      password: "a-fine-new-password",
      password_confirm: "a-fine-new-password",
      token: "x",
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().type).toBe("password_disabled");
    expect(h.smtp.mails.length).toBe(before);
  });

  it("looks the address up in the host's workspace only, and a link works only there", async () => {
    const globex = await h.client(GLOBEX.host);
    const globexMails = h.smtp.to(GLOBEX.email).length;
    const mark = h.logs.length;
    const res = await h.forgot(globex, ACME.email);
    expect(res.statusCode).toBe(200);
    await h.waitForLog("password reset requested for an unknown address", mark);
    const acme = await h.client(ACME.host);
    const already = h.smtp.to(ACME.email).length;
    await h.forgot(acme, ACME.email);
    const token = tokenOf(await h.mailTo(ACME.email, already));
    expect((await globex.get(`/api/v1/authentication/token-verification/${token}/`)).json()).toEqual({
      ok: false,
    });
    const reset = await h.reset(globex, {
      password: "globex-side-password",
      password_confirm: "globex-side-password",
      token,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().type).toBe("invalid_token");
    expect(h.smtp.to(GLOBEX.email)).toHaveLength(globexMails);
  });

  it("sends the reset mail even to a member who unsubscribed from e-mails (transactional)", async () => {
    await h.t.database.db.query("UPDATE members SET is_email_unsubscribed = true WHERE email = $1", [
      GLOBEX.email,
    ]);
    const globex = await h.client(GLOBEX.host);
    await h.forgot(globex, GLOBEX.email);
    const mail = await h.mailTo(GLOBEX.email);
    expect(mail.subject).toBe("Reset your Parley password");
  });
});

// Its own workspace budget: the form's checks above use most of the per-address allowance.
describe("forgot password as a multipart form", () => {
  let h: ResetHarness;
  beforeAll(async () => {
    h = await startResetHarness();
  });
  afterAll(() => h.close());

  it("reads the multipart form's fields and ignores a file part", async () => {
    const client = await h.client(ACME.host);
    const res = await client.post(FORGOT, {
      multipart: { email: "nobody@acme.test", attachment: { filename: "a.txt", content: "hello" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "success", errors: [], data: null });
    const bad = await client.post(FORGOT, { multipart: { email: "not-an-address" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ type: "validation_error", data: null });
  });
});
