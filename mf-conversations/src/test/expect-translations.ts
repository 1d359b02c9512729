import { LANGUAGE_CODES, type LanguageCode } from "@parley/shared-contracts/languages";
import { expect } from "vitest";

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/**
 * A feature's texts in all 12 languages: the English keys, none empty, the same placeholders, and
 * `translatedKeys` differing from English in every other language (not copies).
 */
export async function expectCompleteTranslations(
  load: (code: LanguageCode) => Promise<Readonly<Record<string, string>>>,
  translatedKeys: readonly string[],
): Promise<void> {
  const english = await load("en");
  const keys = Object.keys(english).sort();
  for (const code of LANGUAGE_CODES) {
    const texts = await load(code);
    expect(Object.keys(texts).sort(), code).toEqual(keys);
    for (const key of keys) {
      const text = texts[key] ?? "";
      expect(text.trim(), `${code}.${key}`).not.toBe("");
      expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(english[key] ?? ""));
    }
    if (code !== "en")
      for (const key of translatedKeys) expect(texts[key], `${code}.${key}`).not.toBe(english[key]);
  }
}
