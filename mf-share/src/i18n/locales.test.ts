import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import "../test/setup-i18n.ts";
import { SHARE_NAMESPACE, loadShareMessages } from "./load-share-messages.ts";
import en from "./locales/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = new Map(Object.entries(en));
/** Words several languages share with English. */
const MAY_MATCH_ENGLISH = new Set([
  // The product names stay as they are in several languages.
  "view.markdown",
  "view.latex",
  "continue.or",
  "parcel.reload",
]);

describe("the mf_share namespace", () => {
  it("is registered on the shared instance with the spec's texts", () => {
    expect(i18next.t("continue.invalidEmail", { ns: SHARE_NAMESPACE })).toBe("Invalid email");
    expect(i18next.t("view.latex", { ns: SHARE_NAMESPACE })).toBe("LaTeX View");
  });
});

describe.each(LANGUAGE_CODES)("mf_share texts in %s", (code) => {
  it("have exactly the English keys, non-empty, with the same placeholders", async () => {
    const texts = new Map(Object.entries(await loadShareMessages(code)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
  });
});

describe.each(LANGUAGE_CODES.filter((code) => code !== "en"))("mf_share texts in %s", (code) => {
  it("are translations, not English copies", async () => {
    const texts = Object.entries(await loadShareMessages(code));
    const copied = texts.filter(([key, text]) => !MAY_MATCH_ENGLISH.has(key) && text === english.get(key));
    expect(copied).toEqual([]);
  });
});
