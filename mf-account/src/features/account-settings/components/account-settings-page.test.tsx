import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { AccountSettingsPage } from "./account-settings-page.tsx";

const passkeys = {
  "GET /api/v1/security/passkeys/?page=1&page_size=10": { status: 200, body: { count: 0, results: [] } },
};

describe("the account settings page", () => {
  it("opens the tab the hash names and marks it selected", () => {
    const { shell } = createFakeShell({ api: createFakeApi(passkeys).api, hash: "#notifications" });
    renderInShell(<AccountSettingsPage />, shell);
    const tab = screen.getByRole("tab", { name: "Notifications" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab.id);
    expect(screen.getByRole("switch", { name: "Email notifications" })).toBeTruthy();
  });

  it("leads to the rest of the member's settings (/settings)", () => {
    const { shell, navigate } = createFakeShell({ api: createFakeApi(passkeys).api, hash: "#my-profile" });
    renderInShell(<AccountSettingsPage />, shell);
    fireEvent.click(screen.getByRole("link", { name: "Language, chat defaults and walkthroughs" }));
    expect(navigate).toHaveBeenLastCalledWith("/settings");
  });

  it("names the tab in the address when it has no hash, and follows a click", () => {
    const { shell, navigate } = createFakeShell({ api: createFakeApi(passkeys).api, hash: "" });
    renderInShell(<AccountSettingsPage />, shell);
    expect(navigate).toHaveBeenCalledWith("/account-settings#my-profile", { replace: true });
    fireEvent.click(screen.getByRole("tab", { name: "Security" }));
    expect(navigate).toHaveBeenLastCalledWith("/account-settings#security", { replace: true });
  });

  it("moves between tabs with the arrow keys, Home and End (one tab stop)", () => {
    const { shell, navigate } = createFakeShell({ api: createFakeApi(passkeys).api, hash: "#my-profile" });
    const view = renderInShell(<AccountSettingsPage />, shell);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    expect(navigate).toHaveBeenLastCalledWith("/account-settings#notifications", { replace: true });
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowLeft" });
    expect(navigate).toHaveBeenLastCalledWith("/account-settings#security", { replace: true });
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "End" });
    expect(navigate).toHaveBeenLastCalledWith("/account-settings#security", { replace: true });
    view.rerenderWith({ ...shell, location: { ...shell.location, hash: "#security" } });
    expect(screen.getByRole("tab", { name: "Security" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Security" }), { key: "Home" });
    expect(navigate).toHaveBeenLastCalledWith("/account-settings#my-profile", { replace: true });
  });
});
