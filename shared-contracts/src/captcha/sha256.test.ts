import { describe, expect, it } from "vitest";
import { hexToWords, sha256Hex, sha256Words, wordsToHex } from "./sha256.ts";

/** Web Crypto's SHA-256 of an ASCII text, in hex: the reference. */
async function reference(text: string): Promise<string> {
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("sha256Hex", () => {
  it("matches the standard's vectors", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("matches Web Crypto on every length across the block edges", async () => {
    for (let length = 0; length <= 200; length++) {
      const text = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join("");
      expect(sha256Hex(text), `length ${length}`).toBe(await reference(text));
    }
  });

  it("matches Web Crypto on challenge-shaped texts", async () => {
    for (let n = 0; n < 2000; n += 37) {
      const text = `a1b2c3d4e5f6?expires=1760000000&scope=signup${n}`;
      expect(sha256Hex(text)).toBe(await reference(text));
    }
  });
});

describe("hex and words", () => {
  it("round-trip, and refuse what is not 64 hex digits", async () => {
    const digest = sha256Words("parley");
    expect(wordsToHex(hexToWords(wordsToHex(digest))!)).toBe(await reference("parley"));
    expect(hexToWords("abc")).toBeNull();
    expect(hexToWords("G".repeat(64))).toBeNull();
    expect(hexToWords((await reference("x")).toUpperCase())).toBeNull();
  });
});
