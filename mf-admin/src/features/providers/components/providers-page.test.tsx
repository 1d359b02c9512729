import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ProviderCredential, ProviderTestResult } from "@parley/shared-contracts/api/models";
import { createFakeApi, jsonBody, type FakeAnswer } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ProvidersPage } from "./providers-page.tsx";

const LIST = "GET /api/v1/admin/providers/";
const openai: ProviderCredential = {
  kind: "openai",
  has_api_key: true,
  base_url: "https://api.openai.test/v1",
  updated_at: "2026-11-01T10:00:00.000Z",
};
const list = (...results: ProviderCredential[]): FakeAnswer => ({ status: 200, body: { results } });

function renderPage(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi({ [LIST]: list(openai), ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/providers" });
  const toasts: { kind: string; message: string }[] = [];
  bus.on("toast.shown", (toast) => toasts.push({ kind: toast.kind, message: toast.message }));
  renderInShell(<ProvidersPage />, shell);
  return { fake, toasts };
}

/** A provider's card: a form named by its heading. */
const card = (name: string) => screen.findByRole("form", { name });

describe("the provider keys page", () => {
  it("shows one card per provider kind with whether a key is set, never the key", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    renderPage({ [LIST]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(screen.getByRole("link", { name: "Provider keys" }).getAttribute("aria-current")).toBe("page");
    answer(list(openai));

    const first = await card("OpenAI");
    expect(within(first).getByTestId("providers.state").textContent).toBe("A key is set");
    expect(within(first).getByLabelText<HTMLInputElement>("New API key").value).toBe("");
    expect(within(first).getByLabelText<HTMLInputElement>("New API key").type).toBe("password");
    expect(within(first).getByRole<HTMLInputElement>("textbox", { name: /Base URL/ }).value).toBe(
      "https://api.openai.test/v1",
    );
    expect(within(first).getByRole("button", { name: "Remove key" })).toBeTruthy();

    // The kinds the server has no row for are still offered, without a key.
    for (const name of ["Anthropic", "OpenAI-compatible"]) {
      const other = await card(name);
      expect(within(other).getByTestId("providers.state").textContent).toBe("No key");
      expect(within(other).getByRole<HTMLInputElement>("textbox", { name: /Base URL/ }).value).toBe("");
      expect(within(other).queryByRole("button", { name: "Remove key" })).toBeNull();
      expect(within(other).getByRole("button", { name: "Save" })).toBeTruthy();
      expect(within(other).getByRole("button", { name: "Test connection" })).toBeTruthy();
    }
  });

  it("saves a trimmed key and base URL, then shows the key as set and empties the field", async () => {
    const saved: ProviderCredential = {
      kind: "anthropic",
      has_api_key: true,
      base_url: "https://proxy.acme.test",
      updated_at: "2026-11-02T10:00:00.000Z",
    };
    const { fake, toasts } = renderPage({
      "PUT /api/v1/admin/providers/anthropic/": () => {
        fake.routes[LIST] = list(openai, saved);
        return { status: 200, body: saved };
      },
    });
    const anthropic = await card("Anthropic");
    fireEvent.change(within(anthropic).getByLabelText("New API key"), { target: { value: "  sk-ant-1  " } });
    fireEvent.change(within(anthropic).getByRole("textbox", { name: /Base URL/ }), {
      target: { value: " https://proxy.acme.test " },
    });
    fireEvent.click(within(anthropic).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(toasts).toEqual([{ kind: "success", message: "Anthropic is saved." }]));
    expect(jsonBody(fake.callsTo("PUT", "/api/v1/admin/providers/anthropic/")[0])).toEqual({
      api_key: "sk-ant-1",
      base_url: "https://proxy.acme.test",
    });
    const after = await card("Anthropic");
    await waitFor(() =>
      expect(within(after).getByTestId("providers.state").textContent).toBe("A key is set"),
    );
    expect(within(after).getByLabelText<HTMLInputElement>("New API key").value).toBe("");
    expect(fake.callsTo("GET", "/api/v1/admin/providers/")).toHaveLength(2);
  });

  it("keeps what is typed in the other cards when one card saves", async () => {
    const { fake, toasts } = renderPage({
      "PUT /api/v1/admin/providers/openai/": () => {
        fake.routes[LIST] = list({ ...openai, updated_at: "2026-11-03T10:00:00.000Z" });
        return { status: 200, body: openai };
      },
    });
    const anthropic = await card("Anthropic");
    fireEvent.change(within(anthropic).getByLabelText("New API key"), { target: { value: "sk-ant-typed" } });
    fireEvent.change(within(anthropic).getByRole("textbox", { name: /Base URL/ }), {
      target: { value: "https://typed.acme.test" },
    });
    fireEvent.click(within(await card("OpenAI")).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(["OpenAI is saved."]));
    await waitFor(() => expect(fake.callsTo("GET", "/api/v1/admin/providers/")).toHaveLength(2));
    const after = await card("Anthropic");
    expect(within(after).getByLabelText<HTMLInputElement>("New API key").value).toBe("sk-ant-typed");
    expect(within(after).getByRole<HTMLInputElement>("textbox", { name: /Base URL/ }).value).toBe(
      "https://typed.acme.test",
    );
  });

  it("leaves the key alone when none is typed, and clears an emptied base URL", async () => {
    const { fake } = renderPage({
      "PUT /api/v1/admin/providers/openai/": { status: 200, body: { ...openai, base_url: null } },
    });
    const first = await card("OpenAI");
    fireEvent.change(within(first).getByRole("textbox", { name: /Base URL/ }), { target: { value: "  " } });
    fireEvent.click(within(first).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(jsonBody(fake.callsTo("PUT", "/api/v1/admin/providers/openai/")[0])).toEqual({ base_url: null }),
    );
  });

  it("removes a stored key with api_key null", async () => {
    const { fake, toasts } = renderPage({
      "PUT /api/v1/admin/providers/openai/": { status: 200, body: { ...openai, has_api_key: false } },
    });
    fireEvent.click(within(await card("OpenAI")).getByRole("button", { name: "Remove key" }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(["OpenAI is saved."]));
    expect(jsonBody(fake.callsTo("PUT", "/api/v1/admin/providers/openai/")[0])).toEqual({ api_key: null });
  });

  it("does not send a base URL the browser cannot read as a URL, and shows the server's refusal", async () => {
    const { fake, toasts } = renderPage({
      "PUT /api/v1/admin/providers/openai_compatible/": {
        status: 400,
        body: {
          error: {
            message: "Invalid provider",
            code: "validation_error",
            fields: { base_url: ["Base URL points at a private address"] },
          },
        },
      },
    });
    const compatible = await card("OpenAI-compatible");
    const baseUrl = within(compatible).getByRole("textbox", { name: /Base URL/ });
    fireEvent.change(baseUrl, { target: { value: "not a url" } });
    fireEvent.click(within(compatible).getByRole("button", { name: "Save" }));
    expect(baseUrl.matches(":invalid")).toBe(true);
    expect(fake.calls.filter((c) => c.method === "PUT")).toEqual([]);

    fireEvent.change(baseUrl, { target: { value: "http://10.0.0.5/v1" } });
    fireEvent.click(within(compatible).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message: "Invalid provider" }]));
    expect(jsonBody(fake.callsTo("PUT", "/api/v1/admin/providers/openai_compatible/")[0])).toEqual({
      base_url: "http://10.0.0.5/v1",
    });
    // Nothing was saved: what was typed stays for a correction.
    expect((baseUrl as HTMLInputElement).value).toBe("http://10.0.0.5/v1");
  });

  it("tests the connection and says the result in the reader's words", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const connected: ProviderTestResult = {
      ok: true,
      code: "connected",
      status: 200,
      models: 12,
      message: "The provider lists 12 models",
    };
    const refused: ProviderTestResult = {
      ok: false,
      code: "key_refused",
      status: 401,
      message: "The provider refused the key",
    };
    const { fake } = renderPage({
      "POST /api/v1/admin/providers/openai/test/": () =>
        new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      "POST /api/v1/admin/providers/anthropic/test/": { status: 200, body: refused },
    });
    const first = await card("OpenAI");
    fireEvent.click(within(first).getByRole("button", { name: "Test connection" }));
    const pending = await within(first).findByRole<HTMLButtonElement>("button", { name: "Testing…" });
    expect(pending.disabled).toBe(true);
    answer({ status: 200, body: connected });
    expect((await within(first).findByRole("status")).textContent).toBe(
      "Connected: the provider lists 12 models",
    );
    expect(within(first).getByRole<HTMLButtonElement>("button", { name: "Test connection" }).disabled).toBe(
      false,
    );
    expect(jsonBody(fake.callsTo("POST", "/api/v1/admin/providers/openai/test/")[0])).toEqual({});

    const anthropic = await card("Anthropic");
    fireEvent.click(within(anthropic).getByRole("button", { name: "Test connection" }));
    expect((await within(anthropic).findByRole("status")).textContent).toBe(
      "The provider answered 401: the key was refused",
    );
  });

  it("retries after a failed load, and says when the viewer may not manage", async () => {
    const { fake } = renderPage({
      [LIST]: { status: 500, body: { error: { message: "boom", code: "server_error" } } },
    });
    const failed = await screen.findByTestId("admin.load-failed");
    expect(failed.textContent).toContain("This page could not be loaded.");
    fake.routes[LIST] = list(openai);
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(await card("OpenAI")).toBeTruthy();
    expect(screen.queryByTestId("admin.load-failed")).toBeNull();
  });

  it("says 'You do not have managing permission!' on a 403", async () => {
    renderPage({ [LIST]: { status: 403, body: { error: { message: "no", code: "forbidden" } } } });
    expect((await screen.findByTestId("admin.forbidden")).textContent).toBe(
      "You do not have managing permission!",
    );
    expect(screen.queryByRole("form")).toBeNull();
  });
});
