import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import "../test/setup-i18n.ts";
import { TOOLS_NAMESPACE, loadToolsMessages } from "./load-tools-messages.ts";
import en from "./locales/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = new Map(Object.entries(en));
/** Words several languages share with English (Prompt, Version, Name, Type, Description, URL…). */
const MAY_MATCH_ENGLISH = new Set([
  "badge.Personal",
  "badge.System",
  "detail.optional",
  "editor.creator.email",
  "editor.creator.name",
  "editor.description",
  "editor.download",
  "editor.name",
  "editor.prompt",
  "editor.send",
  "editor.variables",
  "editor.version",
  "helper.server.start",
  "helper.server.stop",
  "item.download",
  "tabs.agentics",
  "type.text",
  "type.url",
  "upload.open",
  "upload.submit",
  "variable.description",
  "variable.name",
  "variable.type",
]);

describe("the mf_tools namespace", () => {
  it("is registered on the shared instance with the spec's failure text", () => {
    expect(i18next.t("tabs.agentics", { ns: TOOLS_NAMESPACE })).toBe("Agentics");
    expect(i18next.t("delete.failed", { ns: TOOLS_NAMESPACE })).toBe("Delete failed");
  });
});

describe.each(LANGUAGE_CODES)("mf_tools texts in %s", (code) => {
  it("have exactly the English keys, non-empty, with the same placeholders", async () => {
    const texts = new Map(Object.entries(await loadToolsMessages(code)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("mf_tools texts in %s", (code) => {
  it("are translations, not English copies", async () => {
    const texts = Object.entries(await loadToolsMessages(code));
    const copied = texts.filter(([key, text]) => !MAY_MATCH_ENGLISH.has(key) && text === english.get(key));
    expect(copied).toEqual([]);
  });
});
