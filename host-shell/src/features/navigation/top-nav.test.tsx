import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { initTestI18n, testProfile } from "../../test/shell-test-kit.tsx";
import { TopNav, type TopNavProps } from "./top-nav.tsx";

function renderNav(overrides: Partial<TopNavProps> = {}, serverTimestamp = "2026-01-01T00:00:00.000Z") {
  const api: ApiFetch = vi.fn(
    async () => new Response(JSON.stringify({ timestamp: serverTimestamp, version: "1.15.3" })),
  );
  const props: TopNavProps = {
    profile: testProfile,
    tabs: [
      { id: "conversations", label: "nav.conversations", href: "/conversations/3", active: true },
      { id: "routines", label: "nav.routines", href: "/routines", active: false },
    ],
    onSelectTab: vi.fn(),
    sidebarToggle: null,
    onLanguageChange: vi.fn(),
    onNavigate: vi.fn(),
    onSignOut: vi.fn(),
    api,
    bus: createEventBus<ParleyEvents>(),
    appVersion: "1.15.3",
    buildTimestamp: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
  render(
    <MemoryRouter>
      <TopNav {...props} />
    </MemoryRouter>,
  );
  return props;
}

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe("TopNav", () => {
  it("links home and the tabs to their saved locations, marking the current one", () => {
    renderNav();
    expect(screen.getByRole("link", { name: "Parley home" }).getAttribute("href")).toBe("/");
    const tab = screen.getByRole("link", { name: "Conversations" });
    expect(tab.getAttribute("href")).toBe("/conversations/3");
    expect(tab.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Routines" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows Manage account to owners and admins only; it checks the permission, then opens the admin site", async () => {
    const tab = { opener: {}, location: { href: "about:blank" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const api: ApiFetch = vi.fn(async (path: string) =>
      path.includes("manage-permission")
        ? new Response(JSON.stringify({ ok: true, url: "http://admin.localhost/?account=acme&locale=en" }))
        : new Response(JSON.stringify({ timestamp: "2026-01-01T00:00:00.000Z", version: "1.15.3" })),
    );
    renderNav({ api });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Manage account/ })));
    expect(open.mock.calls[0]?.slice(0, 2)).toEqual(["about:blank", "_blank"]);
    expect(vi.mocked(api).mock.calls.some(([path]) => path === "/api/v1/accounts/manage-permission/")).toBe(
      true,
    );
    expect(tab.location.href).toBe("http://admin.localhost/?account=acme&locale=en");
    open.mockRestore();
    cleanup();
    renderNav({ profile: { ...testProfile, account: { ...testProfile.account, is_owner_or_admin: false } } });
    expect(screen.queryByTestId("nav.manage-account")).toBeNull();
  });

  it("opens the admin site when a remote asks on the bus, on the page it names", async () => {
    const tab = { opener: {}, location: { href: "about:blank" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const bus = createEventBus<ParleyEvents>();
    const api: ApiFetch = vi.fn(async (path: string) =>
      path.includes("manage-permission")
        ? new Response(JSON.stringify({ ok: true, url: "http://admin.localhost/?account=acme&locale=en" }))
        : new Response(JSON.stringify({ timestamp: "2026-01-01T00:00:00.000Z", version: "1.15.3" })),
    );
    renderNav({ api, bus });
    await act(async () => bus.emit("admin-site.open-requested", { page: "models" }));
    // The tab opens while the emitter's click is still running (a later one is blocked as a pop-up).
    expect(open.mock.calls[0]?.slice(0, 2)).toEqual(["about:blank", "_blank"]);
    expect(tab.location.href).toBe("http://admin.localhost/models?account=acme&locale=en");
    open.mockRestore();
  });

  it("shows 'You do not have managing permission!' when the server refuses", async () => {
    const tab = { opener: {}, location: { href: "about:blank" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const bus = createEventBus<ParleyEvents>();
    const toasts: ParleyEvents["toast.shown"][] = [];
    bus.on("toast.shown", (toast) => toasts.push(toast));
    const api: ApiFetch = vi.fn(
      async () => new Response(JSON.stringify({ error: { code: "manage_refused" } }), { status: 403 }),
    );
    renderNav({ api, bus });
    await act(async () => fireEvent.click(screen.getByTestId("nav.manage-account")));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(toasts).toEqual([{ kind: "error", message: "You do not have managing permission!" }]);
    open.mockRestore();
  });

  it("starts the walkthroughs from the help menu and links the documentation in the user's language", async () => {
    const bus = createEventBus<ParleyEvents>();
    const started: string[] = [];
    bus.on("walkthrough.started", ({ tour }) => started.push(tour));
    renderNav({ bus });
    await act(async () => fireEvent.click(screen.getByTestId("nav.help")));
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual([
      "User introduction",
      "Helper app walkthrough",
      "Model parameters walkthrough",
    ]);
    expect(screen.getByTestId("nav.documentation").getAttribute("href")).toBe(
      "http://docs.localhost:3000/en/",
    );
    fireEvent.click(screen.getByRole("menuitem", { name: "Model parameters walkthrough" }));
    expect(started).toEqual(["model-params"]);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("links the documentation the server configured (PARLEY_DOCS_URL), in the user's language", async () => {
    renderNav({ docsUrl: "https://help.example.com/parley/{lang}/start" });
    await act(async () => fireEvent.click(screen.getByTestId("nav.help")));
    expect(screen.getByTestId("nav.documentation").getAttribute("href")).toBe(
      "https://help.example.com/parley/en/start",
    );
    cleanup();
    renderNav({ docsUrl: "https://help.example.com/" });
    await act(async () => fireEvent.click(screen.getByTestId("nav.help")));
    expect(screen.getByTestId("nav.documentation").getAttribute("href")).toBe("https://help.example.com/");
  });

  it("opens the user menu with name, email, version and the actions", async () => {
    const props = renderNav();
    await act(async () => fireEvent.click(screen.getByTestId("nav.user-menu")));
    const menu = screen.getByRole("menu");
    expect(menu.textContent).toContain("Ada Owner");
    expect(menu.textContent).toContain("owner@acme.test");
    expect(menu.textContent).toContain("Version 1.15.3");
    expect(screen.queryByTestId("nav.update-available")).toBeNull();
    fireEvent.click(screen.getByTestId("nav.my-settings"));
    expect(props.onNavigate).toHaveBeenCalledWith("/account-settings");
    await act(async () => fireEvent.click(screen.getByTestId("nav.user-menu")));
    fireEvent.click(screen.getByTestId("nav.sign-out"));
    expect(props.onSignOut).toHaveBeenCalledOnce();
  });

  it("offers Update available with Refresh when the server's build differs", async () => {
    renderNav({}, "2026-02-02T00:00:00.000Z");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    await act(async () => fireEvent.click(screen.getByTestId("nav.user-menu")));
    expect(screen.getByTestId("nav.update-available").textContent).toContain("Update available");
    expect(screen.getByRole("menuitem", { name: "Refresh" })).toBeTruthy();
  });

  it("shows the yellow dot and a notice while the realtime connection reports itself closed", async () => {
    const bus = createEventBus<ParleyEvents>();
    renderNav({ bus });
    act(() => bus.emit("realtime.status", { open: false }));
    await act(async () => fireEvent.click(screen.getByTestId("nav.user-menu")));
    expect(screen.getByRole("menu").textContent).toContain("Live updates are paused");
  });

  it("lists the 12 languages by their own names and reports a choice", () => {
    const props = renderNav();
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Language" });
    expect([...select.options].map((o) => o.value)).toEqual([
      "en",
      "fr",
      "da",
      "ja",
      "ar",
      "ko",
      "de",
      "zh-cn",
      "zh-hk",
      "es",
      "pt",
      "vi",
    ]);
    expect(select.options[4]?.textContent).toBe("العربية");
    fireEvent.change(select, { target: { value: "ar" } });
    expect(props.onLanguageChange).toHaveBeenCalledWith("ar");
  });
});
