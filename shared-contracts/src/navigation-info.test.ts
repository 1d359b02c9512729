import { describe, expect, it } from "vitest";
import {
  NAVIGATION_INFO_MAX_AGE_MS,
  NAVIGATION_INFO_STORAGE_KEY,
  saveNavigationInfo,
  takeNavigationInfo,
  type NavigationInfoStorage,
} from "./navigation-info.ts";

function memoryStorage(
  initial: Record<string, string> = {},
): NavigationInfoStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const NOW = 1_800_000_000_000;

describe("the navigation-info record", () => {
  it("is taken once: a successful record names its conversation, then it is gone", () => {
    const storage = memoryStorage();
    saveNavigationInfo(storage, { status: "success", conversation_id: 42 }, NOW);
    expect(takeNavigationInfo(storage, NOW + 1000)).toEqual({ status: "success", conversation_id: 42 });
    expect(storage.data.has(NAVIGATION_INFO_STORAGE_KEY)).toBe(false);
    expect(takeNavigationInfo(storage, NOW + 2000)).toBeNull();
  });

  it("keeps a failure's known reason and reads an unknown one as the generic one", () => {
    const storage = memoryStorage();
    saveNavigationInfo(storage, { status: "failed", reason: "snapshot_unavailable" }, NOW);
    expect(takeNavigationInfo(storage, NOW)).toEqual({ status: "failed", reason: "snapshot_unavailable" });
    storage.setItem(
      NAVIGATION_INFO_STORAGE_KEY,
      JSON.stringify({ info: { status: "failed", reason: "from_a_newer_writer" }, saved_at: NOW }),
    );
    expect(takeNavigationInfo(storage, NOW)).toEqual({
      status: "failed",
      reason: "conversation_unavailable",
    });
  });

  it("drops a stale record unread, and removes it all the same", () => {
    const storage = memoryStorage();
    saveNavigationInfo(storage, { status: "success", conversation_id: 7 }, NOW);
    expect(takeNavigationInfo(storage, NOW + NAVIGATION_INFO_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it.each([
    ["not JSON", "{"],
    ["no time", JSON.stringify({ info: { status: "success", conversation_id: 1 } })],
    ["no status", JSON.stringify({ info: { conversation_id: 1 }, saved_at: NOW })],
    ["a fractional id", JSON.stringify({ info: { status: "success", conversation_id: 1.5 }, saved_at: NOW })],
    ["a string id", JSON.stringify({ info: { status: "success", conversation_id: "1" }, saved_at: NOW })],
    ["a negative id", JSON.stringify({ info: { status: "success", conversation_id: -3 }, saved_at: NOW })],
    ["a record from the future", JSON.stringify({ info: { status: "failed" }, saved_at: NOW + 3_600_000 })],
  ])("ignores a malformed record (%s) and removes it", (_name, raw) => {
    const storage = memoryStorage({ [NAVIGATION_INFO_STORAGE_KEY]: raw });
    expect(takeNavigationInfo(storage, NOW)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("never throws when the storage does (private modes, full quotas)", () => {
    const broken: NavigationInfoStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveNavigationInfo(broken, { status: "success", conversation_id: 1 }, NOW)).not.toThrow();
    expect(takeNavigationInfo(broken, NOW)).toBeNull();
  });
});
