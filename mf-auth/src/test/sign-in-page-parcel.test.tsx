// The exposed parcel through its single-spa lifecycles (kept out of parcels/, which holds only the doors).
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import {
  catalogue,
  SHELL_CONTRACT_VERSION,
  type ShellProps,
  type ShellSession,
} from "@parley/shared-contracts";
import { createFakeApi, createFakeShell, workspaceAnswer } from "./fake-shell.ts";
import "./setup-i18n.ts";
import parcel from "../parcels/sign-in-page.tsx";

const harness = parcelHarness("mf_auth");
const mount = (shell: ShellProps) => harness.mount(parcel, shell);

describe("the SignInPage parcel", () => {
  it("declares the contract version it was built against", () => {
    expect(parcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
    expect(typeof parcel.update).toBe("function");
  });

  it("shows the workspace's sign-in page on a workspace host", async () => {
    const fake = createFakeApi({ "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]) });
    await mount(createFakeShell({ api: fake.api }).shell);
    expect((await screen.findByTestId("sign-in.workspace-name")).textContent).toBe("Acme");
  });

  it("shows the workspace finder on the root domain, and unmounts cleanly", async () => {
    const fake = createFakeApi({});
    const { domElement, unmount } = await mount(createFakeShell({ api: fake.api, subdomain: null }).shell);
    expect(screen.getByTestId("subdomain.input")).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    await unmount();
    expect(domElement.innerHTML).toBe("");
  });

  it("follows the host's new props on update", async () => {
    const fake = createFakeApi({ "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]) });
    const { shell } = createFakeShell({ api: fake.api });
    const { props } = await mount(shell);
    await screen.findByTestId("sign-in.email");
    await parcel.update?.({ ...props, location: { ...shell.location, search: "?error=uninvited" } });
    expect((await screen.findByTestId("sign-in.error")).textContent).toBe(
      catalogue["signIn.error.uninvited"],
    );
  });

  it("renders a translated message in place of a crashed tree and reports it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fake = createFakeApi({ "POST /api/v1/remotes/errors": { status: 204 } });
    const { shell } = createFakeShell({ api: fake.api });
    // A session the tree cannot read makes the root component throw while rendering.
    await mount({ ...shell, session: null as unknown as ShellSession });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The sign-in page stopped working. Reload the page to try again.",
    );
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/remotes/errors")).toHaveLength(1));
    const report = JSON.parse(String(fake.calls[0]?.body ?? "{}")) as Record<string, unknown>;
    expect(report).toMatchObject({
      remote: "mf_auth",
      module: "./SignInPage",
      phase: "mount",
      path: "/sign-in",
    });
  });
});
