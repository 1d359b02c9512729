// Whether a reply gets spoken commentary, and for whom: the sender's commentary_enabled (the send's
// behavior_settings JSON when it names it, else the stored setting, else on), a workspace balance at
// the spec's threshold (speech costs money), and a model whose provider can speak.
import { COMMENTARY_BALANCE_THRESHOLD } from "@parley/shared-contracts/constants";
import { FALLBACK_LANGUAGE } from "@parley/shared-contracts/languages";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";
import type { ModelRow } from "../models/repository.ts";
import { supportsSpeech } from "../providers/speech-model.ts";

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

/** commentary_enabled of the send's behavior_settings field; undefined when it does not say. */
function sentSetting(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  try {
    const sent = JSON.parse(raw) as unknown;
    if (typeof sent === "object" && sent !== null && "commentary_enabled" in sent) {
      const value = sent.commentary_enabled;
      if (typeof value === "boolean") return value;
    }
  } catch {
    // Invalid JSON is reported by the aggressiveness check of the same field.
  }
  return undefined;
}

export async function commentaryForSend(
  db: Queryable,
  sender: CommentarySender,
  model: Pick<ModelRow, "source_type">,
  raw: string | undefined,
): Promise<CommentaryTarget | undefined> {
  if (!supportsSpeech(model.source_type)) return undefined;
  const row = await maybeOne<{ balance: string; behavior_settings: Partial<BehaviorSettings> | null }>(
    db,
    `SELECT a.balance, m.behavior_settings FROM members m JOIN accounts a ON a.id = m.account_id
     WHERE m.account_id = $1 AND m.id = $2`,
    [sender.accountId, sender.memberId],
  );
  if (row === undefined || !(Number(row.balance) >= COMMENTARY_BALANCE_THRESHOLD)) return undefined;
  // Not set yet: on, as the profile's default is with this balance (members/profile.ts).
  const enabled = sentSetting(raw) ?? row.behavior_settings?.commentary_enabled ?? true;
  if (!enabled) return undefined;
  return { memberId: sender.memberId, language: sender.language ?? FALLBACK_LANGUAGE };
}
