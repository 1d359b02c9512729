// The prompt as the provider sees it when the sender chose "Anonymize text": every finding in every
// message (and document, and scraped page) replaced by a stable placeholder, one map for all. The
// texts are scanned together, off the event loop when large.
import type { ModelMessage } from "ai";
import { anonymizeMany } from "./detect-off-loop.ts";

/** Where a text of the prompt lives, to put its anonymized form back. */
type Slot = { text: string; put: (text: string) => void };

function slotsOf(messages: ModelMessage[]): Slot[] {
  const slots: Slot[] = [];
  for (const [index, message] of messages.entries()) {
    if (message.role === "user" && typeof message.content !== "string") {
      const parts = [...message.content];
      messages[index] = { ...message, content: parts };
      parts.forEach((part, p) => {
        if (part.type === "text")
          slots.push({ text: part.text, put: (text) => (parts[p] = { ...part, text }) });
      });
    } else if (
      (message.role === "user" || message.role === "assistant" || message.role === "system") &&
      typeof message.content === "string"
    ) {
      slots.push({
        text: message.content,
        put: (text) => (messages[index] = { ...message, content: text } as ModelMessage),
      });
    }
  }
  return slots;
}

export async function anonymizePrompt(
  tenant: number,
  messages: ModelMessage[],
  originals = new Map<string, string>(),
): Promise<Map<string, string>> {
  const slots = slotsOf(messages);
  const texts = await anonymizeMany(
    tenant,
    slots.map((slot) => slot.text),
    originals,
  );
  slots.forEach((slot, i) => slot.put(texts[i] ?? slot.text));
  return originals;
}

/** One text anonymized with the given map (the conversation's name and title request). */
export async function anonymizeText(
  tenant: number,
  text: string,
  originals: Map<string, string>,
): Promise<string> {
  const [anonymized = text] = await anonymizeMany(tenant, [text], originals);
  return anonymized;
}
