// Composes the sign-up confirmation e-mail: plain text plus a minimal HTML part, in the visitor's
// language (the one their browser asked the share page in).
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { composeLinkMail } from "../../lib/mailer/link-mail.ts";
import type { OutgoingMail } from "../../lib/mailer/mailer.ts";
import { SIGNUP_MAIL_TEXTS } from "./signup-mail-texts.ts";

export function composeSignupMail(input: {
  language: LanguageCode;
  email: string;
  link: string;
  ttlSeconds: number;
}): OutgoingMail {
  return composeLinkMail({
    language: input.language,
    to: { email: input.email, isEmailUnsubscribed: false },
    link: input.link,
    texts: SIGNUP_MAIL_TEXTS[input.language],
    values: { hours: String(Math.max(1, Math.round(input.ttlSeconds / 3600))) },
  });
}
