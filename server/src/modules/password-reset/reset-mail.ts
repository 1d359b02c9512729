// Composes the password-reset e-mail: plain text plus a minimal HTML part, in the requester's language.
import type { LanguageCode } from "@parley/shared-contracts/languages";
import { composeLinkMail } from "../../lib/mailer/link-mail.ts";
import type { OutgoingMail } from "../../lib/mailer/mailer.ts";
import { RESET_MAIL_TEXTS } from "./reset-mail-texts.ts";

export interface ResetMailInput {
  language: LanguageCode;
  to: { email: string; name: string; isEmailUnsubscribed: boolean };
  workspaceName: string;
  link: string;
  ttlSeconds: number;
}

export function composeResetMail(input: ResetMailInput): OutgoingMail {
  return composeLinkMail({
    language: input.language,
    to: input.to,
    link: input.link,
    texts: RESET_MAIL_TEXTS[input.language],
    values: {
      name: input.to.name,
      workspace: input.workspaceName,
      minutes: String(Math.max(1, Math.round(input.ttlSeconds / 60))),
    },
  });
}
