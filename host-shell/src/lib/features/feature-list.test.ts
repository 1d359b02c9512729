import { afterEach, describe, expect, it, vi } from "vitest";
import { FEATURE_LIST_CACHE_MS } from "@parley/shared-contracts/constants";
import { loadFeatures } from "./feature-list.ts";

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => window.localStorage.clear());

describe("loadFeatures", () => {
  it("loads the list once and keeps it 24 hours per workspace and member", async () => {
    const api = answering(200, { features: { collaboration: true, team_chat_share: false } });
    let now = 1_000;
    expect(await loadFeatures(api, "acme", 1, () => now)).toEqual({
      collaboration: true,
      team_chat_share: false,
    });
    now += FEATURE_LIST_CACHE_MS - 1;
    await loadFeatures(api, "acme", 1, () => now);
    expect(api).toHaveBeenCalledTimes(1);
    await loadFeatures(api, "acme", 2, () => now);
    expect(api).toHaveBeenCalledTimes(2);
    now += 2;
    await loadFeatures(api, "acme", 1, () => now);
    expect(api).toHaveBeenCalledTimes(3);
  });

  it("treats a failed or malformed answer as an empty list, and does not keep it", async () => {
    expect(await loadFeatures(answering(500, {}), "acme", 1)).toEqual({});
    expect(await loadFeatures(answering(200, { nope: 1 }), "acme", 1)).toEqual({});
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await loadFeatures(offline, "acme", 1)).toEqual({});
    const api = answering(200, { features: { routines: true } });
    expect(await loadFeatures(api, "acme", 1)).toEqual({ routines: true });
  });
});
