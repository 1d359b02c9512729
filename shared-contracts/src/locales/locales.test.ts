import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../languages.ts";
import { catalogue, type MessageKey } from "../messages.ts";
import { loadCatalogue } from "./index.ts";

const keys = Object.keys(catalogue).sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGE_CODES)("catalogue %s", (code) => {
  it("has exactly the catalogue's keys, each non-empty", async () => {
    const messages = await loadCatalogue(code);
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) expect(messages[key as MessageKey].trim(), key).not.toBe("");
  });

  it("keeps every placeholder of the English text", async () => {
    const messages = await loadCatalogue(code);
    for (const key of keys as MessageKey[]) {
      expect(placeholders(messages[key]), key).toEqual(placeholders(catalogue[key]));
    }
  });
});

describe("translations", () => {
  it("are not English copies", async () => {
    for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
      const messages = await loadCatalogue(code);
      const copied = (Object.keys(catalogue) as MessageKey[]).filter(
        (key) => messages[key] === catalogue[key],
      );
      expect(copied, code).toEqual([]);
    }
  });
});
