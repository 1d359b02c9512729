import { useEffect } from "react";
import { requestOf } from "@parley/shared-contracts/api/endpoint";
import type { RemoteFailureReport } from "@parley/shared-contracts/api/remotes";
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import type { ShellProps } from "@parley/shared-contracts/shell";
import button from "../ui/button.module.css";
import styles from "../ui/parcel-crash.module.css";

export interface CrashTexts {
  /** "This part of the page stopped working", in the remote's words and language. */
  message: string;
  reload: string;
}

/**
 * What a parcel shows when its React tree throws (single-spa-react's errorBoundary), instead of an
 * empty slot; the failure goes to the server log like a failed remote load.
 */
export function ParcelCrash({
  error,
  shell,
  remote,
  module,
  texts,
}: {
  error: Error;
  shell: ShellProps;
  remote: string;
  module: string;
  texts: CrashTexts;
}) {
  useEffect(() => {
    const report: RemoteFailureReport = {
      remote,
      module,
      phase: "mount",
      message: error.message.slice(0, 2000),
      // The props may be what broke the tree: read them defensively.
      path: shell.location?.pathname ?? "",
    };
    // Through the shell's fetch (it adds the page's report token); the answer (204) is not read.
    const { path, init } = requestOf(shellEndpoints.remoteErrors, { body: report });
    shell.api(path, init).catch(() => undefined);
  }, [error, module, remote, shell]);
  return (
    <div className={styles.crash} role="alert">
      <p>{texts.message}</p>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        onClick={() => location.reload()}
      >
        {texts.reload}
      </button>
    </div>
  );
}
