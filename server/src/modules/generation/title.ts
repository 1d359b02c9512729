// A short title from the model for a new conversation, replacing the one made from the first words
// — unless someone renamed it meanwhile.
import { SpanKind } from "@opentelemetry/api";
import { generateText } from "ai";
import type { LanguageModel } from "ai";
import { plainTitle } from "@parley/shared-contracts/plain-title";
import type { Queryable } from "../../lib/db/database.ts";
import { stripControlCharacters } from "../../lib/nul-characters.ts";
import { inSpan } from "../../lib/tracing/spans.ts";
import { providerSpanAttributes } from "./provider-span.ts";

const TITLE_TIMEOUT_MS = 20_000;

/** The model's answer as a one-line title, or undefined when it is unusable. */
export function cleanTitle(raw: string): string | undefined {
  const line = raw
    .replace(/<think>[\s\S]*?<\/think>/g, "")
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l !== "");
  if (line === undefined) return undefined;
  // Markdown as its text: cutting markers off the ends alone left "**Launch** plan" as "Launch** plan".
  const title = plainTitle(line.replace(/^(title:\s*)/i, ""))
    .replace(/^["'“”‘’#*\s]+|["'“”‘’*.\s]+$/g, "")
    .slice(0, 100)
    .trim();
  return title === "" ? undefined : title;
}

export async function generateTitle(
  db: Queryable,
  accountId: number,
  conversationId: number,
  model: LanguageModel,
  /** As the provider may read it (DLP: anonymized when the sender chose so; the title keeps that). */
  firstMessage: string,
): Promise<void> {
  const { name, attributes } = providerSpanAttributes(model);
  const { text } = await inSpan(name, { kind: SpanKind.CLIENT, attributes }, () =>
    generateText({
      model,
      system:
        "You name conversations. Answer with a title of at most six words in the language of the message, nothing else.",
      prompt: `Title for a conversation that starts with:\n\n${firstMessage.slice(0, 2000)}`,
      maxOutputTokens: 30,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(TITLE_TIMEOUT_MS),
    }),
  );
  const cleaned = cleanTitle(stripControlCharacters(text));
  if (cleaned === undefined) return;
  const title = cleaned.slice(0, 100);
  await db.query(
    `UPDATE conversations SET name = $3, name_is_auto = false
     WHERE account_id = $1 AND id = $2 AND name_is_auto`,
    [accountId, conversationId, title],
  );
}
