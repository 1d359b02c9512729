// The e-mail that tells a routine's owner it ran (a notification: skipped when they unsubscribed).
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { MailRecipient, OutgoingMail } from "../../lib/mailer/mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function composeRoutineMail(input: {
  to: MailRecipient;
  routineName: string;
  link: string;
}): OutgoingMail {
  const subject = `Your routine "${input.routineName}" ran`;
  const body = `Your routine "${input.routineName}" ran and its answer is waiting for you:`;
  return {
    kind: "notification",
    to: input.to,
    subject,
    text: [`Hello ${input.to.name ?? ""},`.trim(), "", body, input.link, "", `— ${PRODUCT_NAME}`].join("\n"),
    html:
      `<!doctype html><html lang="en"><body><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p><p>— ${PRODUCT_NAME}</p></body></html>`,
    language: "en",
  };
}
