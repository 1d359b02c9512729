import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { COMMON_NS, SHELL_NS, changeLanguage, handleLanguageRequests, initI18n } from "./i18n.ts";

afterEach(() => localStorage.clear());

describe("i18n", () => {
  it("loads only the active language, flat keys, {{product}} filled in", async () => {
    await initI18n("fr");
    expect(document.documentElement.lang).toBe("fr");
    expect(document.documentElement.dir).toBe("ltr");
    expect(i18next.hasResourceBundle("fr", COMMON_NS)).toBe(true);
    expect(i18next.hasResourceBundle("fr", SHELL_NS)).toBe(true);
    expect(i18next.hasResourceBundle("en", COMMON_NS)).toBe(false);
    expect(i18next.t("remote.failed")).toBe("Cette partie de Parley n'a pas pu être chargée.");
    expect(i18next.t("nav.signOut", { ns: SHELL_NS })).toBe("Se déconnecter");
  });

  it("switches language: loads it, sets <html lang dir>, remembers it and tells the remotes", async () => {
    await initI18n("en");
    const bus = createEventBus<ParleyEvents>();
    const heard = vi.fn();
    bus.on("language.changed", heard);
    await changeLanguage("ar", bus);
    expect(i18next.language).toBe("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(localStorage.getItem("parley_language")).toBe("ar");
    expect(document.cookie).toContain("parley_language=ar");
    expect(heard).toHaveBeenCalledWith({ language: "ar" });
    expect(i18next.t("notFound.backHome")).not.toBe("Back to home");
  });

  it("switches when a remote asks through the bus (the settings page), ignoring unknown codes", async () => {
    await initI18n("en");
    const bus = createEventBus<ParleyEvents>();
    const heard = vi.fn();
    bus.on("language.changed", heard);
    const stop = handleLanguageRequests(bus);
    bus.emit("language.change-requested", { language: "ar" });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ language: "ar" }));
    expect(i18next.language).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(localStorage.getItem("parley_language")).toBe("ar");

    bus.emit("language.change-requested", { language: "xx" as never });
    stop();
    bus.emit("language.change-requested", { language: "de" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18next.language).toBe("ar");
  });
});
