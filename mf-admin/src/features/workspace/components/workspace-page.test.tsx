import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AdminWorkspace } from "@parley/shared-contracts/api/admin-workspace";
import { createFakeApi, jsonBody, type FakeAnswer } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { WorkspacePage } from "./workspace-page.tsx";

const PATH = "/api/v1/admin/workspace/";
const workspace: AdminWorkspace = {
  subdomain: "acme",
  name: "Acme",
  logo: null,
  sign_in_options: ["email_password"],
  dlp_mode: "WARN",
  feature_flags: { collaboration: true, team_chat_share: false },
};

function renderPage(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi({ [`GET ${PATH}`]: { status: 200, body: workspace }, ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/workspace" });
  const toasts: { kind: string; message: string }[] = [];
  const profileChanges: unknown[] = [];
  bus.on("toast.shown", (toast) => toasts.push({ kind: toast.kind, message: toast.message }));
  bus.on("session.profile-changed", (e) => profileChanges.push(e));
  renderInShell(<WorkspacePage />, shell);
  return { fake, toasts, profileChanges };
}

const nameField = () => screen.findByRole<HTMLInputElement>("textbox", { name: "Workspace name" });
const checkbox = (group: string, name: string) =>
  within(screen.getByRole("group", { name: group })).getByRole<HTMLInputElement>("checkbox", { name });
const save = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save" });

describe("the workspace settings form", () => {
  it("shows the workspace's settings in labelled groups", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    renderPage({ [`GET ${PATH}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Workspace settings");
    answer({ status: 200, body: workspace });

    expect((await nameField()).value).toBe("Acme");
    expect(checkbox("Sign-in methods", "Email and password").checked).toBe(true);
    expect(checkbox("Sign-in methods", "Google").checked).toBe(false);
    const dlp = within(screen.getByRole("group", { name: "Data-loss prevention" }));
    expect(dlp.getByRole<HTMLInputElement>("radio", { name: /^Warn/ }).checked).toBe(true);
    expect(dlp.getByRole<HTMLInputElement>("radio", { name: /^Block/ }).checked).toBe(false);
    expect(checkbox("Features", "Collaboration").checked).toBe(true);
    expect(checkbox("Features", "Team chat share").checked).toBe(false);
    expect(save().disabled).toBe(false);
  });

  it("saves every field in one request, then tells the frame", async () => {
    const saved: AdminWorkspace = {
      ...workspace,
      name: "Acme Labs",
      sign_in_options: ["email_password", "google"],
      dlp_mode: "BLOCK",
      feature_flags: { collaboration: false, team_chat_share: true },
    };
    const { fake, toasts, profileChanges } = renderPage({ [`PATCH ${PATH}`]: { status: 200, body: saved } });
    fireEvent.change(await nameField(), { target: { value: "Acme Labs" } });
    fireEvent.click(checkbox("Sign-in methods", "Google"));
    fireEvent.click(screen.getByRole("radio", { name: /^Block/ }));
    fireEvent.click(checkbox("Features", "Collaboration"));
    fireEvent.click(checkbox("Features", "Team chat share"));
    fireEvent.click(save());

    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "success", message: "The workspace settings are saved." }]),
    );
    expect(jsonBody(fake.callsTo("PATCH", PATH)[0])).toEqual({
      name: "Acme Labs",
      sign_in_options: ["email_password", "google"],
      dlp_mode: "BLOCK",
      feature_flags: { collaboration: false, team_chat_share: true },
    });
    expect(profileChanges).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /^Block/ }).checked).toBe(true);
  });

  it("cannot be saved without a sign-in method", async () => {
    const { fake } = renderPage({});
    await nameField();
    fireEvent.click(checkbox("Sign-in methods", "Email and password"));
    expect(save().disabled).toBe(true);
    fireEvent.click(checkbox("Sign-in methods", "Google"));
    expect(save().disabled).toBe(false);
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("needs a name of at most 100 characters before sending", async () => {
    const { fake } = renderPage({});
    const name = await nameField();
    expect(name.required).toBe(true);
    expect(name.maxLength).toBe(100);
    fireEvent.change(name, { target: { value: "" } });
    fireEvent.click(save());
    expect(name.validity.valueMissing).toBe(true);
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("shows the server's refusal and keeps what was chosen", async () => {
    const { fake, toasts, profileChanges } = renderPage({
      [`PATCH ${PATH}`]: {
        status: 400,
        body: {
          error: { message: "Google sign-in is not set up on this server", code: "sign_in_unconfigured" },
        },
      },
    });
    await nameField();
    fireEvent.click(checkbox("Sign-in methods", "Google"));
    fireEvent.click(save());
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "error", message: "Google sign-in is not set up on this server" }]),
    );
    expect(checkbox("Sign-in methods", "Google").checked).toBe(true);
    expect(profileChanges).toEqual([]);
    expect(fake.callsTo("PATCH", PATH)).toHaveLength(1);
  });

  it("offers a retry after a failed load, and the refusal on a 403", async () => {
    const { fake } = renderPage({ [`GET ${PATH}`]: { status: 500, body: null } });
    const failed = await screen.findByTestId("admin.load-failed");
    fake.routes[`GET ${PATH}`] = { status: 403, body: { error: { message: "no", code: "forbidden" } } };
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("admin.forbidden")).textContent).toBe(
      "You do not have managing permission!",
    );
    expect(screen.queryByRole("textbox", { name: "Workspace name" })).toBeNull();
  });
});
