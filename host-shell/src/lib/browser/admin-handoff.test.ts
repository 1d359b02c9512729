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
    const refused = vi.fn<ApiFetch>(async () => Response.json({ error: {} }, { status: 401 }));
    await expect(exchangeAdminHandoff(refused, TOKEN, 0)).resolves.toBe(false);
    // A refusal is final: the token is single use.
    expect(refused).toHaveBeenCalledTimes(1);
    const offline = vi.fn<ApiFetch>(async () => Promise.reject(new TypeError("offline")));
    await expect(exchangeAdminHandoff(offline, TOKEN, 0)).resolves.toBe(false);
    expect(offline).toHaveBeenCalledTimes(2);
  });

  it("tries once more when the server did not answer (network failure, 5xx, 429)", async () => {
    for (const first of [
      () => Promise.reject(new TypeError("offline")),
      async () => new Response("", { status: 502 }),
      async () => Response.json({ error: {} }, { status: 429 }),
    ]) {
      const api = vi
        .fn<ApiFetch>()
        .mockImplementationOnce(first)
        .mockResolvedValueOnce(Response.json({ ok: true }));
      await expect(exchangeAdminHandoff(api, TOKEN, 0)).resolves.toBe(true);
      expect(api).toHaveBeenCalledTimes(2);
    }
  });
});
