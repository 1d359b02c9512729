import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import "../test/setup-i18n.ts";
import { COLLABORATION_NAMESPACE, loadCollaborationMessages } from "./load-collaboration-messages.ts";
import en from "./locales/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = new Map(Object.entries(en));
/** Words several languages share with English. */
const MAY_MATCH_ENGLISH = new Set([
  "participants.label",
  "column.conversation",
  "dialog.collaboration",
  "column.name",
  "pager.label",
  // German keeps the English word; "Public" is French too.
  "snapshots.title",
  "snapshots.public",
  // Danish "Send" is the English word.
  "teamChat.send",
]);

describe("the mf_collaboration namespace", () => {
  it("is registered on the shared instance with the spec's failure text", () => {
    expect(i18next.t("error.stop", { ns: COLLABORATION_NAMESPACE })).toBe("Failed to stop collaboration:");
    expect(i18next.t("tabs.shared", { ns: COLLABORATION_NAMESPACE })).toBe("Shared with Me");
  });
});

describe.each(LANGUAGE_CODES)("mf_collaboration texts in %s", (code) => {
  it("have exactly the English keys, non-empty, with the same placeholders", async () => {
    const texts = new Map(Object.entries(await loadCollaborationMessages(code)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("mf_collaboration texts in %s", (code) => {
  it("are translations, not English copies", async () => {
    const texts = Object.entries(await loadCollaborationMessages(code));
    const copied = texts.filter(([key, text]) => !MAY_MATCH_ENGLISH.has(key) && text === english.get(key));
    expect(copied).toEqual([]);
  });
});
