import { act, cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { memo } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useNamespaceTranslation } from "./use-namespace-translation.ts";

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: {
      en: { mf_x: { title: "Title", "box.label": "Label" }, common: { shared: "Shared text" } },
      fr: { mf_x: { title: "Titre" } },
    },
    partialBundledLanguages: true,
    lowerCaseLng: true,
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
});

function Texts() {
  const { t, ready } = useNamespaceTranslation(["mf_x", "common"]);
  return (
    <p>
      {t("title")} | {t("shared", { ns: "common" })} | {t("late")} | {ready ? "ready" : "waiting"}
    </p>
  );
}

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

describe("useNamespaceTranslation", () => {
  it("looks keys up in the first namespace and reaches the others by `ns`", () => {
    render(<Texts />);
    expect(screen.getByText("Title | Shared text | late | ready")).toBeTruthy();
  });

  it("re-renders on a language switch, and when a bundle lands afterwards", async () => {
    // Memoised like a list row: only a new `t` re-renders it.
    const Row = memo(function Row({ t }: { t: (key: string) => string }) {
      return <span>{t("late")}</span>;
    });
    function Parent() {
      const { t } = useNamespaceTranslation("mf_x");
      return <Row t={t} />;
    }
    render(
      <>
        <Texts />
        <Parent />
      </>,
    );
    await act(() => i18next.changeLanguage("fr"));
    // `common` has no French bundle yet: not ready, and its key falls back to the key.
    expect(screen.getByText("Titre | shared | late | waiting")).toBeTruthy();
    act(() => {
      i18next.addResourceBundle("fr", "common", { shared: "Texte partagé" }, true, true);
      i18next.addResourceBundle("fr", "mf_x", { late: "Arrivé" }, true, true);
    });
    expect(screen.getByText("Titre | Texte partagé | Arrivé | ready")).toBeTruthy();
    expect(screen.getByText("Arrivé", { selector: "span" })).toBeTruthy();
  });

  it("applies a key prefix", () => {
    function Prefixed() {
      const { t } = useNamespaceTranslation("mf_x", { keyPrefix: "box" });
      return <span>{t("label")}</span>;
    }
    render(<Prefixed />);
    expect(screen.getByText("Label")).toBeTruthy();
  });
});
