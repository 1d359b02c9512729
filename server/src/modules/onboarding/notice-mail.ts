// Tells a member that a one-time sign-in link was made for them (no link inside: the issuer hands it
// over; the mail exists so that a link made behind someone's back does not go unnoticed).
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { OutgoingMail } from "../../lib/mailer/mailer.ts";
import { NOTICE_MAIL_TEXTS } from "./notice-mail-texts.ts";

export interface NoticeMailInput {
  language: LanguageCode;
  to: { email: string; name: string };
  workspaceName: string;
  /** Who made the link: a member's name and e-mail; undefined for the operator (ops CLI). */
  issuer: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function composeOnboardingNotice(input: NoticeMailInput): OutgoingMail {
  const texts = NOTICE_MAIL_TEXTS[input.language];
  const values: Record<string, string> = {
    product: PRODUCT_NAME,
    name: input.to.name,
    workspace: input.workspaceName,
  };
  values.issuer = input.issuer ?? texts.operator.replace("{{product}}", PRODUCT_NAME);
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
  const [greeting, body, warning] = [texts.greeting, texts.body, texts.warning].map(fill);
  const dir = input.language === "ar" ? "rtl" : "ltr";
  return {
    // Security notices go even to members who unsubscribed from notifications.
    kind: "transactional",
    to: { ...input.to, isEmailUnsubscribed: false },
    subject: fill(texts.subject),
    text: [greeting, "", body, "", warning, "", `— ${PRODUCT_NAME}`].join("\n"),
    html:
      `<!doctype html><html lang="${input.language}" dir="${dir}"><body>` +
      `<p>${escapeHtml(greeting ?? "")}</p><p>${escapeHtml(body ?? "")}</p>` +
      `<p>${escapeHtml(warning ?? "")}</p><p>— ${PRODUCT_NAME}</p></body></html>`,
    language: input.language,
  };
}
