// Shared set-up of the password-reset tests: the real app wired to a real SMTP receiver on loopback,
// log lines captured (the background mail task reports there), and small helpers for both forms.
import type { LightMyRequestResponse } from "fastify";
import { startSmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import type { ReceivedMail, SmtpReceiver } from "@parley/test-fakes/smtp-receiver";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

export const FORGOT = "/api/v1/members/request_reset_password/";
export const RESET = "/api/v1/authentication/password/";

export interface ResetHarness {
  t: TestApp;
  smtp: SmtpReceiver;
  logs: Record<string, unknown>[];
  /** Resolves with the first log entry from index `from` on (past or future) whose msg matches. */
  waitForLog(msg: string, from?: number): Promise<Record<string, unknown>>;
  /** A client of `host` that already holds the CSRF cookie. */
  client(host: string): Promise<Client>;
  forgot(client: Client, email: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  reset(
    client: Client,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Waits for the next reset mail to `email` (after `already` of them) and returns it. */
  mailTo(email: string, already?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The token of a reset mail's link. */
export function tokenOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/password\/change\?token=([\w-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no reset link in mail:\n${mail.text}`);
  return link[1];
}

export async function startResetHarness(env: Record<string, string> = {}): Promise<ResetHarness> {
  const smtp = await startSmtpReceiver();
  const logs: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  const t = await createTestApp({
    env: {
      LOG_LEVEL: "info",
      PARLEY_SMTP_URL: smtp.url,
      PARLEY_SMTP_FROM: "Parley <no-reply@parley.test>",
      ...env,
    },
    deps: {
      logStream: {
        write(line: string) {
          logs.push(JSON.parse(line) as Record<string, unknown>);
          for (const listener of listeners) listener();
        },
      },
    },
  });
  return {
    t,
    smtp,
    logs,
    waitForLog(msg, from = 0) {
      const timeoutMs = 10_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const entry = logs.slice(from).find((line) => line.msg === msg);
          if (entry === undefined) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(entry);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no log line "${msg}" within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    async client(host) {
      const client = createClient(t.app, host);
      await client.get(`/api/v1/accounts/${host.split(".")[0]}`);
      return client;
    },
    forgot: (client, email, headers = {}) =>
      client.post(FORGOT, { multipart: { email, captcha: "" }, headers }),
    reset: (client, fields, headers = {}) => client.post(RESET, { form: fields, headers }),
    mailTo: (email, already = 0) =>
      smtp.waitFor((mail) => mail.envelopeTo.includes(email) && smtp.to(email).indexOf(mail) >= already),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
