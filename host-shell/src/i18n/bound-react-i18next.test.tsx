import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { getI18n, useTranslation } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { mf_old: { hello: "Hello from an older remote" } } },
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
});

// What an mf_auth built before session 16 does: useTranslation() from the host's react-i18next.
function OlderRemote() {
  const { t } = useTranslation("mf_old", { useSuspense: false });
  return <p>{t("hello")}</p>;
}

describe("the react-i18next the host provides for older remotes", () => {
  it("is bound to the shared i18next instance as soon as it loads", async () => {
    expect(getI18n()).toBeUndefined();
    await import("./bound-react-i18next.ts");
    expect(getI18n()).toBe(i18next);
    render(<OlderRemote />);
    expect(screen.getByText("Hello from an older remote")).toBeTruthy();
  });
});
