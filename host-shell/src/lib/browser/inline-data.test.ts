import { afterEach, describe, expect, it } from "vitest";
import { INLINE_LANGUAGE_ID } from "@parley/shared-contracts/shell-document";
import { takeInlineLanguageCookie } from "./inline-data.ts";

function inline(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = INLINE_LANGUAGE_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(INLINE_LANGUAGE_ID)?.remove());

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
