import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, jsonBody, signedInProfile } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SLIDER_SAVE_DELAY_MS } from "../hooks/use-behavior-settings.ts";
import { useActiveConversation } from "../state/active-conversation.ts";
import { useSelectedModelSpeech } from "../state/selected-model.ts";
import { ACCORDION_STORAGE_KEY } from "@parley/ui-kit/browser/accordion-storage.ts";
import { BehaviorButton } from "./behavior-button.tsx";
import { BehaviorSettingsPanel } from "./behavior-settings-panel.tsx";

const PATH = "/api/v1/members/behavior_settings/";
const checked = (testId: string) => screen.getByTestId(testId).getAttribute("aria-checked");

function setup(fail = false, modelSpeaks: boolean | null = null) {
  let resolve: (() => void) | null = null;
  const fake = createFakeApi({
    [`PATCH ${PATH}`]: (init) =>
      new Promise((done) => {
        resolve = () =>
          done(
            fail
              ? { status: 500, body: { error: { message: "down" } } }
              : {
                  status: 200,
                  body: {
                    ...signedInProfile.behavior_settings,
                    ...(JSON.parse(String(init?.body)) as Partial<BehaviorSettings>),
                  },
                },
          );
      }),
  });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: ParleyEvents["toast.shown"][] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast));
  const opened = vi.fn();
  bus.on("panel.opened", opened);
  renderInShell(
    <>
      <BehaviorButton conversationId={42} modelSpeaks={modelSpeaks} />
      <BehaviorSettingsPanel />
    </>,
    shell,
  );
  return { fake, bus, toasts, opened, answer: () => act(async () => resolve?.()) };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useActiveConversation.setState({ id: 0 });
  useSelectedModelSpeech.setState({ speaks: null });
});

describe("BehaviorSettingsPanel", () => {
  it("has the five sections, all open by default, and keeps their state under 'accordion'", () => {
    setup();
    for (const section of ["rem", "agentic", "comment", "content", "scrape"])
      expect(screen.getByTestId(`behavior-settings.toggle-${section}`).getAttribute("aria-expanded")).toBe(
        "true",
      );
    fireEvent.click(screen.getByTestId("behavior-settings.toggle-content"));
    expect(screen.getByTestId("behavior-settings.toggle-content").getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(JSON.parse(localStorage.getItem(ACCORDION_STORAGE_KEY) ?? "{}")).toEqual({ content: false });
    expect(screen.getByTestId("behavior-settings.explicit-url-tooltip").textContent).toBe(
      "Allows the AI to scrape URLs inside double curly braces from the conversation.",
    );
  });

  it("switches a toggle at once with a spinner and saves it with the conversation id", async () => {
    const { fake, answer } = setup();
    fireEvent.click(screen.getByTestId("behavior-settings.latex-view"));
    expect(checked("behavior-settings.latex-view")).toBe("true");
    expect(screen.getByTestId("behavior-settings.latex-view").getAttribute("aria-busy")).toBe("true");
    await answer();
    await waitFor(() =>
      expect(screen.getByTestId("behavior-settings.latex-view").getAttribute("aria-busy")).toBe("false"),
    );
    expect(checked("behavior-settings.latex-view")).toBe("true");
    expect(jsonBody(fake.callsTo("PATCH", PATH)[0])).toEqual({ latex_view: true, conversation_id: 42 });
  });

  it("reads the settings again when they change elsewhere (session.profile-changed)", async () => {
    const { fake, bus } = setup();
    expect(checked("behavior-settings.markdown-view")).toBe("true");
    fake.routes["GET /api/v1/members/detail"] = {
      status: 200,
      body: {
        ...signedInProfile,
        behavior_settings: { ...signedInProfile.behavior_settings, markdown_view: false },
      },
    };
    act(() => bus.emit("session.profile-changed", {}));
    await waitFor(() => expect(checked("behavior-settings.markdown-view")).toBe("false"));
  });

  it("rolls a failed toggle back with the spec's toast", async () => {
    const { toasts, answer } = setup(true);
    fireEvent.click(screen.getByTestId("behavior-settings.commentary"));
    expect(checked("behavior-settings.commentary")).toBe("true");
    await waitFor(() =>
      expect(screen.getByTestId("chat-box.behavior-commentary").textContent).toContain("On"),
    );
    await answer();
    await waitFor(() => expect(checked("behavior-settings.commentary")).toBe("false"));
    expect(toasts).toContainEqual({ kind: "error", message: "Failed to update setting. Please try again." });
    expect(screen.getByTestId("chat-box.behavior-commentary").textContent).toContain("Off");
  });

  it("says next to the commentary toggle when the chosen model cannot speak", () => {
    setup(false, false);
    const note = screen.getByTestId("behavior-settings.commentary-silent");
    expect(note.textContent).toBe("This model cannot speak; commentary stays silent.");
    expect(screen.getByTestId("behavior-settings.commentary").getAttribute("aria-describedby")).toBe(note.id);
    cleanup();
    setup(false, true);
    expect(screen.queryByTestId("behavior-settings.commentary-silent")).toBeNull();
    expect(screen.getByTestId("behavior-settings.commentary").getAttribute("aria-describedby")).toBeNull();
  });

  it("saves the aggressiveness slider after a 500 ms pause, once", async () => {
    vi.useFakeTimers();
    const { fake } = setup();
    const slider = screen.getByTestId("behavior-settings.aggressiveness");
    fireEvent.change(slider, { target: { value: "2" } });
    fireEvent.change(slider, { target: { value: "0" } });
    await act(async () => {
      vi.advanceTimersByTime(SLIDER_SAVE_DELAY_MS - 1);
    });
    expect(slider.getAttribute("aria-valuetext")).toBe("Never");
    expect(fake.callsTo("PATCH", PATH)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(fake.callsTo("PATCH", PATH)).toHaveLength(1);
    expect(jsonBody(fake.callsTo("PATCH", PATH)[0])).toEqual({
      function_call_aggressiveness: 0,
      conversation_id: 42,
    });
  });
});

describe("BehaviorButton", () => {
  it("shows On or Off for knowledge and commentary and opens the panel", () => {
    const { opened } = setup();
    expect(screen.getByTestId("chat-box.behavior-knowledge").textContent).toContain("Off");
    expect(screen.getByTestId("chat-box.behavior-commentary").textContent).toContain("Off");
    fireEvent.click(screen.getByTestId("chat-box.behavior"));
    expect(opened).toHaveBeenCalledWith({ panel: "behavior-settings" });
  });
});
