import { describe, expect, it, vi } from "vitest";
import type { HelperProbe } from "./probe-helper.ts";
import { waitForHelperGone } from "./wait-for-helper-gone.ts";

const answers = (...states: HelperProbe[]) => {
  const probe = vi.fn<() => Promise<HelperProbe>>();
  for (const state of states) probe.mockResolvedValueOnce(state);
  probe.mockResolvedValue(states.at(-1) ?? { state: "down" });
  return probe;
};

describe("waitForHelperGone", () => {
  it("reads every 500 ms through the helper's stopping until nothing answers, handing on each read", async () => {
    const probe = answers(
      { state: "enabled", version: "1.0.0" },
      { state: "stopping", version: "1.0.0" },
      { state: "down" },
    );
    const wait = vi.fn(() => Promise.resolve());
    const seen: string[] = [];
    expect(await waitForHelperGone(probe, { wait, onProbe: (answer) => seen.push(answer.state) })).toBe(
      "gone",
    );
    expect(seen).toEqual(["enabled", "stopping", "down"]);
    expect(wait.mock.calls).toEqual([[500], [500]]);
  });

  it("gives up after 120 reads of a helper that keeps answering", async () => {
    const probe = answers({ state: "stopping", version: "1.0.0" });
    const wait = vi.fn(() => Promise.resolve());
    expect(await waitForHelperGone(probe, { wait })).toBe("still-running");
    expect(probe).toHaveBeenCalledTimes(120);
    expect(wait).toHaveBeenCalledTimes(119);
  });
});
