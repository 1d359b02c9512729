// What a send's reply does by the sender's behaviour settings (docs/product/chat-settings.md § Behaviour
// settings panel), read once per send: the send's behavior_settings JSON field (checked against the
// settings' schema) over the member's stored settings, read with the workspace's balance in one query.
// - aggressiveness: function_call_aggressiveness, else Smart (1);
// - explicitUrlDetection: whether {{url}}s are fetched, else off;
// - commentary: the member spoken to, when commentary_enabled (else on), the balance reaches the spec's
//   threshold (speech costs money) and the model's provider can speak.
import { COMMENTARY_BALANCE_THRESHOLD } from "@parley/shared-contracts/constants";
import { FALLBACK_LANGUAGE } from "@parley/shared-contracts/languages";
import { behaviorSettingsSchema } from "@parley/shared-contracts/api/profile";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import { maybeOne } from "../../lib/db/database.ts";
import type { Queryable } from "../../lib/db/database.ts";
import { parseJsonField } from "../../lib/http-error.ts";
import type { CommentarySender, CommentaryTarget } from "../commentary/settings.ts";
import type { Aggressiveness } from "../generation/call-options.ts";
import type { ModelRow } from "../models/repository.ts";
import { supportsSpeech } from "../providers/speech-model.ts";

export interface SendBehavior {
  aggressiveness: Aggressiveness;
  explicitUrlDetection: boolean;
  commentary: CommentaryTarget | undefined;
}

/** The send's behavior_settings field: the settings it names, or a 400 naming what is wrong. */
export function sentBehavior(raw: string | undefined): Partial<BehaviorSettings> {
  return (
    parseJsonField(raw, behaviorSettingsSchema.partial(), {
      notJson: "behavior_settings must be JSON",
      invalid: "Invalid behaviour settings",
    }) ?? {}
  );
}

export async function behaviorForSend(
  db: Queryable,
  sender: CommentarySender,
  model: Pick<ModelRow, "source_type">,
  raw: string | undefined,
): Promise<SendBehavior> {
  const sent = sentBehavior(raw);
  const row = await maybeOne<{ balance: string; behavior_settings: Partial<BehaviorSettings> | null }>(
    db,
    `SELECT a.balance, m.behavior_settings FROM members m JOIN accounts a ON a.id = m.account_id
     WHERE m.account_id = $1 AND m.id = $2`,
    [sender.accountId, sender.memberId],
  );
  const stored = row?.behavior_settings ?? {};
  const level = sent.function_call_aggressiveness ?? stored.function_call_aggressiveness;
  const speaks =
    row !== undefined &&
    supportsSpeech(model.source_type) &&
    Number(row.balance) >= COMMENTARY_BALANCE_THRESHOLD &&
    // Not set yet: on, as the profile's default is with this balance (members/profile.ts).
    (sent.commentary_enabled ?? stored.commentary_enabled ?? true);
  return {
    aggressiveness: level === 0 || level === 2 ? level : 1,
    explicitUrlDetection: (sent.explicit_url_detection ?? stored.explicit_url_detection) === true,
    commentary: speaks
      ? { memberId: sender.memberId, language: sender.language ?? FALLBACK_LANGUAGE }
      : undefined,
  };
}
