import type { ConversationsT } from "../../../i18n/use-conversations-translation.ts";
import { HttpError, serverMessage } from "@parley/ui-kit/http-error.ts";

/** What the server says when a message would exceed the conversation's token limit. */
const TOKEN_LIMIT = "Token limit exceeded";

/** The send answer had no conversation id (docs/product/conversations.md § Error catalogue). */
export class MissingConversationIdError extends Error {
  constructor() {
    super("The send answer has no conversation id");
    this.name = "MissingConversationIdError";
  }
}

/**
 * The text of a failed send, edit or regenerate (docs/product/conversations.md § Error catalogue): the
 * token-limit text for a 400 'Token limit exceeded', else the server's error.message, else `fallback`.
 */
export function actionErrorText(error: unknown, t: ConversationsT, fallback: string): string {
  if (error instanceof MissingConversationIdError) return t("send.noConversationId");
  const message = serverMessage(error);
  if (error instanceof HttpError && error.status === 400 && message?.trim() === TOKEN_LIMIT) {
    return t("send.tokenLimit");
  }
  return message ?? fallback;
}
