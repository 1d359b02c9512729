// The one-link transactional mail (password reset, sign-up confirmation): its texts filled in, then a
// plain-text part and a minimal HTML part, right to left in Arabic.
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { OutgoingMail } from "./mailer.ts";

export interface LinkMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  expiry: string;
  ignore: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function composeLinkMail(input: {
  language: LanguageCode;
  to: OutgoingMail["to"];
  link: string;
  texts: LinkMailTexts;
  /** `{{name}}` placeholders of the texts ({{product}} is always the product name). */
  values: Record<string, string>;
}): OutgoingMail {
  const values: Record<string, string> = { product: PRODUCT_NAME, ...input.values };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
  const { texts, link, language } = input;
  const [greeting, intro, expiry, ignore] = [texts.greeting, texts.intro, texts.expiry, texts.ignore].map(
    fill,
  );
  const text = [greeting, "", intro, "", link, "", expiry, ignore, "", `— ${PRODUCT_NAME}`].join("\n");
  const dir = language === "ar" ? "rtl" : "ltr";
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><body>` +
    `<p>${escapeHtml(greeting ?? "")}</p><p>${escapeHtml(intro ?? "")}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(expiry ?? "")}<br>${escapeHtml(ignore ?? "")}</p>` +
    `<p>— ${PRODUCT_NAME}</p></body></html>`;
  return { kind: "transactional", to: input.to, subject: fill(texts.subject), text, html, language };
}
