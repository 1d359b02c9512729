import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import en from "./locales/en.ts";
import { loadShellMessages } from "./shell-locales.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("shell texts", () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))(
    "%s translates every key, keeping the placeholders",
    async (code) => {
      const messages = await loadShellMessages(code);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = messages[key as keyof typeof en];
        expect(text.trim(), `${code} ${key}`).not.toBe("");
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  it("translates rather than copies English", async () => {
    for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
      const messages = await loadShellMessages(code);
      const copied = Object.entries(en).filter(
        ([key, english]) =>
          messages[key as keyof typeof en] === english && !/^\{\{|Version|Documentation/.test(english),
      );
      // A few words are the same in some languages (e.g. "Conversations", "Routines" in French).
      expect(copied.length, `${code}: ${copied.map(([k]) => k).join(", ")}`).toBeLessThanOrEqual(4);
    }
  });
});
