import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import { describe, expect, it } from "vitest";
import {
  firstSentence,
  LONG_ANSWER_CHARS,
  readingFilesLine,
  readingPagesLine,
  summaryLine,
} from "../../../src/modules/commentary/lines.ts";
import { COMMENTARY_TEXTS } from "../../../src/modules/commentary/texts.ts";

const long = (opening: string) => `${opening} ${"More detail follows here. ".repeat(30)}`;

describe("commentary lines", () => {
  it("counts files and pages in the member's language, with its plural forms", () => {
    expect(readingFilesLine("en", 1)).toBe("Reading 1 file…");
    expect(readingFilesLine("en", 2)).toBe("Reading 2 files…");
    expect(readingPagesLine("en", 3)).toBe("Reading 3 web pages…");
    expect(readingFilesLine("fr", 2)).toBe("Lecture de 2 fichiers…");
    expect(readingFilesLine("de", 1)).toBe("1 Datei wird gelesen…");
    expect(readingFilesLine("ja", 2)).toBe("2 件のファイルを読み込んでいます…");
    // Arabic: one, two, few (3–10) and many (11–99) have their own forms.
    expect(readingFilesLine("ar", 1)).toBe("جارٍ قراءة ملف واحد…");
    expect(readingFilesLine("ar", 2)).toBe("جارٍ قراءة ملفين…");
    expect(readingFilesLine("ar", 3)).toBe("جارٍ قراءة 3 ملفات…");
    expect(readingFilesLine("ar", 11)).toBe("جارٍ قراءة 11 ملفًا…");
  });

  it("has every line in all 12 languages, with the placeholders it needs", () => {
    for (const code of LANGUAGE_CODES) {
      const texts = COMMENTARY_TEXTS[code];
      expect(texts.summary, code).toContain("{{sentence}}");
      for (const counted of [texts.readingFiles, texts.readingPages]) {
        expect(counted.other, code).toContain("{{count}}");
        // Every category the language distinguishes for 1…100 has a text of its own or falls back.
        for (let n = 1; n <= 100; n++) expect(readingFilesLine(code, n)).not.toContain("{{");
      }
      if (code !== "en") expect(texts.summary).not.toBe(COMMENTARY_TEXTS.en.summary);
    }
  });

  it("speaks the first sentence of a long answer only, without markdown", () => {
    expect(summaryLine("en", "Short answer.")).toBeUndefined();
    expect(summaryLine("en", long("**Paris** is the [capital](https://x.test) of France."))).toBe(
      "Answer ready: Paris is the capital of France.",
    );
    expect(summaryLine("fr", long("## Résumé\nParis est la capitale."))).toBe(
      "Réponse prête : Paris est la capitale.",
    );
    // The reply's thinking and tool sections are not part of the answer.
    const tagged = `<think>${"x".repeat(LONG_ANSWER_CHARS)}</think>Done.`;
    expect(summaryLine("en", tagged)).toBeUndefined();
    // A replacement pattern in the answer is spoken as written.
    expect(summaryLine("en", long("It costs $& and $1."))).toBe("Answer ready: It costs $& and $1.");
  });

  it("cuts the first sentence at a word near 200 characters", () => {
    expect(firstSentence("One. Two.")).toBe("One.");
    expect(firstSentence("東京は日本の首都です。人口が多い。")).toBe("東京は日本の首都です。");
    expect(firstSentence("```ts\nconst a = 1;\n```\nCode above! Then more.")).toBe("Code above!");
    const sentence = firstSentence(`${"word ".repeat(60)}end.`);
    expect(sentence.length).toBeLessThanOrEqual(201);
    expect(sentence).toMatch(/word…$/);
    expect(firstSentence("x".repeat(300))).toBe(`${"x".repeat(200)}…`);
  });

  it("finds the first sentence of a hostile reply in bounded time (no quadratic scans)", () => {
    // Each took seconds of CPU at 200,000 characters when every `[` scanned to the end.
    for (const unit of ["![", "[", "[a](", "](", "```"]) {
      const before = process.cpuUsage();
      firstSentence(unit.repeat(100_000));
      const used = process.cpuUsage(before);
      expect((used.user + used.system) / 1000, unit).toBeLessThan(1_000);
    }
    expect(firstSentence("See [the guide](https://example.com/guide). More.")).toBe("See the guide.");
  });
});
