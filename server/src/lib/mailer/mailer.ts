// Outgoing e-mail. Two kinds: transactional mails (a password reset the person asked for) always go;
// notifications skip members who unsubscribed (profile is_email_unsubscribed). Delivery is SMTP
// through nodemailer when configured; otherwise (the embedded default) the mail is written to the
// log, so a developer can still follow a reset link.
import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";

export type MailKind = "transactional" | "notification";

export interface MailRecipient {
  email: string;
  name?: string;
  /** The member's opt-out of notification e-mails; transactional mails ignore it. */
  isEmailUnsubscribed: boolean;
}

export interface OutgoingMail {
  kind: MailKind;
  to: MailRecipient;
  subject: string;
  text: string;
  html?: string;
  /** Sets the message's Content-Language (the recipient's interface language). */
  language?: string;
}

export type MailOutcome = "sent" | "logged" | "skipped_unsubscribed";

export interface MailLog {
  info(fields: Record<string, unknown>, message: string): void;
}

export interface Mailer {
  /** "smtp" when a server is configured, "log" otherwise. */
  readonly mode: "smtp" | "log";
  /** Sends (or logs) one mail; rejects when the SMTP server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<MailOutcome>;
  close(): void;
}

/** Whether a recipient gets a mail of this kind at all. */
export function shouldDeliver(mail: Pick<OutgoingMail, "kind" | "to">): boolean {
  return mail.kind === "transactional" || !mail.to.isEmailUnsubscribed;
}

function createTransport(smtp: Config["smtp"]) {
  if (smtp.url !== undefined) return nodemailer.createTransport(smtp.url);
  if (smtp.host === undefined) return undefined;
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    // 465 is implicit TLS; other ports upgrade with STARTTLS when the server offers it.
    secure: smtp.port === 465,
    ...(smtp.user !== undefined ? { auth: { user: smtp.user, pass: smtp.pass ?? "" } } : {}),
  });
}

export function createMailer(smtp: Config["smtp"], log: MailLog): Mailer {
  const transport = createTransport(smtp);
  return {
    mode: transport === undefined ? "log" : "smtp",
    async send(mail) {
      if (!shouldDeliver(mail)) return "skipped_unsubscribed";
      if (transport === undefined) {
        log.info(
          { mail: { kind: mail.kind, to: mail.to.email, subject: mail.subject, text: mail.text } },
          "mail not sent: no SMTP server configured (PARLEY_SMTP_URL or PARLEY_SMTP_HOST)",
        );
        return "logged";
      }
      await transport.sendMail({
        from: smtp.from,
        to: mail.to.name ? { name: mail.to.name, address: mail.to.email } : mail.to.email,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.language !== undefined ? { headers: { "Content-Language": mail.language } } : {}),
      });
      return "sent";
    },
    close() {
      transport?.close();
    },
  };
}
