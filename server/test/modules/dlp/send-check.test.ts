import { describe, expect, it } from "vitest";
import { createStreamRestorer } from "../../../src/modules/dlp/restore-stream.ts";
import { decideAtSend, maskValue, scanForDlp } from "../../../src/modules/dlp/send-check.ts";

describe("scanForDlp", () => {
  it("groups findings of the message and each document, at most 3 a group, each value once and masked", async () => {
    const message = "a@x.io b@x.io c@x.io d@x.io a@x.io";
    const found = await scanForDlp(1, message, [
      { name: "cards.txt", text: "4111 1111 1111 1111" },
      { name: "clean.txt", text: "nothing here" },
    ]);
    expect(found?.content_result).toHaveLength(3);
    expect(found?.content_result.map((e) => e.type)).toEqual(["email", "email", "email"]);
    expect(found?.document_results).toEqual([
      { name: "cards.txt", entities: [{ type: "credit_card", text: "41•••11" }] },
    ]);
    expect(JSON.stringify(found)).not.toContain("b@x.io");
  });

  it("finds nothing in ordinary text", async () => {
    expect(
      await scanForDlp(1, "Meet at 10:30 on 2026-11-22, invoice 2024-118, total $4,120.50", []),
    ).toBeNull();
  });

  it("masks short and long values", () => {
    expect(maskValue("ab")).toBe("••");
    expect(maskValue("abcdef")).toBe("a•••f");
    expect(maskValue("ada.lovelace@example.com")).toBe("ad•••om");
  });
});

describe("decideAtSend", () => {
  it("applies a stored choice silently, except Send anyway in BLOCK mode and Don't send", () => {
    expect(decideAtSend("anonymize", "BLOCK")).toBe("anonymize");
    expect(decideAtSend("send_anyway", "WARN")).toBe("start");
    expect(decideAtSend("send_anyway", "BLOCK")).toBe("hold");
    expect(decideAtSend("dont_send", "WARN")).toBe("hold");
    expect(decideAtSend(null, "WARN")).toBe("hold");
  });

  it("holds a send whose scan ran past its budget, whatever the stored choice", () => {
    for (const preference of ["anonymize", "send_anyway", "dont_send", null] as const)
      expect(decideAtSend(preference, "WARN", "scan_budget_exceeded")).toBe("hold");
  });
});

describe("createStreamRestorer", () => {
  it("restores placeholders split across chunks and holds back only what could still be one", () => {
    const restorer = createStreamRestorer(new Map([["[EMAIL_1]", "ada@example.com"]]));
    const out = [
      restorer.push("Write to [EM"),
      restorer.push("AIL_"),
      restorer.push("1] today ["),
      restorer.push("sic]"),
    ];
    expect(out).toEqual(["Write to ", "", "ada@example.com today ", "[sic]"]);
    expect(restorer.push("end [EMAIL_")).toBe("end ");
    expect(restorer.flush()).toBe("[EMAIL_");
  });
});

describe("scanning off the event loop", () => {
  it("scans inline only small texts: plain ASCII up to 4 K characters, other scripts up to 512", async () => {
    const { scansInline, INLINE_SCAN_CHARS, INLINE_SCAN_CHARS_OTHER } =
      await import("../../../src/modules/dlp/detect-off-loop.ts");
    expect(scansInline(["a".repeat(INLINE_SCAN_CHARS)])).toBe(true);
    expect(scansInline(["a".repeat(INLINE_SCAN_CHARS), "b"])).toBe(false);
    expect(scansInline(["٤.".repeat(INLINE_SCAN_CHARS_OTHER / 2)])).toBe(true);
    // Digits of other scripts take the detector's slow paths: never a 16 K inline scan of them.
    expect(scansInline(["٤.".repeat(INLINE_SCAN_CHARS_OTHER / 2 + 1)])).toBe(false);
    expect(scansInline([`${"a".repeat(1000)} é`])).toBe(false);
  });

  it("scans a large text in a scanner process while the event loop keeps turning", async () => {
    const { detectDistinct, INLINE_SCAN_CHARS } = await import("../../../src/modules/dlp/detect-off-loop.ts");
    const large = `${"1.".repeat(150_000)} card 4111 1111 1111 1111`;
    expect(large.length).toBeGreaterThan(INLINE_SCAN_CHARS);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const [findings] = await detectDistinct(1, [large], 3);
    clearInterval(timer);
    expect(findings?.map((f) => f.type)).toEqual(["credit_card"]);
    // Inline, the scan would have held the loop for its whole run: no timer could fire meanwhile.
    expect(ticks).toBeGreaterThan(0);
  });

  it("answers with few findings of distinct value, however many the text holds", async () => {
    const { detectDistinct } = await import("../../../src/modules/dlp/detect-off-loop.ts");
    const cards = "4111 1111 1111 1111 ".repeat(5_000);
    const mails = Array.from({ length: 5_000 }, (_, i) => `user${i}@example.com`).join(" ");
    const [sameCard, manyMails] = await detectDistinct(1, [cards, mails], 3);
    expect(sameCard?.map((f) => f.value)).toEqual(["4111 1111 1111 1111"]);
    expect(manyMails?.map((f) => f.value)).toEqual([
      "user0@example.com",
      "user1@example.com",
      "user2@example.com",
    ]);
  });

  it("anonymizes large texts on the worker with one placeholder map for all", async () => {
    const { anonymizeMany } = await import("../../../src/modules/dlp/detect-off-loop.ts");
    const originals = new Map([["[EMAIL_1]", "ada@example.com"]]);
    const filler = "x ".repeat(10_000);
    const texts = await anonymizeMany(
      1,
      [`${filler} ada@example.com and bob@example.com`, `${filler} bob@example.com`],
      originals,
    );
    expect(texts[0]?.endsWith("[EMAIL_1] and [EMAIL_2]")).toBe(true);
    expect(texts[1]?.endsWith("[EMAIL_2]")).toBe(true);
    expect(originals.get("[EMAIL_2]")).toBe("bob@example.com");
  });
});
