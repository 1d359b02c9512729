import { describe, expect, it } from "vitest";
import { ACCORDION_STORAGE_KEY, isOpen, readAccordion, writeAccordion } from "./accordion-storage.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("accordion storage", () => {
  it("opens every section by default", () => {
    const state = readAccordion(memoryStorage());
    for (const section of ["rem", "agentic", "comment", "content", "scrape"] as const)
      expect(isOpen(state, section)).toBe(true);
  });

  it("stores one section under 'accordion', keeping the others", () => {
    const store = memoryStorage({ [ACCORDION_STORAGE_KEY]: JSON.stringify({ helper: false }) });
    writeAccordion("agentic", false, store);
    writeAccordion("scrape", false, store);
    writeAccordion("scrape", true, store);
    expect(JSON.parse(store.getItem(ACCORDION_STORAGE_KEY) ?? "")).toEqual({
      helper: false,
      agentic: false,
      scrape: true,
    });
    expect(isOpen(readAccordion(store), "agentic")).toBe(false);
  });

  it("ignores broken or foreign values", () => {
    expect(readAccordion(memoryStorage({ [ACCORDION_STORAGE_KEY]: "not json" }))).toEqual({});
    expect(readAccordion(memoryStorage({ [ACCORDION_STORAGE_KEY]: "[1]" }))).toEqual({});
    expect(readAccordion(memoryStorage({ [ACCORDION_STORAGE_KEY]: '{"rem":"no","content":false}' }))).toEqual(
      {
        content: false,
      },
    );
    expect(readAccordion(null)).toEqual({});
  });
});
