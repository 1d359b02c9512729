import { afterEach, describe, expect, it } from "vitest";
import {
  INLINE_DOCS_URL_ID,
  INLINE_LANGUAGE_ID,
  INLINE_LAYOUT_ID,
} from "@parley/shared-contracts/shell-document";
import { inlineJson } from "../../test/shell-test-kit.tsx";
import { takeInlineDocsUrl, takeInlineLanguageCookie, takeInlineLayout } from "./inline-data.ts";

const inline = (text: string) => inlineJson(INLINE_LANGUAGE_ID, text);

afterEach(() => {
  document.getElementById(INLINE_LANGUAGE_ID)?.remove();
  document.getElementById(INLINE_LAYOUT_ID)?.remove();
  document.getElementById(INLINE_DOCS_URL_ID)?.remove();
});

describe("takeInlineLanguageCookie", () => {
  it("reads the server's reading of the language cookie once", () => {
    inline(JSON.stringify({ cookie: "de" }));
    expect(takeInlineLanguageCookie()).toBe("de");
    // Gone after the first read: a later caller reads the cookie itself.
    expect(takeInlineLanguageCookie()).toBeUndefined();
  });

  it("is null when the server saw no cookie, undefined when the document says nothing", () => {
    inline(JSON.stringify({ cookie: null }));
    expect(takeInlineLanguageCookie()).toBeNull();
    expect(takeInlineLanguageCookie()).toBeUndefined();
    inline("{broken");
    expect(takeInlineLanguageCookie()).toBeUndefined();
  });
});

describe("takeInlineLayout", () => {
  it("says once whether the page opens in the main layout, undefined when the document does not say", () => {
    inlineJson(INLINE_LAYOUT_ID, JSON.stringify({ mainLayout: false }));
    expect(takeInlineLayout()).toBe(false);
    expect(takeInlineLayout()).toBeUndefined();
    inlineJson(INLINE_LAYOUT_ID, JSON.stringify({ mainLayout: "yes" }));
    expect(takeInlineLayout()).toBeUndefined();
  });
});

describe("takeInlineDocsUrl", () => {
  it("reads PARLEY_DOCS_URL once, and only an http(s) address", () => {
    inlineJson(INLINE_DOCS_URL_ID, JSON.stringify({ url: "https://help.example.com/{lang}/" }));
    expect(takeInlineDocsUrl()).toBe("https://help.example.com/{lang}/");
    expect(takeInlineDocsUrl()).toBeUndefined();
    inlineJson(INLINE_DOCS_URL_ID, JSON.stringify({ url: "javascript:alert(1)" }));
    expect(takeInlineDocsUrl()).toBeUndefined();
  });
});
