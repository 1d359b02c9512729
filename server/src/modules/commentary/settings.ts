// Who a reply's spoken commentary is for (behavior-settings/send-behavior.ts decides whether it has one).
import type { LanguageCode } from "@parley/shared-contracts/languages";

/** The member a reply's commentary is spoken to, in their interface language. */
export interface CommentaryTarget {
  memberId: number;
  language: LanguageCode;
}

export interface CommentarySender {
  accountId: number;
  memberId: number;
  language?: LanguageCode | undefined;
}
