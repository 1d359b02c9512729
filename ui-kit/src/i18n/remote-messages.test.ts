import i18next from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createRemoteMessages } from "./remote-messages.ts";

beforeAll(async () => {
  await i18next.init({ lng: "en", resources: {}, partialBundledLanguages: true, lowerCaseLng: true });
});

describe("createRemoteMessages", () => {
  it("loads a language once, even when asked twice at the same time", async () => {
    const load = vi.fn(async () => ({ "greeting.hello": "Bonjour" }));
    const messages = createRemoteMessages("mf_test", load);
    await Promise.all([messages.ensure("fr"), messages.ensure("fr")]);
    await messages.ensure("fr");
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18next.getResource("fr", "mf_test", "greeting.hello")).toBe("Bonjour");
  });

  it("stores zh-cn where i18next looks it up, and retries after a failed load", async () => {
    const load = vi
      .fn<(code: string) => Promise<object>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ title: "标题" });
    const messages = createRemoteMessages("mf_other", load);
    await expect(messages.ensure("zh-cn")).rejects.toThrow("offline");
    await messages.ensure("zh-cn");
    expect(
      i18next.hasResourceBundle("zh-cn", "mf_other") || i18next.hasResourceBundle("zh-CN", "mf_other"),
    ).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("preload", () => {
  it("runs the language's chunk without adding it; ensure then reuses the loaded module", async () => {
    const module = Promise.resolve({ "greeting.hello": "Hallo" });
    const load = vi.fn(() => module);
    const messages = createRemoteMessages("mf_preloaded", load);
    messages.preload("de");
    expect(load).toHaveBeenCalledWith("de");
    expect(i18next.hasResourceBundle("de", "mf_preloaded")).toBe(false);
    await messages.ensure("de");
    expect(i18next.getResource("de", "mf_preloaded", "greeting.hello")).toBe("Hallo");
  });

  it("swallows a failed preload: ensure tries again and reports", async () => {
    const load = vi
      .fn<(code: string) => Promise<object>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ ok: "ok" });
    const messages = createRemoteMessages("mf_preload_failed", load);
    messages.preload("fr");
    await Promise.resolve();
    await messages.ensure("fr");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
