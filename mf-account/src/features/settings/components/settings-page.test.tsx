import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, signedInProfile } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SLIDER_SAVE_DELAY_MS } from "../hooks/use-chat-defaults.ts";
import { SettingsPage } from "./settings-page.tsx";

const PATH = "PATCH /api/v1/members/behavior_settings/";
const settings: BehaviorSettings = {
  markdown_view: true,
  latex_view: false,
  explicit_url_detection: false,
  function_call_aggressiveness: 1,
  commentary_enabled: false,
};

function setup(status = 200) {
  const fake = createFakeApi({
    [PATH]: (init) => ({
      status,
      body:
        status === 200
          ? { ...settings, ...(JSON.parse(String(init?.body)) as Partial<BehaviorSettings>) }
          : { error: { message: "down" } },
    }),
  });
  const { shell, bus, navigate } = createFakeShell({
    api: fake.api,
    profile: { ...signedInProfile, behavior_settings: settings },
  });
  const events: string[] = [];
  const toasts: ParleyEvents["toast.shown"][] = [];
  bus.on("session.profile-changed", () => events.push("profile-changed"));
  bus.on("language.change-requested", ({ language }) => events.push(`language:${language}`));
  bus.on("walkthrough.started", ({ tour }) => events.push(`tour:${tour}`));
  bus.on("toast.shown", (toast) => toasts.push(toast));
  renderInShell(<SettingsPage />, shell);
  return { fake, events, toasts, navigate };
}

const sw = (id: string) => screen.getByTestId(id);

afterEach(() => vi.useRealTimers());

describe("the settings page", () => {
  it("asks the shell to switch the language, listing the 12 in their own names", () => {
    const { events } = setup();
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(select.querySelectorAll("option")).toHaveLength(12);
    expect(screen.getByRole("option", { name: "العربية" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "ar" } });
    expect(events).toEqual(["language:ar"]);
  });

  it("saves a chat default at once, tells the other remotes, and LaTeX needs Markdown", async () => {
    const { fake, events } = setup();
    expect(sw("settings.latex-view").hasAttribute("disabled")).toBe(false);
    fireEvent.click(sw("settings.markdown-view"));
    expect(sw("settings.markdown-view").getAttribute("aria-checked")).toBe("false");
    expect(sw("settings.latex-view").hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Turn on Markdown view to use LaTeX view.")).toBeTruthy();
    await waitFor(() => expect(events).toEqual(["profile-changed"]));
    expect(JSON.parse(String(fake.callsTo("PATCH", "/api/v1/members/behavior_settings/")[0]?.body))).toEqual({
      markdown_view: false,
    });
  });

  it("rolls a failed toggle back with the spec's toast", async () => {
    const { toasts } = setup(500);
    fireEvent.click(sw("settings.commentary"));
    expect(sw("settings.commentary").getAttribute("aria-checked")).toBe("true");
    await waitFor(() => expect(sw("settings.commentary").getAttribute("aria-checked")).toBe("false"));
    expect(toasts).toContainEqual({ kind: "error", message: "Failed to update setting. Please try again." });
  });

  it("saves the agentic slider once, after a 500 ms pause", async () => {
    vi.useFakeTimers();
    const { fake } = setup();
    const slider = screen.getByRole("slider", { name: "Agentic usage preference" });
    fireEvent.change(slider, { target: { value: "2" } });
    fireEvent.change(slider, { target: { value: "0" } });
    expect(slider.getAttribute("aria-valuetext")).toBe("Never");
    await act(async () => vi.advanceTimersByTime(SLIDER_SAVE_DELAY_MS - 1));
    expect(fake.callsTo("PATCH", "/api/v1/members/behavior_settings/")).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    const calls = fake.callsTo("PATCH", "/api/v1/members/behavior_settings/");
    expect(calls.map((c) => JSON.parse(String(c.body)))).toEqual([{ function_call_aggressiveness: 0 }]);
  });

  it("starts a walkthrough on the conversation screen, and leads to account settings", () => {
    const { events, navigate } = setup();
    fireEvent.click(screen.getByRole("button", { name: "Start tour: Model parameters walkthrough" }));
    expect(navigate).toHaveBeenCalledWith("/conversations/new");
    expect(events).toEqual(["tour:model-params"]);
    fireEvent.click(screen.getByRole("button", { name: "Open account settings" }));
    expect(navigate).toHaveBeenLastCalledWith("/account-settings");
  });
});
