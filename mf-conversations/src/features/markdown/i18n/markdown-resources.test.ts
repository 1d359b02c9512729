import { LANGUAGE_CODES } from "@parley/shared-contracts";
import { describe, expect, it } from "vitest";
import { markdownResources } from "./markdown-resources.ts";

describe("markdownResources", () => {
  it("has every text in all 12 languages, translated", async () => {
    const english = (await markdownResources("en")).markdown;
    const keys = Object.keys(english).sort();
    for (const code of LANGUAGE_CODES) {
      const { markdown } = await markdownResources(code);
      expect(Object.keys(markdown).sort(), code).toEqual(keys);
      for (const key of keys)
        expect(markdown[key as keyof typeof markdown].trim(), `${code}.${key}`).not.toBe("");
      if (code !== "en") expect(markdown.copyCode, code).not.toBe(english.copyCode);
      if (code !== "en") expect(markdown.opensInNewTab, code).not.toBe(english.opensInNewTab);
    }
  });
});
