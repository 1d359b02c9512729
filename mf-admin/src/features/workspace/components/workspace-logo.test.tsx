import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { AdminWorkspace } from "@parley/shared-contracts/api/admin-workspace";
import { createFakeApi } from "@parley/ui-kit/testing/fake-api.ts";
import { createFakeShell } from "@parley/ui-kit/testing/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { WorkspacePage } from "./workspace-page.tsx";

const workspace: AdminWorkspace = {
  subdomain: "acme",
  name: "Acme",
  logo: null,
  sign_in_options: ["email_password"],
  dlp_mode: "WARN",
  feature_flags: { collaboration: true, team_chat_share: false },
};
const LOGO_URL = "/api/v1/accounts/acme/logo/abcdefghijklmnopqrstuvwx.png";

function renderPage(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi({ "GET /api/v1/admin/workspace/": { status: 200, body: workspace }, ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api, pathname: "/workspace" });
  const toasts: string[] = [];
  const profileChanges: unknown[] = [];
  bus.on("toast.shown", (toast) => toasts.push(toast.message));
  bus.on("session.profile-changed", (e) => profileChanges.push(e));
  renderInShell(<WorkspacePage />, shell);
  return { fake, toasts, profileChanges };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId("workspace.logo-file"), { target: { files: [file] } });

describe("the workspace logo", () => {
  it("previews a chosen PNG, uploads it as multipart and shows the saved logo", async () => {
    const { fake, toasts, profileChanges } = renderPage({
      "PUT /api/v1/admin/workspace/logo/": { status: 200, body: { ...workspace, logo: LOGO_URL } },
    });
    expect((await screen.findByTestId("workspace.logo-none")).textContent).toContain("No logo yet");
    expect(screen.getByTestId<HTMLButtonElement>("workspace.logo-upload").disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>("workspace.logo-remove").disabled).toBe(true);
    const file = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });
    choose(file);
    expect(screen.getByTestId("workspace.logo-preview").getAttribute("alt")).toBe(
      "Preview of the chosen logo",
    );
    fireEvent.click(screen.getByTestId("workspace.logo-upload"));
    await waitFor(() =>
      expect(screen.getByTestId("workspace.logo-current").getAttribute("src")).toBe(LOGO_URL),
    );
    const body = fake.callsTo("PUT", "/api/v1/admin/workspace/logo/")[0]?.body;
    expect(body instanceof FormData && body.get("logo")).toBeInstanceOf(File);
    expect(toasts).toEqual(["The logo is saved."]);
    expect(profileChanges).toHaveLength(1);
  });

  it("refuses an SVG and a file over 512 KB before sending", async () => {
    const { fake } = renderPage({});
    await screen.findByTestId("workspace.logo-none");
    choose(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(screen.getByTestId("workspace.logo-problem").textContent).toBe(
      "The logo must be a PNG, JPEG or WebP image.",
    );
    choose(new File([new Uint8Array(512 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(screen.getByTestId("workspace.logo-problem").textContent).toBe("The logo is larger than 512 KB.");
    expect(screen.getByTestId<HTMLButtonElement>("workspace.logo-upload").disabled).toBe(true);
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("removes the logo, and shows the server's refusal", async () => {
    const { toasts } = renderPage({
      "GET /api/v1/admin/workspace/": { status: 200, body: { ...workspace, logo: LOGO_URL } },
      "DELETE /api/v1/admin/workspace/logo/": { status: 200, body: workspace },
      "PUT /api/v1/admin/workspace/logo/": {
        status: 400,
        body: { error: { message: "The logo must be a PNG, JPEG or WebP image", code: "unsupported_image" } },
      },
    });
    expect((await screen.findByTestId("workspace.logo-current")).getAttribute("alt")).toBe("Current logo");
    choose(new File(["x"], "fake.png", { type: "image/png" }));
    fireEvent.click(screen.getByTestId("workspace.logo-upload"));
    await waitFor(() => expect(toasts).toEqual(["The logo must be a PNG, JPEG or WebP image"]));
    fireEvent.click(screen.getByTestId("workspace.logo-remove"));
    expect(await screen.findByTestId("workspace.logo-none")).toBeTruthy();
    expect(toasts.at(-1)).toBe("The logo is removed.");
  });
});
