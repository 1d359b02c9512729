import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language.ts";

const none = { search: "", stored: null, cookies: "" };

describe("detectLanguage", () => {
  it("prefers the locale query parameter, then local storage, then the cookie", () => {
    const all = { search: "?locale=ar", stored: "fr", cookies: "parley_language=de" };
    expect(detectLanguage(all)).toEqual({ language: "ar", fromQuery: true });
    expect(detectLanguage({ ...all, search: "" })).toEqual({ language: "fr", fromQuery: false });
    expect(detectLanguage({ ...all, search: "", stored: null })).toEqual({
      language: "de",
      fromQuery: false,
    });
  });

  it("falls back to English", () => {
    expect(detectLanguage(none)).toEqual({ language: "en", fromQuery: false });
  });

  it("skips unknown or malformed values at each step", () => {
    expect(
      detectLanguage({ search: "?locale=xx", stored: "klingon", cookies: "parley_language=ko" }).language,
    ).toBe("ko");
    expect(detectLanguage({ search: "?locale=", stored: null, cookies: "other=fr" }).language).toBe("en");
  });

  it("accepts the region codes in any case", () => {
    expect(detectLanguage({ ...none, search: "?locale=zh-CN" }).language).toBe("zh-cn");
    expect(detectLanguage({ ...none, stored: "ZH_HK" }).language).toBe("zh-hk");
  });
});
