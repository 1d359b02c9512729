// Test helper: renders with a plain i18next instance holding the English markdown texts.
import { render } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/en.json";
import { MARKDOWN_NAMESPACE } from "../i18n/markdown-resources.ts";

export function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: "en",
    resources: { en: { [MARKDOWN_NAMESPACE]: { markdown: en } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement) {
  const i18n = createTestI18n();
  const wrap = (node: ReactElement) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
