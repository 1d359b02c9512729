import { describe, expect, it, vi } from "vitest";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { MANAGE_PERMISSION_PATH as CONTRACT_PATH } from "@parley/shared-contracts/api/manage-account";
import { MANAGE_PERMISSION_PATH, openAdminSite } from "./open-admin-site.ts";

function fakeTab() {
  return { opener: {} as unknown, location: { href: "about:blank" }, close: vi.fn() };
}

function answering(status: number, body: unknown): ApiFetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe("openAdminSite", () => {
  it("uses the contract's path", () => {
    expect(MANAGE_PERMISSION_PATH).toBe(CONTRACT_PATH);
  });

  it("opens a tab during the click, asks for the permission in the user's language, then goes there", async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab as unknown as Window);
    const api = answering(200, { ok: true, url: "http://admin.localhost/?account=acme&locale=fr" });
    await expect(openAdminSite({ api, language: "fr", open })).resolves.toBe("opened");
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    expect(tab.opener).toBeNull();
    const [path, init] = vi.mocked(api).mock.calls[0]!;
    expect(path).toBe(MANAGE_PERMISSION_PATH);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ locale: "fr" });
    expect(tab.location.href).toBe("http://admin.localhost/?account=acme&locale=fr");
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("carries the hand-over token in the fragment", async () => {
    const tab = fakeTab();
    const api = answering(200, {
      ok: true,
      url: "http://admin.localhost/?account=acme&locale=fr",
      handoff_token: "tok-123_abc",
    });
    await openAdminSite({ api, language: "fr", open: () => tab as unknown as Window });
    expect(tab.location.href).toBe("http://admin.localhost/?account=acme&locale=fr#handoff=tok-123_abc");
  });

  it("opens on the page asked for, keeping the query and the hand-over", async () => {
    const tab = fakeTab();
    const api = answering(200, {
      ok: true,
      url: "http://admin.localhost/?account=acme&locale=fr",
      handoff_token: "tok",
    });
    await openAdminSite({ api, language: "fr", page: "models", open: () => tab as unknown as Window });
    expect(tab.location.href).toBe("http://admin.localhost/models?account=acme&locale=fr#handoff=tok");
  });

  it("closes the tab again when the server refuses or cannot be reached", async () => {
    for (const api of [
      answering(403, { error: { message: "You do not have managing permission!", code: "manage_refused" } }),
      answering(200, { ok: false }),
      vi.fn(async () => Promise.reject(new TypeError("offline"))) as ApiFetch,
    ]) {
      const tab = fakeTab();
      await expect(
        openAdminSite({ api, language: "en", open: () => tab as unknown as Window }),
      ).resolves.toBe("refused");
      expect(tab.close).toHaveBeenCalledOnce();
      expect(tab.location.href).toBe("about:blank");
    }
  });

  it("opens the site directly when the early tab was blocked", async () => {
    const open = vi.fn((url: string) => (url === "about:blank" ? null : ({} as Window)));
    const api = answering(200, { ok: true, url: "https://admin.example.com/?locale=en" });
    await expect(openAdminSite({ api, language: "en", open })).resolves.toBe("opened");
    expect(open).toHaveBeenLastCalledWith("https://admin.example.com/?locale=en", "_blank", "noopener");
  });
});
