import { describe, expect, it, vi } from "vitest";
import { refreshAcrossTabs, type RefreshLocks } from "./cross-tab-refresh.ts";

/** A Web Locks stand-in with real exclusive semantics: callbacks run one at a time, in order. */
function exclusiveLocks(): RefreshLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

describe("refreshAcrossTabs", () => {
  it("lets only one of two tabs refresh when both hit a 401 together", async () => {
    const locks = exclusiveLocks();
    const storage = memoryStorage();
    let clock = 1000;
    const now = () => clock;
    const network = vi.fn(async () => {
      clock += 50;
      return "refreshed" as const;
    });
    const tabA = refreshAcrossTabs(network, { locks, storage, now });
    const tabB = refreshAcrossTabs(network, { locks, storage, now });
    const outcomes = await Promise.all([tabA(), tabB()]);
    expect(outcomes).toEqual(["refreshed", "refreshed"]);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("refreshes again for a 401 that comes after the other tab's refresh", async () => {
    const locks = exclusiveLocks();
    const storage = memoryStorage();
    let clock = 1000;
    const network = vi.fn(async () => "refreshed" as const);
    const tab = refreshAcrossTabs(network, { locks, storage, now: () => clock });
    await tab();
    clock += 60_000;
    await tab();
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("does not record a rejected refresh as done", async () => {
    const locks = exclusiveLocks();
    const storage = memoryStorage();
    const network = vi.fn(async () => "rejected" as const);
    const tab = refreshAcrossTabs(network, { locks, storage, now: () => 5 });
    expect(await tab()).toBe("rejected");
    expect(storage.getItem("parley_last_refresh_at")).toBeNull();
  });

  it("falls back to a plain refresh without Web Locks", async () => {
    const network = vi.fn(async () => "refreshed" as const);
    const tab = refreshAcrossTabs(network, { locks: undefined, storage: undefined });
    Object.defineProperty(globalThis.navigator, "locks", { value: undefined, configurable: true });
    expect(await tab()).toBe("refreshed");
    expect(network).toHaveBeenCalledOnce();
  });
});
