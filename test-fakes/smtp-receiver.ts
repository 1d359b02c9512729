// A real SMTP server on loopback (smtp-server from npm) that keeps every mail it accepts, for server
// tests and e2e: the product sends through nodemailer exactly as to a real relay, and the test reads
// what arrived. No TLS and any login accepted: it only ever listens on 127.0.0.1.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./smtp-receiver-mime.ts";

/** One accepted mail: the SMTP envelope plus the parsed message. */
export interface ReceivedMail extends ParsedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  /** `smtp://127.0.0.1:<port>` for PARLEY_SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving) that matches; rejects after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The mails sent to `address` (envelope recipient, case-insensitive). */
  to(address: string): ReceivedMail[];
  clear(): void;
  close(): Promise<void>;
}

/** Starts the receiver on `port` (0: any free port). */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1000,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf-8");
        const from = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          ...parseMail(raw),
          envelopeFrom: from === false ? "" : from.address,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        };
        mails.push(mail);
        for (const waiter of waiters) waiter(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    to: (recipient) => mails.filter((m) => m.envelopeTo.includes(recipient.toLowerCase())),
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        const waiter = (mail: ReceivedMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    clear: () => void mails.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
