import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { initTestI18n } from "../../test/shell-test-kit.tsx";
import { TOUR_PROGRESS_KEY } from "./tour-progress.ts";
import { TARGET_WAIT_MS } from "./use-step-target.ts";
import { WalkthroughHost } from "./walkthrough-host.tsx";

function renderPage() {
  const bus = createEventBus<ParleyEvents>();
  render(
    <>
      <button type="button" data-testid="opener">
        Help
      </button>
      <button type="button" data-testid="sidebar.new">
        New conversation
      </button>
      <button type="button" data-tour="model-selection">
        <span data-testid="inside-model">Model</span>
      </button>
      <textarea data-testid="chat-box.input" aria-label="Message" />
      <button type="button" data-tour="behavior-settings">
        Behaviour
      </button>
      <button type="button" data-tour="model-settings">
        Model settings
      </button>
      <WalkthroughHost bus={bus} />
    </>,
  );
  return bus;
}

const title = () => screen.getByTestId("walkthrough.title").textContent;
const progress = () => JSON.parse(localStorage.getItem(TOUR_PROGRESS_KEY) ?? "{}");

async function start(bus: ReturnType<typeof renderPage>, tour: ParleyEvents["walkthrough.started"]["tour"]) {
  act(() => bus.emit("walkthrough.started", { tour }));
  // Hidden (so not yet a "dialog" to role queries) while a missing target is still looked for.
  return screen.findByTestId("walkthrough");
}

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("WalkthroughHost", () => {
  it("starts from the bus on the first step, pointing at its target, and moves with Next and Back", async () => {
    const bus = renderPage();
    await start(bus, "user-introduction");
    const dialog = screen.getByRole("dialog", { name: "Start a new conversation" });
    expect(dialog.getAttribute("aria-modal")).toBe("false");
    expect(screen.getByTestId("walkthrough.progress").textContent).toBe("Step 1 of 7");
    expect(screen.getByTestId("walkthrough.spotlight")).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>("walkthrough.back").disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(dialog));

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(title()).toBe("Choose an AI model");
    expect(screen.getByTestId("walkthrough.progress").textContent).toBe("Step 2 of 7");
    expect(progress()).toEqual({ "user-introduction": { step: 1, done: false } });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(title()).toBe("Start a new conversation");
  });

  it("advances 100 ms after a click on (or inside) the target, leaving the focus where the user put it", async () => {
    const bus = renderPage();
    await start(bus, "user-introduction");
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId("sidebar.new"));
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(title()).toBe("Start a new conversation");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(title()).toBe("Choose an AI model");
    fireEvent.click(screen.getByTestId("inside-model"));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(title()).toBe("Write your message");
    const input = screen.getByTestId("chat-box.input");
    input.focus();
    fireEvent.click(input);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(title()).toBe("Select AI tools");
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(document.activeElement).toBe(input);
  });

  it("centres a step whose target is not on the page once it stopped looking", async () => {
    const bus = renderPage();
    localStorage.setItem(
      TOUR_PROGRESS_KEY,
      JSON.stringify({ "user-introduction": { step: 4, done: false } }),
    );
    const popover = await start(bus, "user-introduction");
    expect(title()).toBe("Choose the 'Teach me anything' tool");
    expect(popover.style.visibility).toBe("hidden");
    await waitFor(() => expect(popover.style.visibility).toBe(""), { timeout: TARGET_WAIT_MS + 1000 });
    expect(screen.getByRole("dialog").dataset.side).toBe("centre");
    expect(screen.queryByTestId("walkthrough.spotlight")).toBeNull();
  });

  it("closes with Escape, keeps the step, and gives the focus back", async () => {
    const bus = renderPage();
    const opener = screen.getByTestId("opener");
    opener.focus();
    const popover = await start(bus, "helper-app");
    await waitFor(() => expect(document.activeElement).toBe(popover));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.keyDown(screen.getByTestId("walkthrough"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(progress()).toEqual({ "helper-app": { step: 1, done: false } });
    await start(bus, "helper-app");
    expect(title()).toBe("Download the helper app");
    // Its target is not on this page: the popover waits, then shows centred and takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("dialog")), {
      timeout: TARGET_WAIT_MS + 1000,
    });
  });

  it("finishes with Done on the last step, then starts again from the first", async () => {
    const bus = renderPage();
    await start(bus, "model-params");
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByTestId("walkthrough.next"));
    expect(screen.getByTestId("walkthrough.progress").textContent).toBe("Step 5 of 5");
    expect(screen.getByTestId("walkthrough.next").textContent).toBe("Done");
    fireEvent.click(screen.getByTestId("walkthrough.next"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(progress()).toEqual({ "model-params": { step: 0, done: true } });
    await start(bus, "model-params");
    expect(title()).toBe("Open the model settings");
    fireEvent.click(screen.getByRole("button", { name: "Close the walkthrough" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("ignores an unknown tour name", () => {
    const bus = renderPage();
    act(() => bus.emit("walkthrough.started", { tour: "nope" as "helper-app" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
