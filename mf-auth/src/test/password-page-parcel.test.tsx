// The PasswordPage parcel through its single-spa lifecycles: which screen each /password/* path shows.
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import { SHELL_CONTRACT_VERSION, type ShellProps } from "@parley/shared-contracts";
import { createFakeApi, createFakeShell, workspaceAnswer } from "./fake-shell.ts";
import "./setup-i18n.ts";
import parcel from "../parcels/password-page.tsx";

const harness = parcelHarness("mf_auth");
const mount = (shell: ShellProps) => harness.mount(parcel, shell);

async function mountAt(pathname: string, search = "", subdomain: string | null = "acme") {
  const fake = createFakeApi({
    "GET /api/v1/accounts/acme": workspaceAnswer(["email_password"]),
    "GET /api/v1/authentication/token-verification/abc/": { status: 200, body: { ok: true } },
  });
  const { shell, navigate } = createFakeShell({ api: fake.api, search, subdomain });
  await mount({ ...shell, location: { pathname, search, hash: "" } });
  return { navigate };
}

describe("the PasswordPage parcel", () => {
  it("declares the contract version it was built against", () => {
    expect(parcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
  });

  it("shows the forgot-password form at /password/forgot", async () => {
    await mountAt("/password/forgot");
    expect(await screen.findByTestId("forgot-password.email")).toBeTruthy();
  });

  it("shows the confirmation at /password/sent", async () => {
    await mountAt("/password/sent/");
    expect((await screen.findByTestId("password-sent.title")).textContent).toBe("Check your email");
  });

  it("shows the new-password form at /password/change with a token", async () => {
    await mountAt("/password/change", "?token=abc");
    expect(await screen.findByTestId("update-password.password")).toBeTruthy();
  });

  it.each([
    ["an unknown path", "/password/elsewhere", "acme"],
    ["the root domain", "/password/forgot", null],
  ])("sends %s to sign-in", async (_name, pathname, subdomain) => {
    const { navigate } = await mountAt(pathname, "", subdomain);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/sign-in", { replace: true }));
  });
});
