import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { REMOTE_ERRORS_PATH } from "../api-client/wire-names.ts";

/** shellEndpoints.remoteErrors, so a remote that fails in browsers shows up in the server log. */
export function createFailureReporter(api: ApiFetch): (failure: RemoteFailureReport) => void {
  return (failure) => {
    console.error(
      `[parley] remote ${failure.module ?? failure.remote} failed (${failure.phase}): ${failure.message}`,
    );
    api(REMOTE_ERRORS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(failure),
      keepalive: true,
    }).catch(() => {
      // Reporting is best effort: the error panel is already on screen.
    });
  };
}
