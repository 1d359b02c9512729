// Starting a reply DLP held, once its sender has chosen (dlp/resolve-held.ts).
import type { UserModelParameters } from "@parley/shared-contracts/api/messages";
import { usableModel } from "../models/service.ts";
import { behaviorForSend } from "../behavior-settings/send-behavior.ts";
import type { ScrapeResult } from "../scraping/scrape.ts";
import * as repo from "./repository.ts";
import type { MessageRow } from "./repository.ts";
import { asHistory, historyFiles } from "./send-context.ts";
import type { MessageDeps, Sender } from "./send-context.ts";

/**
 * Starts a held reply after the sender's choice: the conversation up to it (with its files), the
 * parameters stored with it, the member's saved behaviour settings.
 */
export async function startHeldReply(
  deps: MessageDeps,
  sender: Sender,
  message: MessageRow,
  parameters: UserModelParameters,
  anonymize: boolean,
  scraped: ScrapeResult | null,
): Promise<void> {
  const { db } = deps;
  const model = await usableModel(db, sender.accountId, message.model_id ?? 0);
  const rows = await repo.listHistory(db, sender.accountId, message.conversation_id, message.id);
  const history = asHistory(rows, await historyFiles(deps, sender.accountId, rows, model));
  // The conversation's first exchange, held at its send: the title is asked for now (anonymized
  // too when the sender chose so).
  const first = rows.length === 1 && rows[0]?.type === "user";
  const asked = rows.findLast((row) => row.type === "user");
  const knowledge = asked && deps.knowledge ? await deps.knowledge(sender, asked.content) : [];
  const { aggressiveness, commentary } = await behaviorForSend(db, sender, model, undefined);
  deps.generation.start({
    senderId: sender.memberId,
    knowledge,
    titleFrom: first ? rows[0]?.content : undefined,
    accountId: sender.accountId,
    conversationId: message.conversation_id,
    messageId: message.id,
    model,
    history,
    parameters,
    aggressiveness,
    commentary,
    // The pages the send fetched under its own URL-detection setting, exactly as DLP saw them.
    scraped: scraped ?? undefined,
    anonymize,
  });
}
