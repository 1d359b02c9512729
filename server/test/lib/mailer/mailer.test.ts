import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { loadConfig } from "../../../src/config.ts";
import { createMailer, shouldDeliver } from "../../../src/lib/mailer/mailer.ts";
import type { OutgoingMail } from "../../../src/lib/mailer/mailer.ts";

const smtpConfig = (env: Record<string, string>) =>
  loadConfig({ PARLEY_SMTP_FROM: "Parley <mail@parley.test>", ...env }).smtp;

function mail(kind: OutgoingMail["kind"], email: string, isEmailUnsubscribed: boolean): OutgoingMail {
  return {
    kind,
    to: { email, name: "Zoë Ünicode", isEmailUnsubscribed },
    subject: `Grüße ${kind} ✓`,
    text: `Hallo ${email}\nZeile zwei — ok`,
  };
}

describe("mailer", () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  it("skips notifications to unsubscribed members, never transactional mails", () => {
    expect(shouldDeliver(mail("notification", "a@x.test", true))).toBe(false);
    expect(shouldDeliver(mail("notification", "a@x.test", false))).toBe(true);
    expect(shouldDeliver(mail("transactional", "a@x.test", true))).toBe(true);
  });

  it("delivers over SMTP (PARLEY_SMTP_URL) and honours is_email_unsubscribed for notifications", async () => {
    const mailer = createMailer(smtpConfig({ PARLEY_SMTP_URL: smtp.url }), { info: () => undefined });
    expect(mailer.mode).toBe("smtp");
    try {
      expect(await mailer.send(mail("notification", "out@x.test", true))).toBe("skipped_unsubscribed");
      expect(await mailer.send(mail("notification", "in@x.test", false))).toBe("sent");
      expect(await mailer.send(mail("transactional", "out@x.test", true))).toBe("sent");
    } finally {
      mailer.close();
    }
    expect(smtp.to("in@x.test").map((m) => m.subject)).toEqual(["Grüße notification ✓"]);
    const [reset] = smtp.to("out@x.test");
    expect(smtp.to("out@x.test")).toHaveLength(1);
    expect(reset?.subject).toBe("Grüße transactional ✓");
    expect(reset?.text).toBe("Hallo out@x.test\nZeile zwei — ok");
    expect(reset?.envelopeFrom).toBe("mail@parley.test");
    expect(reset?.headers.get("to")).toContain("<out@x.test>");
  });

  it("delivers with host, port and login settings", async () => {
    const config = smtpConfig({
      PARLEY_SMTP_HOST: "127.0.0.1",
      PARLEY_SMTP_PORT: String(smtp.port),
      PARLEY_SMTP_USER: "mailer",
      PARLEY_SMTP_PASS: "secret",
    });
    const mailer = createMailer(config, { info: () => undefined });
    try {
      expect(await mailer.send(mail("transactional", "host@x.test", false))).toBe("sent");
    } finally {
      mailer.close();
    }
    expect(smtp.to("host@x.test")).toHaveLength(1);
  });

  it("writes the mail to the log when no SMTP server is configured", async () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const mailer = createMailer(smtpConfig({}), {
      info: (fields, message) => lines.push({ fields, message }),
    });
    expect(mailer.mode).toBe("log");
    expect(await mailer.send(mail("transactional", "log@x.test", false))).toBe("logged");
    expect(await mailer.send(mail("notification", "quiet@x.test", true))).toBe("skipped_unsubscribed");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toMatch(/no SMTP server configured/);
    expect(lines[0]?.fields).toEqual({
      mail: {
        kind: "transactional",
        to: "log@x.test",
        subject: "Grüße transactional ✓",
        text: "Hallo log@x.test\nZeile zwei — ok",
      },
    });
  });
});
