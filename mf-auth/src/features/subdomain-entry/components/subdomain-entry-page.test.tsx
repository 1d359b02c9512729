import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { catalogue } from "@parley/shared-contracts";
import { LANGUAGE_STORAGE_KEY } from "@parley/shared-contracts/languages";
import { assignLocation } from "../../../lib/browser-location.ts";
import { createFakeApi, createFakeShell, workspaceAnswer, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { SubdomainEntryPage } from "./subdomain-entry-page.tsx";

// jsdom cannot leave the page; the redirect is observed here instead.
vi.mock("../../../lib/browser-location.ts", () => ({ assignLocation: vi.fn() }));

beforeEach(() => vi.mocked(assignLocation).mockClear());
afterEach(cleanup);

function setup(routes: Record<string, FakeRoute> = {}, search = "", language: "en" | "fr" = "en") {
  const fake = createFakeApi(routes);
  const { shell } = createFakeShell({ api: fake.api, subdomain: null, search, language });
  renderInShell(<SubdomainEntryPage />, shell);
  return fake;
}

function submit(value: string) {
  fireEvent.change(screen.getByTestId("subdomain.input"), { target: { value } });
  fireEvent.click(screen.getByTestId("subdomain.submit"));
}

describe("subdomain entry", () => {
  it("is a labelled field with the root domain beside it and a Continue button", () => {
    setup();
    expect(screen.getByLabelText("Workspace address")).toBe(screen.getByTestId("subdomain.input"));
    expect(screen.getByText(`.${window.location.host}`)).toBeTruthy();
    expect(screen.getByTestId("subdomain.submit").textContent).toBe("Continue");
  });

  it.each(["-acme", "acme-", "a", "acme.corp", "ac me", "x".repeat(64)])(
    "refuses %j without asking the server",
    (value) => {
      const fake = setup();
      submit(value);
      expect(
        screen.getByText(
          "Use 2 to 63 lower-case letters, digits or hyphens, starting and ending with a letter or digit.",
        ),
      ).toBeTruthy();
      const input = screen.getByTestId<HTMLInputElement>("subdomain.input");
      expect(input.validity.valid).toBe(false);
      expect(document.activeElement).toBe(input);
      expect(fake.calls).toHaveLength(0);
    },
  );

  it("asks for a value when empty", () => {
    const fake = setup();
    submit("   ");
    expect(screen.getByText("Enter your workspace address.")).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it("says an unknown workspace cannot be found and stays", async () => {
    const fake = setup();
    submit("nosuchco");
    expect((await screen.findByTestId("subdomain.error")).textContent).toBe(catalogue["workspace.notFound"]);
    expect(fake.callsTo("GET", "/api/v1/accounts/nosuchco")).toHaveLength(1);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.getByTestId<HTMLButtonElement>("subdomain.submit").disabled).toBe(false);
  });

  it("reports a server failure as such", async () => {
    setup({ "GET /api/v1/accounts/acme": { status: 503, body: { error: { message: "down" } } } });
    submit("acme");
    expect((await screen.findByTestId("subdomain.error")).textContent).toBe(catalogue["error.server"]);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("sends the browser to the workspace's own sign-in page", async () => {
    const fake = setup({ "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]) });
    submit("  Acme ");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledOnce());
    expect(fake.callsTo("GET", "/api/v1/accounts/acme")).toHaveLength(1);
    const { protocol, host } = window.location;
    expect(assignLocation).toHaveBeenCalledWith(`${protocol}//acme.${host}/sign-in`);
    expect(screen.getByTestId<HTMLButtonElement>("subdomain.submit").disabled).toBe(true);
  });

  it("carries the language chosen here to the workspace's sign-in, another origin", async () => {
    const { protocol, host } = window.location;
    // As the shell remembers a choice (the locale query, the language menu).
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    try {
      setup({ "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]) }, "?locale=fr", "fr");
      submit("acme");
      await waitFor(() => expect(assignLocation).toHaveBeenCalledOnce());
      expect(assignLocation).toHaveBeenCalledWith(`${protocol}//acme.${host}/sign-in?locale=fr`);
    } finally {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });

  it("keeps the page the visitor asked for (the user host's redirect), and only a same-origin one", async () => {
    const { protocol, host } = window.location;
    setup({ "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]) }, "?next=%2Froutines%2F7");
    submit("acme");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledOnce());
    expect(assignLocation).toHaveBeenCalledWith(`${protocol}//acme.${host}/sign-in?next=%2Froutines%2F7`);
    cleanup();
    vi.mocked(assignLocation).mockClear();
    setup({ "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]) }, "?next=%2F%2Fevil.test");
    submit("acme");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledOnce());
    expect(assignLocation).toHaveBeenCalledWith(`${protocol}//acme.${host}/sign-in`);
  });
});
