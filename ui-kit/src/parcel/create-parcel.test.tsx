import { afterEach, describe, expect, it, vi } from "vitest";
import type { RemoteMessages } from "../i18n/remote-messages.ts";
import { createParcel } from "./create-parcel.tsx";

function fakeMessages(): RemoteMessages {
  return {
    namespace: "mf_test",
    ensure: vi.fn(async () => undefined),
    preload: vi.fn(),
    useMessages: vi.fn(),
  };
}

const definition = (messages: RemoteMessages) => ({
  parcel: "mf_account/AccountSettingsPage" as const,
  messages,
  Root: () => null,
  crashTexts: () => ({ message: "", reload: "" }),
});

afterEach(() => {
  document.documentElement.lang = "";
});

describe("createParcel", () => {
  it("starts the texts of the page's language with the parcel's code, before any mount", () => {
    document.documentElement.lang = "zh-CN";
    const messages = fakeMessages();
    createParcel(definition(messages));
    expect(messages.preload).toHaveBeenCalledWith("zh-cn");
    expect(messages.ensure).not.toHaveBeenCalled();
  });

  it("preloads nothing when the page names no language of ours", () => {
    document.documentElement.lang = "xx";
    const messages = fakeMessages();
    createParcel(definition(messages));
    expect(messages.preload).not.toHaveBeenCalled();
  });
});
