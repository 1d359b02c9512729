// The prompt as the provider sees it when the sender chose "Anonymize text": every finding in every
// message (and document, and scraped page) replaced by a stable placeholder, one map for all.
import type { ModelMessage } from "ai";
import { anonymize } from "./detector.ts";

export function anonymizePrompt(messages: ModelMessage[]): Map<string, string> {
  const originals = new Map<string, string>();
  for (const [index, message] of messages.entries()) {
    if (message.role === "user") {
      messages[index] =
        typeof message.content === "string"
          ? { ...message, content: anonymize(message.content, originals).text }
          : {
              ...message,
              content: message.content.map((part) =>
                part.type === "text" ? { ...part, text: anonymize(part.text, originals).text } : part,
              ),
            };
    } else if (message.role === "assistant" && typeof message.content === "string") {
      messages[index] = { ...message, content: anonymize(message.content, originals).text };
    } else if (message.role === "system") {
      messages[index] = { ...message, content: anonymize(message.content, originals).text };
    }
  }
  return originals;
}
