import { describe, expect, it, vi } from "vitest";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { exchangeAdminHandoff, takeAdminHandoff } from "./admin-handoff.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

function fakeHistory() {
  return { state: { idx: 3 }, replaceState: vi.fn() };
}

describe("takeAdminHandoff", () => {
  it("returns the fragment's token and removes it from the address, keeping the rest", () => {
    const history = fakeHistory();
    const location = { pathname: "/", search: "?account=acme&locale=de", hash: `#handoff=${TOKEN}` };
    expect(takeAdminHandoff(location, history)).toBe(TOKEN);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, "", "/?account=acme&locale=de");
  });

  it("keeps other fragment parts, and removes even a malformed token without using it", () => {
    const history = fakeHistory();
    expect(
      takeAdminHandoff({ pathname: "/members", search: "", hash: "#x=1&handoff=<script>" }, history),
    ).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, "", "/members#x=1");
  });

  it("leaves an address without a token alone", () => {
    const history = fakeHistory();
    expect(takeAdminHandoff({ pathname: "/members", search: "", hash: "#top" }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe("exchangeAdminHandoff", () => {
  it("posts the token and says whether the server signed the tab in", async () => {
    const api = vi.fn<ApiFetch>(async () => Response.json({ ok: true }));
    await expect(exchangeAdminHandoff(api, TOKEN)).resolves.toBe(true);
    const [path, init] = api.mock.calls[0]!;
    expect(path).toBe("/api/v1/authentication/admin-handoff/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  });

  it("is false when refused or offline (the ordinary sign-in follows)", async () => {
    await expect(
      exchangeAdminHandoff(async () => Response.json({ error: {} }, { status: 401 }), TOKEN),
    ).resolves.toBe(false);
    await expect(
      exchangeAdminHandoff(async () => Promise.reject(new TypeError("offline")), TOKEN),
    ).resolves.toBe(false);
  });
});
