import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { initTestI18n } from "../../test/shell-test-kit.tsx";
import { Toaster } from "./toaster.tsx";

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows the bus's toasts in a live region; errors as alerts", () => {
    const bus = createEventBus<ParleyEvents>();
    render(<Toaster bus={bus} />);
    expect(screen.getByTestId("toasts").getAttribute("aria-live")).toBe("polite");
    act(() => bus.emit("toast.shown", { kind: "success", message: "Profile updated successfully." }));
    act(() => bus.emit("toast.shown", { kind: "error", message: "You do not have managing permission!" }));
    expect(screen.getByRole("status").textContent).toContain("Profile updated successfully.");
    expect(screen.getByRole("alert").textContent).toContain("You do not have managing permission!");
  });

  it("dismisses on request and by itself", () => {
    vi.useFakeTimers();
    const bus = createEventBus<ParleyEvents>();
    render(<Toaster bus={bus} />);
    act(() => bus.emit("toast.shown", { kind: "info", message: "one" }));
    act(() => bus.emit("toast.shown", { kind: "error", message: "two" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Dismiss" })[1]!);
    expect(screen.queryByText("two")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByText("one")).toBeNull();
  });
});
