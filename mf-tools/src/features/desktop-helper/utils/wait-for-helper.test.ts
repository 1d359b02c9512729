import { describe, expect, it, vi } from "vitest";
import type { HelperProbe } from "./probe-helper.ts";
import { waitForHelper } from "./wait-for-helper.ts";

const answers = (...states: HelperProbe[]) => {
  const probe = vi.fn<() => Promise<HelperProbe>>();
  for (const state of states) probe.mockResolvedValueOnce(state);
  probe.mockResolvedValue(states.at(-1) ?? { state: "down" });
  return probe;
};
const wait = vi.fn(() => Promise.resolve());

describe("waitForHelper", () => {
  it("polls every 500 ms until the helper is enabled", async () => {
    const probe = answers(
      { state: "down" },
      { state: "starting", version: "1.0.0" },
      { state: "enabled", version: "1.0.0" },
    );
    wait.mockClear();
    expect(await waitForHelper(probe, { wait })).toBe("enabled");
    expect(probe).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledWith(500);
  });

  it("says the launch failed when nothing answered within 40 reads (20 s), not after 120", async () => {
    const probe = answers({ state: "down" });
    expect(await waitForHelper(probe, { wait })).toBe("no-answer");
    expect(probe).toHaveBeenCalledTimes(40);
  });

  it("does not take a helper still stopping for the launched one answering", async () => {
    const probe = answers({ state: "stopping", version: "1.0.0" }, { state: "down" });
    expect(await waitForHelper(probe, { wait })).toBe("no-answer");
    expect(probe).toHaveBeenCalledTimes(40);
  });

  it("gives up after 120 reads on a helper that answered late and kept starting", async () => {
    const downs: HelperProbe[] = Array.from({ length: 39 }, () => ({ state: "down" }));
    const probe = answers(...downs, { state: "starting", version: "1.0.0" }, { state: "down" });
    expect(await waitForHelper(probe, { wait })).toBe("timeout");
    expect(probe).toHaveBeenCalledTimes(120);
  });

  it("times out on a helper that kept starting and never became enabled", async () => {
    const probe = answers({ state: "starting", version: "1.0.0" });
    expect(await waitForHelper(probe, { wait })).toBe("timeout");
    expect(probe).toHaveBeenCalledTimes(120);
  });

  it("stops at a refusal (not enabled) or an unpaired helper", async () => {
    const refused = answers({ state: "down" }, { state: "refused" });
    expect(await waitForHelper(refused, { wait })).toBe("not-enabled");
    expect(refused).toHaveBeenCalledTimes(2);
    expect(await waitForHelper(answers({ state: "down" }, { state: "unpaired" }), { wait })).toBe(
      "needs-pairing",
    );
  });
});
