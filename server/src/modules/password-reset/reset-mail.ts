// Composes the password-reset e-mail: plain text plus a minimal HTML part, in the requester's language.
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { OutgoingMail } from "../../lib/mailer/mailer.ts";
import { RESET_MAIL_TEXTS } from "./reset-mail-texts.ts";

export interface ResetMailInput {
  language: LanguageCode;
  to: { email: string; name: string; isEmailUnsubscribed: boolean };
  workspaceName: string;
  link: string;
  ttlSeconds: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function composeResetMail(input: ResetMailInput): OutgoingMail {
  const texts = RESET_MAIL_TEXTS[input.language];
  const values: Record<string, string> = {
    product: PRODUCT_NAME,
    name: input.to.name,
    workspace: input.workspaceName,
    minutes: String(Math.max(1, Math.round(input.ttlSeconds / 60))),
  };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
  const [greeting, intro, expiry, ignore] = [texts.greeting, texts.intro, texts.expiry, texts.ignore].map(
    fill,
  );
  const text = [greeting, "", intro, "", input.link, "", expiry, ignore, "", `— ${PRODUCT_NAME}`].join("\n");
  const dir = input.language === "ar" ? "rtl" : "ltr";
  const html =
    `<!doctype html><html lang="${input.language}" dir="${dir}"><body>` +
    `<p>${escapeHtml(greeting ?? "")}</p><p>${escapeHtml(intro ?? "")}</p>` +
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
    `<p>${escapeHtml(expiry ?? "")}<br>${escapeHtml(ignore ?? "")}</p>` +
    `<p>— ${PRODUCT_NAME}</p></body></html>`;
  return {
    kind: "transactional",
    to: input.to,
    subject: fill(texts.subject),
    text,
    html,
    language: input.language,
  };
}
