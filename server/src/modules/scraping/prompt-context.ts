// Where scraped pages meet the prompt: the context goes after the text of the last user message,
// so every provider (Anthropic too, which takes no system message mid-conversation) reads it.
import type { ModelMessage } from "ai";
import type { OutboundFetchConfig } from "../../config.ts";
import { scrapeMessage } from "./scrape.ts";

/** Appends the pages the last user message names in {{…}}; returns the reader's summary ("" for none). */
export async function addScrapedPages(
  messages: ModelMessage[],
  config: OutboundFetchConfig,
  signal?: AbortSignal,
): Promise<string> {
  const index = messages.findLastIndex((m) => m.role === "user");
  const last = messages[index];
  if (last?.role !== "user" || typeof last.content !== "string") return "";
  const result = await scrapeMessage(last.content, config, signal);
  if (result.context === undefined) return "";
  messages[index] = { role: "user", content: `${last.content}\n\n${result.context}` };
  return result.summary;
}
