import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DevOverrideStatus } from "@parley/shared-contracts/api/dev-override";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { initTestI18n, testProfile } from "../../test/shell-test-kit.tsx";
import type { Manifest, ManifestEntry } from "../../lib/remotes/remote-manifest.ts";
import { DevOverrideBanner } from "./dev-override-banner.tsx";
import DevOverrideDialog from "./dev-override-dialog.tsx";
import { mayUseDevOverrides } from "./dev-override-api.ts";

beforeAll(() => initTestI18n());
afterEach(cleanup);

const status = (changes: Partial<DevOverrideStatus> = {}): DevOverrideStatus => ({
  allowed: true,
  refusal: null,
  override: null,
  remotes: ["mf_conversations", "mf_tools"],
  allowed_origins: [],
  shell_contract: null,
  ...changes,
});

/** An API whose status answer is `answer`, and whose PUT answers `put` (status, body). */
function fakeApi(answer: DevOverrideStatus, put: [number, unknown] = [200, { data: {} }]) {
  const calls: { method: string; body: unknown }[] = [];
  const api = vi.fn(async (_path: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ method, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (method === "PUT") return new Response(JSON.stringify(put[1]), { status: put[0] });
    if (method === "DELETE") return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as ApiFetch;
  return { api, calls };
}

const entry = (development?: ManifestEntry["development"]): ManifestEntry => ({
  version: development ? "0.0.0-dev" : "1.0.0",
  entry: "/x",
  contractVersion: 1,
  pinned: false,
  ...(development ? { development } : {}),
});

describe("the developer panel", () => {
  it("loads the chosen remote from the dev server, then reloads the page", async () => {
    const { api, calls } = fakeApi(status());
    const reload = vi.fn();
    render(<DevOverrideDialog api={api} onClose={() => {}} reload={reload} />);
    const remote = await screen.findByLabelText("Remote");
    expect(document.activeElement).toBe(remote);
    fireEvent.change(remote, { target: { value: "mf_tools" } });
    fireEvent.change(screen.getByLabelText("Dev server"), { target: { value: "http://localhost:3005" } });
    fireEvent.click(screen.getByRole("button", { name: "Load" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({
      method: "PUT",
      body: { remote: "mf_tools", origin: "http://localhost:3005" },
    });
  });

  it("says why the server refused the origin, at the field, and keeps what was typed", async () => {
    const { api } = fakeApi(status(), [400, { error: { code: "origin_not_allowed" } }]);
    const reload = vi.fn();
    render(<DevOverrideDialog api={api} onClose={() => {}} reload={reload} />);
    const origin = await screen.findByLabelText("Dev server");
    fireEvent.change(origin, { target: { value: "http://evil.example:3005" } });
    fireEvent.click(screen.getByRole("button", { name: "Load" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Only this computer (localhost) or the origins the server allows can serve a remote.",
    );
    expect(origin.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(origin);
    expect((origin as HTMLInputElement).value).toBe("http://evil.example:3005");
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows the override in force, and tells a member who may not use one why", async () => {
    const on = fakeApi(
      status({
        override: { remote: "mf_tools", origin: "http://localhost:3005", expires_at: "2030-01-01T00:00:00Z" },
      }),
    );
    render(<DevOverrideDialog api={on.api} onClose={() => {}} />);
    expect((await screen.findByTestId("dev-override.current")).textContent).toContain("mf-tools from");
    expect(screen.getByLabelText<HTMLInputElement>("Dev server").value).toBe("http://localhost:3005");
    cleanup();
    const refused = fakeApi(status({ allowed: false, refusal: "role" }));
    render(<DevOverrideDialog api={refused.api} onClose={() => {}} />);
    expect((await screen.findByTestId("dev-override.refused")).textContent).toBe(
      "Only owners and admins of the workspace can load a remote from a dev server.",
    );
    expect(screen.queryByLabelText("Dev server")).toBeNull();
  });
});

describe("the banner", () => {
  it("names the remote and its dev server, and Clear ends the override", async () => {
    const manifest: Manifest = new Map([
      ["mf_tools", entry({ origin: "http://localhost:3005", by: "browser" })],
      ["mf_auth", entry({ origin: "http://localhost:3001", by: "server" })],
      ["mf_share", entry()],
    ]);
    const { api, calls } = fakeApi(status());
    const reload = vi.fn();
    render(<DevOverrideBanner manifest={async () => manifest} api={api} reload={reload} />);
    const banner = await screen.findByTestId("dev-override.banner");
    // Only this browser's override: npm run dev's dev servers are not news.
    expect(banner.textContent).toContain("mf-tools from \u2068http://localhost:3005\u2069 — development");
    expect(banner.textContent).not.toContain("mf-auth");
    // Laid out in the page's direction (an Arabic page puts the remote's name at the right).
    expect(banner.querySelector("[dir]")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.at(-1)?.method).toBe("DELETE");
  });

  it("shows nothing without an override", async () => {
    const { api } = fakeApi(status());
    const { container } = render(
      <DevOverrideBanner manifest={async () => new Map([["mf_share", entry()]])} api={api} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe("");
  });
});

describe("mayUseDevOverrides", () => {
  const withAccount = (account: Partial<typeof testProfile.account>) => ({
    account: { ...testProfile.account, ...account },
  });
  it("offers the panel to owners and admins, to members where the workspace allows, to no one where it is off", () => {
    expect(mayUseDevOverrides(withAccount({ is_owner_or_admin: true }))).toBe(true);
    expect(mayUseDevOverrides(withAccount({ is_owner_or_admin: false }))).toBe(false);
    expect(
      mayUseDevOverrides(
        withAccount({ is_owner_or_admin: false, feature_flags: { developer_overrides_members: true } }),
      ),
    ).toBe(true);
    expect(
      mayUseDevOverrides(
        withAccount({ is_owner_or_admin: true, feature_flags: { developer_overrides: false } }),
      ),
    ).toBe(false);
  });
});
