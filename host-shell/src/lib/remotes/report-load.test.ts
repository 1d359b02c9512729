import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { createLoadReporter } from "./report-load.ts";

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const bodies = (api: ReturnType<typeof vi.fn<ApiFetch>>) =>
  api.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("createLoadReporter", () => {
  it("sends the tab's mounted versions once each, in one batch", async () => {
    const api = vi.fn<ApiFetch>(async () => new Response(null, { status: 204 }));
    const loaded = createLoadReporter(api, { storage: sessionStorage });
    loaded("mf_conversations", "1.2.0");
    loaded("mf_auth", "1.0.0");
    loaded("mf_conversations", "1.2.0");
    expect(api).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(api).toHaveBeenCalledOnce();
    expect(api.mock.calls[0]?.[0]).toBe("/api/v1/remotes/loads");
    expect(bodies(api)).toEqual([
      {
        loads: [
          { remote: "mf_conversations", version: "1.2.0" },
          { remote: "mf_auth", version: "1.0.0" },
        ],
      },
    ]);
    // A reload of the tab (a new reporter, same session storage) counts nothing again; a new version does.
    const again = createLoadReporter(api, { storage: sessionStorage });
    again("mf_conversations", "1.2.0");
    again("mf_conversations", "1.3.0");
    await vi.advanceTimersByTimeAsync(2000);
    expect(bodies(api)[1]).toEqual({ loads: [{ remote: "mf_conversations", version: "1.3.0" }] });
  });

  it("leaves the tab's storage alone until the batch is sent (the boot does not wait for it)", async () => {
    const api = vi.fn<ApiFetch>(async () => new Response(null, { status: 204 }));
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const loaded = createLoadReporter(api);
    loaded("mf_conversations", "1.2.0");
    expect(getItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(getItem).toHaveBeenCalledWith("parley_remote_loads");
    expect(bodies(api)).toEqual([{ loads: [{ remote: "mf_conversations", version: "1.2.0" }] }]);
    getItem.mockRestore();
  });

  it("survives a failing network and no storage", async () => {
    const api = vi.fn<ApiFetch>(async () => Promise.reject(new TypeError("offline")));
    const loaded = createLoadReporter(api, { storage: null });
    loaded("mf_admin", "1.0.0");
    await vi.advanceTimersByTimeAsync(2000);
    expect(api).toHaveBeenCalledOnce();
  });
});
