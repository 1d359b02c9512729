// The exposed parcel through its single-spa lifecycles (kept out of parcels/, which holds only the doors).
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { AppProps } from "single-spa";
import {
  catalogue,
  SHELL_CONTRACT_VERSION,
  type ShellProps,
  type ShellSession,
} from "@parley/shared-contracts";
import { createFakeApi, createFakeShell, workspaceAnswer } from "./fake-shell.ts";
import "./setup-i18n.ts";
import parcel from "../parcels/sign-in-page.tsx";

/** What single-spa's mountRootParcel hands the lifecycles: the host's props plus its own. */
function mountedProps(shell: ShellProps, domElement: HTMLElement) {
  const single: Omit<AppProps, "mountParcel"> = { name: "mf_auth/SignInPage", singleSpa: {} };
  // single-spa puts its own mountParcel over the host's (see the report on ShellProps.mountParcel).
  const mountParcel = vi.fn() as AppProps["mountParcel"] & ShellProps["mountParcel"];
  return { ...shell, ...single, mountParcel, domElement };
}

// The lifecycles resolve from React's own commit callbacks, as in a browser: act() would hold the
// render back until its callback returns, which is after the awaited mount. Let React schedule.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const mounted: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const unmount of mounted.splice(0)) await unmount();
  document.body.innerHTML = "";
});

async function mount(shell: ShellProps) {
  const domElement = document.body.appendChild(document.createElement("div"));
  const props = mountedProps(shell, domElement);
  await parcel.bootstrap(props);
  await parcel.mount(props);
  mounted.push(() => parcel.unmount(props));
  return { domElement, props };
}

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
    const { domElement, props } = await mount(createFakeShell({ api: fake.api, subdomain: null }).shell);
    expect(screen.getByTestId("subdomain.input")).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    await parcel.unmount(props);
    mounted.pop();
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
