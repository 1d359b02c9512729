import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import en from "./locales/en.ts";
import { TOURS } from "./tours.ts";
import { loadWalkthroughMessages } from "./walkthrough-i18n.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("walkthrough texts", () => {
  it("has a title and a body for every step of every tour, and the spec's step counts", () => {
    expect(TOURS["user-introduction"].steps).toHaveLength(7);
    expect(TOURS["helper-app"].steps).toHaveLength(4);
    expect(TOURS["model-params"].steps).toHaveLength(5);
    for (const tour of Object.values(TOURS))
      for (const step of tour.steps) {
        expect(en).toHaveProperty(`${tour.id}.${step.id}.title`);
        expect(en).toHaveProperty(`${tour.id}.${step.id}.body`);
      }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))("%s translates every key", async (code) => {
    const messages = await loadWalkthroughMessages(code);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    const copied = Object.entries(en).filter(([key, text]) => messages[key as keyof typeof en] === text);
    expect(copied.map(([key]) => key)).toEqual([]);
    for (const [key, text] of Object.entries(en)) {
      const translated = messages[key as keyof typeof en];
      expect(translated.trim(), `${code} ${key}`).not.toBe("");
      expect(placeholders(translated), `${code} ${key}`).toEqual(placeholders(text));
    }
  });
});
