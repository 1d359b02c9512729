import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { focusManager } from "@tanstack/react-query";
import type { Integration } from "@parley/shared-contracts/api/integrations";
import { createFakeApi, createFakeShell, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { IntegrationsPanel } from "./integrations-panel.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LIST = "GET /api/v1/integrations/knowledge/";
const account = (id: number, name: string, patch: Partial<Integration> = {}): Integration => ({
  id,
  rememberizer_email: `${name.split(" ")[0]?.toLowerCase()}@acme.test`,
  rememberizer_name: name,
  is_active: true,
  status: "Active",
  ...patch,
});

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi(routes);
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  renderInShell(<IntegrationsPanel />, shell);
  return { fake, toasts };
}

describe("the integrations panel", () => {
  it("lists each account with its initials, status icon and the links its status allows", async () => {
    setup({
      [LIST]: {
        status: 200,
        body: {
          results: [
            account(1, "Ada Byron Lovelace"),
            account(2, "Grace Hopper", { status: "Validating", is_active: false }),
            account(3, "Alan Turing", { status: "Failed", is_active: false }),
          ],
        },
      },
    });
    const [ada, grace, alan] = (await screen.findAllByTestId("integrations.account")) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(ada.textContent).toContain("AB");
    expect(within(ada).getByRole("img", { name: "Active" })).toBeTruthy();
    expect(within(ada).getByRole("switch", { name: "Use Ada Byron Lovelace" })).toBeTruthy();
    expect(within(ada).queryByTestId("integrations.reconnect")).toBeNull();
    expect(within(grace).getByRole("img", { name: "in validating process" })).toBeTruthy();
    expect(within(grace).queryByRole("switch")).toBeNull();
    expect(within(alan).getByRole("img", { name: "The connection has expired." })).toBeTruthy();
    expect(within(alan).getByTestId("integrations.reconnect")).toBeTruthy();
    for (const row of [ada, grace, alan]) {
      expect(within(row).getByTestId("integrations.edit")).toBeTruthy();
      expect(within(row).getByTestId("integrations.remove")).toBeTruthy();
    }
    expect(screen.queryByTestId("integrations.add")).toBeNull();
  });

  it("switches an account off at once, then asks the server and reads the list again", async () => {
    let active = true;
    const { fake } = setup({
      [LIST]: () => ({ status: 200, body: { results: [account(1, "Ada Lovelace", { is_active: active })] } }),
      "POST /api/v1/integrations/knowledge/1/deactivate/": () => {
        active = false;
        return { status: 200, body: account(1, "Ada Lovelace", { is_active: false }) };
      },
    });
    const toggle = await screen.findByRole("switch", { name: "Use Ada Lovelace" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(fake.callsTo("POST", "/api/v1/integrations/knowledge/1/deactivate/")).toHaveLength(1);
    await waitFor(() => expect(fake.callsTo("GET", "/api/v1/integrations/knowledge/")).toHaveLength(2));
    expect(screen.getByRole("switch", { name: "Use Ada Lovelace" }).getAttribute("aria-checked")).toBe(
      "false",
    );
  });

  it("removes an account after the spec's confirmation, with its toast", async () => {
    const { fake, toasts } = setup({
      [LIST]: { status: 200, body: { results: [account(7, "Ada Lovelace")] } },
      "DELETE /api/v1/integrations/knowledge/7/": { status: 204 },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Ada Lovelace" }));
    const dialog = screen.getByTestId("integrations.remove-dialog");
    expect(within(dialog).getByText("Remove Ada Lovelace")).toBeTruthy();
    expect(within(dialog).getByText("Yes, remove it")).toBeTruthy();
    fireEvent.click(screen.getByTestId("integrations.remove-ok"));
    await waitFor(() => expect(toasts).toContain("The knowledge-source integration was removed."));
    expect(fake.callsTo("DELETE", "/api/v1/integrations/knowledge/7/")).toHaveLength(1);
  });

  it("offers Add Account without any account, opening the service's sign-in in a new tab", async () => {
    const tab = { opener: {}, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const { fake } = setup({
      [LIST]: { status: 200, body: { results: [] } },
      "POST /api/v1/integrations/knowledge/oauth-initiate/": {
        status: 200,
        body: { authorization_url: "https://knowledge.example/oauth/authorize?state=s" },
      },
    });
    fireEvent.click(await screen.findByTestId("integrations.add"));
    expect(open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("https://knowledge.example/oauth/authorize?state=s"));
    expect(tab.opener).toBeNull();
    const [call] = fake.callsTo("POST", "/api/v1/integrations/knowledge/oauth-initiate/");
    expect(JSON.parse(String(call?.body))).toEqual({ redirect_uri: "/conversations/new" });
  });

  it("reads the accounts again when the member comes back to the tab", async () => {
    const { fake } = setup({ [LIST]: { status: 200, body: { results: [] } } });
    await screen.findByTestId("integrations.add");
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(fake.callsTo("GET", "/api/v1/integrations/knowledge/")).toHaveLength(2));
    focusManager.setFocused(undefined);
  });

  it("says in place when the accounts cannot be read", async () => {
    setup({ [LIST]: { status: 500 } });
    expect((await screen.findByRole("alert")).textContent).toBe("Error fetching integrations.");
  });
});
