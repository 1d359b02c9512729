import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import { MARKDOWN_NAMESPACE } from "../features/markdown/i18n/markdown-resources.ts";
import "../test/setup-i18n.ts";
import {
  CONVERSATIONS_NAMESPACE,
  ensureConversationMessages,
  flattenMessages,
  loadConversationMessages,
  loadNamespaceBundle,
} from "./load-conversation-messages.ts";
import en from "./locales/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = new Map(Object.entries(en));
/** Brand names and words several languages share with English (Conversations, Messages, Images…). */
const MAY_MATCH_ENGLISH = new Set([
  "chatBox.tools",
  // Danish "Send".
  "tool.send",
  "dlp.type.iban",
  "model.source.openai",
  "model.source.anthropic",
  "model.source.offline",
  "model.buttonLabel",
  "breadcrumb.conversations",
  "sidebar.label",
  "messages.label",
  "message.assistant",
  "model.group.images",
  "sidebar.nameLabel",
]);

describe("the mf_conversations namespace", () => {
  it("carries the conversation catalogue's messages in English", () => {
    for (const [key, text] of Object.entries(conversationCatalogue)) expect(english.get(key)).toBe(text);
  });

  it("is the namespace the markdown feature reads", () => {
    expect(MARKDOWN_NAMESPACE).toBe(CONVERSATIONS_NAMESPACE);
  });

  it("registers the markdown texts as flat keys the shared instance finds", async () => {
    await ensureConversationMessages("en");
    expect(i18next.t("markdown.copy", { ns: CONVERSATIONS_NAMESPACE })).toBe("Copy");
    expect(i18next.t("chatBox.placeholder", { ns: CONVERSATIONS_NAMESPACE })).toBe("Send a message");
  });

  it("flattens nested texts", () => {
    expect(flattenMessages({ a: { b: "x", c: { d: "y" } }, e: "z" })).toEqual({
      "a.b": "x",
      "a.c.d": "y",
      e: "z",
    });
  });
});

describe.each(LANGUAGE_CODES)("mf_conversations texts in %s", (code) => {
  it("have exactly the English keys, non-empty, with the same placeholders", async () => {
    const texts = new Map(Object.entries(await loadConversationMessages(code)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });

  it("include the markdown feature's texts in the bundle", async () => {
    const bundle = await loadNamespaceBundle(code);
    expect(Object.keys(bundle).filter((key) => key.startsWith("markdown.")).length).toBeGreaterThan(0);
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("mf_conversations texts in %s", (code) => {
  it("are translations, not English copies", async () => {
    const texts = Object.entries(await loadConversationMessages(code));
    const copied = texts.filter(([key, text]) => !MAY_MATCH_ENGLISH.has(key) && text === english.get(key));
    expect(copied).toEqual([]);
  });
});
