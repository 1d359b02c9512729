import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../test/shell-test-kit.tsx";
import { TrialBanner } from "./trial-banner.tsx";
import { TRIAL_DISMISSED_KEY } from "./trial-dismissal.ts";

const NOW = new Date("2030-01-01T00:00:00Z");
const account = (endAt: string | null, balance = "1234.5", id = 1) => ({
  id,
  balance,
  free_trial: { end_at: endAt },
});

beforeAll(() => initTestI18n());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("TrialBanner", () => {
  it("counts down every second in the spec's format, with the balance in en-US", () => {
    render(<TrialBanner account={account("2030-01-03T04:05:06Z")} />);
    expect(screen.getByTestId("trial-banner.countdown").textContent).toBe("2d 4h 05m 06s");
    expect(screen.getByTestId("trial-banner.balance").textContent).toBe("$1,234.50");
    expect(screen.getByRole("region", { name: "Free trial" }).textContent).toContain(
      "Your free trial ends in",
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId("trial-banner.countdown").textContent).toBe("2d 4h 05m 05s");
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.getByTestId("trial-banner.countdown").textContent).toBe("2d 4h 04m 59s");
  });

  it("disappears when the trial ends, and is not shown for a past or absent trial", () => {
    const { unmount } = render(<TrialBanner account={account("2030-01-01T00:00:02Z")} />);
    expect(screen.getByTestId("trial-banner.countdown").textContent).toBe("0h 00m 02s");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByTestId("trial-banner")).toBeNull();
    unmount();
    render(<TrialBanner account={account("2029-12-31T23:59:59Z")} />);
    expect(screen.queryByTestId("trial-banner")).toBeNull();
    cleanup();
    render(<TrialBanner account={account(null)} />);
    expect(screen.queryByTestId("trial-banner")).toBeNull();
  });

  it("stays dismissed for that trial, and comes back for a new trial end", () => {
    const endAt = "2030-02-01T00:00:00Z";
    const { unmount } = render(<TrialBanner account={account(endAt)} />);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss the free-trial notice" }));
    expect(screen.queryByTestId("trial-banner")).toBeNull();
    expect(JSON.parse(localStorage.getItem(TRIAL_DISMISSED_KEY) ?? "null")).toEqual({ account: 1, endAt });
    unmount();
    render(<TrialBanner account={account(endAt)} />);
    expect(screen.queryByTestId("trial-banner")).toBeNull();
    cleanup();
    render(<TrialBanner account={account("2030-03-01T00:00:00Z")} />);
    expect(screen.getByTestId("trial-banner")).toBeTruthy();
    cleanup();
    render(<TrialBanner account={account(endAt, "1", 2)} />);
    expect(screen.getByTestId("trial-banner")).toBeTruthy();
  });
});
