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
  if (last?.role !== "user") return "";
  // With images attached the content is parts: the text is the first one.
  const text =
    typeof last.content === "string"
      ? last.content
      : (last.content.find((part) => part.type === "text")?.text ?? "");
  const result = await scrapeMessage(text, config, signal);
  if (result.context === undefined) return "";
  const scraped = `${text}\n\n${result.context}`;
  messages[index] = {
    role: "user",
    content:
      typeof last.content === "string"
        ? scraped
        : last.content.map((part) =>
            part.type === "text" && part.text === text ? { ...part, text: scraped } : part,
          ),
  };
  return result.summary;
}
