// The kit's fake shell as the host hands it on /sign-in (signed out unless the test says so).
import type { SignInOption } from "@parley/shared-contracts/api/workspace";
import type { FakeAnswer } from "@parley/ui-kit/testing/fake-api.ts";
import {
  createFakeShell as createKitShell,
  type FakeShellOptions,
} from "@parley/ui-kit/testing/fake-shell.ts";

export { createFakeApi, type FakeAnswer, type FakeRoute } from "@parley/ui-kit/testing/fake-api.ts";
export { signedInProfile } from "@parley/ui-kit/testing/fake-shell.ts";

/** `GET /api/v1/accounts/{subdomain}` answer for a workspace. */
export function workspaceAnswer(
  options: SignInOption[],
  extra: Record<string, unknown> = {},
  subdomain = "acme",
  name = "Acme",
): FakeAnswer {
  return { status: 200, body: { data: { subdomain, name, logo: null, sign_in_options: options, ...extra } } };
}

export function createFakeShell(options: FakeShellOptions) {
  return createKitShell({ pathname: "/sign-in", ...options, profile: options.profile ?? null });
}
