import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { catalogue } from "@parley/shared-contracts";
import { createFakeApi, createFakeShell, workspaceAnswer } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { AuthErrorPage } from "./auth-error-page.tsx";

afterEach(cleanup);

function setup(search: string, workspace = workspaceAnswer(["email_password"])) {
  const fake = createFakeApi({ "GET /api/v1/accounts/acme": workspace });
  const { shell, navigate } = createFakeShell({ api: fake.api, search });
  renderInShell(<AuthErrorPage />, shell);
  return { navigate };
}

describe("auth error page", () => {
  it.each([
    ["subscription_issue", catalogue["signIn.error.subscription_issue"]],
    ["uninvited", catalogue["signIn.error.uninvited"]],
    ["default", catalogue["signIn.error.default"]],
    ["invalid_token", catalogue["signIn.error.invalid_token"]],
    ["password_disabled", catalogue["signIn.error.password_disabled"]],
    ["google_disabled", catalogue["signIn.error.google_disabled"]],
    ["something_else", catalogue["error.other"]],
  ])("shows the catalogue message of error=%s with the workspace and product name", async (code, text) => {
    setup(`?error=${code}`);
    expect(screen.getByTestId("auth-error.message").textContent).toBe(text);
    expect((await screen.findByTestId("auth-error.workspace-name")).textContent).toBe("Acme");
    expect(screen.getByText("Parley")).toBeTruthy();
  });

  it("still explains the error when the workspace cannot be read", async () => {
    setup("?error=uninvited", { status: 500, body: { error: { message: "boom" } } });
    expect(screen.getByTestId("auth-error.message").textContent).toBe(catalogue["signIn.error.uninvited"]);
    expect(screen.queryByTestId("auth-error.workspace-name")).toBeNull();
  });

  it("leads back to sign-in and home", () => {
    const { navigate } = setup("?error=default");
    fireEvent.click(screen.getByTestId("auth-error.sign-in"));
    expect(navigate).toHaveBeenLastCalledWith("/sign-in");
    fireEvent.click(screen.getByRole("button", { name: "Back to home" }));
    expect(navigate).toHaveBeenLastCalledWith("/");
  });
});
