import { describe, expect, it, vi } from "vitest";
import { detectLanguage } from "./detect-language.ts";

const none = { search: "", stored: null, cookie: () => null };

describe("detectLanguage", () => {
  it("prefers the locale query parameter, then local storage, then the cookie", () => {
    const all = { search: "?locale=ar", stored: "fr", cookie: () => "de" };
    expect(detectLanguage(all)).toEqual({ language: "ar", fromQuery: true });
    expect(detectLanguage({ ...all, search: "" })).toEqual({ language: "fr", fromQuery: false });
    expect(detectLanguage({ ...all, search: "", stored: null })).toEqual({
      language: "de",
      fromQuery: false,
    });
  });

  it("asks for the cookie only when the query and the storage say nothing (it may cost a call)", () => {
    const cookie = vi.fn(() => "de");
    detectLanguage({ search: "?locale=fr", stored: null, cookie });
    detectLanguage({ search: "", stored: "ja", cookie });
    expect(cookie).not.toHaveBeenCalled();
    detectLanguage({ search: "", stored: null, cookie });
    expect(cookie).toHaveBeenCalledOnce();
  });

  it("falls back to English", () => {
    expect(detectLanguage(none)).toEqual({ language: "en", fromQuery: false });
  });

  it("skips unknown or malformed values at each step", () => {
    expect(detectLanguage({ search: "?locale=xx", stored: "klingon", cookie: () => "ko" }).language).toBe(
      "ko",
    );
    expect(detectLanguage({ search: "?locale=", stored: null, cookie: () => "xx" }).language).toBe("en");
  });

  it("accepts the region codes in any case", () => {
    expect(detectLanguage({ ...none, search: "?locale=zh-CN" }).language).toBe("zh-cn");
    expect(detectLanguage({ ...none, stored: "ZH_HK" }).language).toBe("zh-hk");
  });
});
