import type * as SimpleWebAuthnBrowser from "@simplewebauthn/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { PasskeySignInButton } from "./passkey-sign-in-button.tsx";

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock("@simplewebauthn/browser", async (importOriginal) => ({
  ...(await importOriginal<typeof SimpleWebAuthnBrowser>()),
  startAuthentication: browser.startAuthentication,
}));

/** jsdom has no WebAuthn: the button shows only where window.PublicKeyCredential exists. */
function setWebAuthn(available: boolean) {
  if (available) vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
  else vi.unstubAllGlobals();
}

const OPTIONS = "POST /api/v1/security/passkeys/authentication/options/";
const VERIFY = "POST /api/v1/security/passkeys/authentication/verify/";
const assertion = { id: "cred", rawId: "cred", type: "public-key", response: {} };

beforeEach(() => {
  setWebAuthn(true);
  browser.startAuthentication.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("signing in with a passkey", () => {
  it("runs the ceremony, refreshes the session and goes to the server's next", async () => {
    const fake = createFakeApi({
      [OPTIONS]: { status: 200, body: { challenge: "xyz", rpId: "acme.localhost" } },
      [VERIFY]: { status: 200, body: { type: "success", errors: [], data: { next: "/routines" } } },
    });
    browser.startAuthentication.mockResolvedValue(assertion);
    const { shell, navigate, refresh } = createFakeShell({ api: fake.api });
    renderInShell(<PasskeySignInButton next="/routines" />, shell);
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/routines"));
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: "xyz", rpId: "acme.localhost" },
    });
    expect(JSON.parse(String(fake.callsTo("POST", VERIFY.slice(5))[0]?.body))).toEqual({
      credential: assertion,
      next: "/routines",
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("says it did not work when the server refuses the passkey", async () => {
    const fake = createFakeApi({
      [OPTIONS]: { status: 200, body: { challenge: "xyz" } },
      [VERIFY]: { status: 400, body: { error: { message: "nope", code: "passkey_failed" } } },
    });
    browser.startAuthentication.mockResolvedValue(assertion);
    const { shell, navigate } = createFakeShell({ api: fake.api });
    renderInShell(<PasskeySignInButton next={null} />, shell);
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect((await screen.findByTestId("sign-in.passkey-error")).textContent).toBe(
      "Signing in with a passkey did not work. Try again or use another sign-in method.",
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says it was cancelled when the prompt is closed, and is absent without WebAuthn", async () => {
    const fake = createFakeApi({ [OPTIONS]: { status: 200, body: { challenge: "xyz" } } });
    browser.startAuthentication.mockRejectedValue(
      Object.assign(new Error("closed"), { name: "NotAllowedError" }),
    );
    renderInShell(<PasskeySignInButton next={null} />, createFakeShell({ api: fake.api }).shell);
    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect((await screen.findByTestId("sign-in.passkey-error")).textContent).toBe(
      "Passkey sign-in was cancelled.",
    );
    cleanup();
    setWebAuthn(false);
    renderInShell(<PasskeySignInButton next={null} />, createFakeShell({ api: fake.api }).shell);
    expect(screen.queryByRole("button", { name: "Sign in with a passkey" })).toBeNull();
  });
});
