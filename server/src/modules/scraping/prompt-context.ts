// Where scraped pages meet the prompt: the context goes after the text of the last user message,
// so every provider (Anthropic too, which takes no system message mid-conversation) reads it. The
// pages were fetched at send time (and checked by DLP there): nothing is fetched here.
import type { ModelMessage } from "ai";
import type { ScrapeResult } from "./scrape.ts";

/** Appends the fetched pages to the last user message; returns the reader's summary ("" for none). */
export function addScrapedPages(messages: ModelMessage[], result: ScrapeResult): string {
  const index = messages.findLastIndex((m) => m.role === "user");
  const last = messages[index];
  if (last?.role !== "user" || result.context === undefined) return "";
  // With images attached the content is parts: the text is the first one.
  const text =
    typeof last.content === "string"
      ? last.content
      : (last.content.find((part) => part.type === "text")?.text ?? "");
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
