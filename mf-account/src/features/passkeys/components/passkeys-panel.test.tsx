import type * as SimpleWebAuthnBrowser from "@simplewebauthn/browser";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Passkey } from "@parley/shared-contracts/api/passkeys";
import { catalogue } from "@parley/shared-contracts/messages";
import { createFakeApi, createFakeShell, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { PasskeysPanel } from "./passkeys-panel.tsx";

const browser = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
}));
vi.mock("@simplewebauthn/browser", async (importOriginal) => ({
  ...(await importOriginal<typeof SimpleWebAuthnBrowser>()),
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
}));

const BASE = "/api/v1/security/passkeys/";
const listPath = (page: number, size: number) => `GET ${BASE}?page=${page}&page_size=${size}`;

function passkey(id: number, extra: Partial<Passkey> = {}): Passkey {
  return { id, name: `Key ${id}`, created_at: "2026-01-02T10:00:00.000Z", last_used_at: null, ...extra };
}

/** A server-like list of `count` passkeys (newest = highest id first) answering any page. */
function listRoutes(count: number): Record<string, FakeRoute> {
  const all = Array.from({ length: count }, (_, i) => passkey(count - i));
  const routes: Record<string, FakeRoute> = {};
  for (const size of [1, 5, 10, 20, 50])
    for (let page = 1; page <= Math.max(1, Math.ceil(count / size)) + 1; page++)
      routes[listPath(page, size)] = {
        status: 200,
        body: { count, results: all.slice((page - 1) * size, page * size) },
      };
  return routes;
}

beforeEach(() => {
  browser.supported = true;
  browser.startRegistration.mockReset();
});

