import { act, renderHook, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { afterAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../test/shell-test-kit.tsx";
import { LANGUAGE_CODES } from "@parley/shared-contracts/languages";
import en from "./page-locales/en.ts";
import { loadShellPageMessages, SHELL_PAGES_NS, useShellPageTranslation } from "./page-texts.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the shell's page texts", () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))(
    "%s translates every key, keeping the placeholders",
    async (code) => {
      const messages = await loadShellPageMessages(code);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = messages[key as keyof typeof en];
        expect(text.trim(), `${code} ${key}`).not.toBe("");
        expect(text, `${code} ${key}`).not.toBe(english);
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  describe("on demand", () => {
    afterAll(() => initTestI18n());

    it("are not ready in a language until its chunk is here, then say it", async () => {
      await initTestI18n();
      const { result } = renderHook(() => useShellPageTranslation());
      expect(result.current.t("navigationInfo.close")).toBe("Close");
      expect(i18next.hasResourceBundle("de", SHELL_PAGES_NS)).toBe(false);
      await act(async () => {
        await i18next.changeLanguage("de");
      });
      await waitFor(() => expect(result.current.ready).toBe(true));
      expect(result.current.t("navigationInfo.close")).toBe("Schließen");
    });
  });
});
