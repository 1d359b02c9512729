import { LANGUAGE_CODES } from "@parley/shared-contracts";
import { describe, expect, it } from "vitest";
import { modelSettingsResources } from "./model-settings-resources.ts";

describe("modelSettingsResources", () => {
  it("has every text in all 12 languages, translated, with the same placeholders", async () => {
    const english = (await modelSettingsResources("en")).modelSettings;
    const keys = Object.keys(english).sort();
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const code of LANGUAGE_CODES) {
      const texts: Record<string, string> = (await modelSettingsResources(code)).modelSettings;
      expect(Object.keys(texts).sort(), code).toEqual(keys);
      for (const key of keys) {
        const text = texts[key] ?? "";
        expect(text.trim(), `${code}.${key}`).not.toBe("");
        expect(placeholders(text), `${code}.${key}`).toEqual(
          placeholders(english[key as keyof typeof english]),
        );
      }
      if (code !== "en") expect(texts.title, code).not.toBe(english.title);
    }
  });
});