describe("the passkey list", () => {
  it("shows name, created and last used ('Never' for null)", async () => {
    const fake = createFakeApi({
      [listPath(1, 10)]: {
        status: 200,
        body: {
          count: 2,
          results: [passkey(2, { name: "Laptop" }), passkey(1, { last_used_at: "2026-03-04T05:06:00.000Z" })],
        },
      },
    });
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    const rows = await screen.findAllByTestId("passkeys.row");
    expect(rows.map((row) => within(row).getByTestId("passkeys.name").textContent)).toEqual([
      "Laptop",
      "Key 1",
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId("passkeys.last-used").textContent).toBe("Never");
    expect(within(rows[1] as HTMLElement).getByTestId("passkeys.last-used").textContent).toContain("2026");
  });

  it("pages with a default size of 10 among 1, 5, 10, 20, 50", async () => {
    const fake = createFakeApi(listRoutes(12));
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    expect(await screen.findAllByTestId("passkeys.row")).toHaveLength(10);
    const size = screen.getByLabelText<HTMLSelectElement>("Items per page");
    expect([...size.options].map((o) => o.value)).toEqual(["1", "5", "10", "20", "50"]);
    expect(size.value).toBe("10");
    expect(screen.getByTestId("passkeys.range").textContent).toBe("1–10 of 12");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous page" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getAllByTestId("passkeys.row")).toHaveLength(2));
    expect(screen.getByTestId("passkeys.page").textContent).toBe("Page 2 of 2");
    fireEvent.change(size, { target: { value: "5" } });
    await waitFor(() => expect(screen.getAllByTestId("passkeys.row")).toHaveLength(5));
    expect(screen.getByTestId("passkeys.page").textContent).toBe("Page 1 of 3");
  });

  it("shows the empty state", async () => {
    renderInShell(<PasskeysPanel />, createFakeShell({ api: createFakeApi(listRoutes(0)).api }).shell);
    expect((await screen.findByTestId("passkeys.empty")).textContent).toBe("You have no passkeys yet.");
  });

  it("says 'Failed to fetch passkeys.' and retries on request", async () => {
    const fake = createFakeApi({ [listPath(1, 10)]: { status: 500, body: { error: { message: "boom" } } } });
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    const error = await screen.findByTestId("passkeys.error");
    expect(error.textContent).toContain(catalogue["passkeys.fetchFailed"]);
    fake.routes[listPath(1, 10)] = { status: 200, body: { count: 1, results: [passkey(1)] } };
    fireEvent.click(within(error).getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByTestId("passkeys.row")).toHaveLength(1);
  });
});

describe("managing passkeys", () => {
  it("registers a passkey through the browser and lists it", async () => {
    const fake = createFakeApi({
      ...listRoutes(0),
      [`POST ${BASE}registration/options/`]: {
        status: 200,
        body: { challenge: "abc", rp: { id: "acme.localhost" } },
      },
      [`POST ${BASE}registration/verify/`]: { status: 201, body: passkey(1, { name: "Work laptop" }) },
    });
    browser.startRegistration.mockResolvedValue({
      id: "cred",
      rawId: "cred",
      type: "public-key",
      response: {},
    });
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    await screen.findByTestId("passkeys.empty");
    fireEvent.change(screen.getByLabelText("Name of the new passkey (optional)"), {
      target: { value: " Work laptop " },
    });
    Object.assign(fake.routes, {
      [listPath(1, 10)]: { status: 200, body: { count: 1, results: [passkey(1, { name: "Work laptop" })] } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect((await screen.findByRole("status")).textContent).toBe("Passkey added.");
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: "abc", rp: { id: "acme.localhost" } },
    });
    expect(JSON.parse(String(fake.callsTo("POST", `${BASE}registration/verify/`)[0]?.body))).toEqual({
      credential: { id: "cred", rawId: "cred", type: "public-key", response: {} },
      name: "Work laptop",
    });
    expect((await screen.findByTestId("passkeys.name")).textContent).toBe("Work laptop");
  });

  it("says so when the person cancels the browser prompt", async () => {
    const fake = createFakeApi({
      ...listRoutes(0),
      [`POST ${BASE}registration/options/`]: { status: 200, body: { challenge: "abc" } },
    });
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error("cancelled"), { name: "NotAllowedError" }),
    );
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(await screen.findByRole("button", { name: "Add a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Adding the passkey was cancelled.");
    expect(fake.callsTo("POST", `${BASE}registration/verify/`)).toHaveLength(0);
  });

  it("says so when this device already holds a passkey of the account", async () => {
    const fake = createFakeApi({
      ...listRoutes(1),
      [`POST ${BASE}registration/options/`]: { status: 200, body: { challenge: "abc" } },
    });
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error("already registered"), { name: "InvalidStateError" }),
    );
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(await screen.findByRole("button", { name: "Add a passkey" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This device already holds a passkey for your account. Use it to sign in, or add a passkey on another device.",
    );
  });

  it("explains when the browser has no WebAuthn", async () => {
    browser.supported = false;
    renderInShell(<PasskeysPanel />, createFakeShell({ api: createFakeApi(listRoutes(0)).api }).shell);
    expect(screen.getByTestId("passkeys.unsupported").textContent).toBe(
      "This browser does not support passkeys.",
    );
  });

  it("renames a passkey inline (Enter saves, Escape cancels)", async () => {
    const fake = createFakeApi({
      ...listRoutes(1),
      [`PATCH ${BASE}1/`]: { status: 200, body: passkey(1, { name: "Phone" }) },
    });
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(await screen.findByRole("button", { name: "Rename: Key 1" }));
    fireEvent.keyDown(screen.getByLabelText("New name for Key 1"), { key: "Escape" });
    expect(screen.queryByLabelText("New name for Key 1")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Rename: Key 1" }));
    fireEvent.change(screen.getByLabelText("New name for Key 1"), { target: { value: "Phone" } });
    fake.routes[listPath(1, 10)] = {
      status: 200,
      body: { count: 1, results: [passkey(1, { name: "Phone" })] },
    };
    fireEvent.submit(screen.getByLabelText("New name for Key 1"));
    expect((await screen.findByRole("status")).textContent).toBe("Passkey renamed.");
    expect(JSON.parse(String(fake.callsTo("PATCH", `${BASE}1/`)[0]?.body))).toEqual({ name: "Phone" });
    await waitFor(() => expect(screen.getByTestId("passkeys.name").textContent).toBe("Phone"));
  });

  it("deletes after confirmation and goes back a page when the last one empties", async () => {
    const fake = createFakeApi({ ...listRoutes(11), [`DELETE ${BASE}1/`]: { status: 204 } });
    renderInShell(<PasskeysPanel />, createFakeShell({ api: fake.api }).shell);
    await screen.findAllByTestId("passkeys.row");
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete: Key 1" }));
    expect(screen.getByTestId("passkeys.page").textContent).toBe("Page 2 of 2");
    expect(screen.getByText("Delete the passkey Key 1? You can no longer sign in with it.")).toBeTruthy();
    Object.assign(fake.routes, listRoutes(10));
    fireEvent.click(screen.getByRole("button", { name: "Delete passkey" }));
    expect((await screen.findByRole("status")).textContent).toBe("Passkey deleted.");
    expect(fake.callsTo("DELETE", `${BASE}1/`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId("passkeys.range").textContent).toBe("1–10 of 10"));
  });
});
