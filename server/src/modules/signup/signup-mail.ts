// Composes the sign-up confirmation e-mail: plain text plus a minimal HTML part, in the visitor's
// language (the one their browser asked the share page in).
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { OutgoingMail } from "../../lib/mailer/mailer.ts";
import { SIGNUP_MAIL_TEXTS } from "./signup-mail-texts.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function composeSignupMail(input: {
  language: LanguageCode;
  email: string;
  link: string;
  ttlSeconds: number;
}): OutgoingMail {
  const texts = SIGNUP_MAIL_TEXTS[input.language];
  const values: Record<string, string> = {
    product: PRODUCT_NAME,
    hours: String(Math.max(1, Math.round(input.ttlSeconds / 3600))),
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
    to: { email: input.email, isEmailUnsubscribed: false },
    subject: fill(texts.subject),
    text,
    html,
    language: input.language,
  };
}
