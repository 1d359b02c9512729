// The exposed parcel through its single-spa lifecycles (kept out of parcels/, which holds only the doors).
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import { SHELL_CONTRACT_VERSION, type ShellProps, type ShellSession } from "@parley/shared-contracts/shell";
import { createFakeApi, createFakeShell } from "./fake-shell.ts";
import "./setup-i18n.ts";
import parcel from "../parcels/account-settings-page.tsx";

const harness = parcelHarness("mf_account");
const mount = (shell: ShellProps) => harness.mount(parcel, shell);

describe("the AccountSettingsPage parcel", () => {
  it("declares the contract version it was built against", () => {
    expect(parcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
  });

  it("shows the tab of the hash, follows new props on update and unmounts cleanly", async () => {
    const fake = createFakeApi({});
    const { shell } = createFakeShell({ api: fake.api, hash: "#notifications" });
    const { domElement, props, unmount } = await mount(shell);
    expect((await screen.findByRole("tab", { name: "Notifications" })).getAttribute("aria-selected")).toBe(
      "true",
    );
    await parcel.update?.({ ...props, location: { ...shell.location, hash: "#my-profile" } });
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "My profile" }).getAttribute("aria-selected")).toBe("true"),
    );
    await unmount();
    expect(domElement.innerHTML).toBe("");
  });

  it("renders a translated message in place of a crashed tree and reports it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fake = createFakeApi({ "POST /api/v1/remotes/errors": { status: 204 } });
    const { shell } = createFakeShell({ api: fake.api });
    await mount({ ...shell, session: null as unknown as ShellSession });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Account settings stopped working. Reload the page to try again.",
    );
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/remotes/errors")).toHaveLength(1));
    expect(JSON.parse(String(fake.calls[0]?.body))).toMatchObject({
      remote: "mf_account",
      module: "./AccountSettingsPage",
      phase: "mount",
      path: "/account-settings",
    });
  });
});
