// The kit's fake shell as the host hands it in the routines area.
import {
  createFakeShell as createKitShell,
  type FakeShellOptions,
} from "@parley/ui-kit/testing/fake-shell.ts";

export { createFakeApi, jsonBody, type FakeAnswer, type FakeRoute } from "@parley/ui-kit/testing/fake-api.ts";
export { signedInProfile } from "@parley/ui-kit/testing/fake-shell.ts";

export function createFakeShell(options: FakeShellOptions) {
  return createKitShell({ pathname: "/routines/new", ...options });
}
