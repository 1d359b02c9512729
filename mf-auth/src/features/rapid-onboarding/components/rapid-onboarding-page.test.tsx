import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { catalogue } from "@parley/shared-contracts";
import { assignLocation } from "../../../lib/browser-location.ts";
import { createFakeApi, createFakeShell, signedInProfile, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { RapidOnboardingPage } from "./rapid-onboarding-page.tsx";

vi.mock("../../../lib/browser-location.ts", () => ({ assignLocation: vi.fn() }));
beforeEach(() => vi.mocked(assignLocation).mockClear());
afterEach(cleanup);

const CHECK = "GET /api/v1/authentication/token-verification/tok-1/";

function setup(
  search: string,
  routes: Record<string, FakeRoute> = {},
  profile: typeof signedInProfile | null = null,
) {
  const fake = createFakeApi(routes);
  const { shell, navigate } = createFakeShell({ api: fake.api, search, profile });
  renderInShell(<RapidOnboardingPage />, shell);
  return { ...fake, navigate };
}

describe("rapid onboarding page", () => {
  it("sends the browser to the server's callback with a live token", async () => {
    setup("?token=tok-1", { [CHECK]: { status: 200, body: { ok: true } } });
    expect(screen.getByTestId("rapid-onboarding.pending").textContent).toContain("Signing you in");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/oidc/callback/?token=tok-1"));
  });

  it.each([
    ["a used or expired token", "?token=tok-1", { status: 200, body: { ok: false } }],
    ["a failed check", "?token=tok-1", { status: 500, body: {} }],
    ["no token", "", undefined],
    ["the callback's refusal", "?error=invalid_token", undefined],
  ])("explains %s and offers the homepage", async (_case, search, answer) => {
    const { navigate } = setup(search, answer ? { [CHECK]: answer } : {});
    expect((await screen.findByTestId("rapid-onboarding.error")).textContent).toBe(
      catalogue["rapidOnboarding.invalid"],
    );
    expect(assignLocation).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Return to the homepage" }));
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("sends a signed-in person home without using the token", async () => {
    const { navigate, calls } = setup("?token=tok-1", {}, signedInProfile);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/", { replace: true }));
    expect(calls).toHaveLength(0);
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
