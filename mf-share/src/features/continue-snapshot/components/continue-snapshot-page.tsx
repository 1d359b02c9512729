import { useEffect, useRef } from "react";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useShareTranslation } from "../../../i18n/use-share-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ContinueError, continueSnapshot } from "../api/continue-snapshot.ts";
import styles from "./continue-snapshot-page.module.css";

/** The snapshot's uuid from /continue-snapshot/{uuid}. */
export function uuidFromPath(pathname: string): string | null {
  return /^\/continue-snapshot\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
}

/** Whole minutes, at least one. */
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * /continue-snapshot/{uuid} on a workspace host (the shell signs the visitor in first): continues the
 * snapshot as a new conversation and opens it; on failure, the error toast and home. The continuation
 * limit's refusal is said in the member's language from its code and numbers; other refusals show the
 * server's message.
 */
export function ContinueSnapshotPage() {
  const { t } = useShareTranslation();
  const shell = useShell();
  const started = useRef(false);
  const { api, bus, navigate } = shell;
  const uuid = uuidFromPath(shell.location.pathname);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      bus.emit("toast.shown", { kind: "error", message });
      navigate("/", { replace: true });
    };
    if (uuid === null) {
      fail(t("continue.failed"));
      return;
    }
    continueSnapshot(api, decodeURIComponent(uuid))
      .then((id) => navigate(`/conversations/${id}`, { replace: true }))
      .catch((error: unknown) => {
        if (!(error instanceof ContinueError)) return fail(t("continue.failed"));
        if (error.limit !== null)
          return fail(
            t("continue.limited", {
              max: error.limit.max,
              window: minutes(error.limit.window),
              minutes: minutes(error.limit.retryAfter),
            }),
          );
        fail(error.serverMessage ?? t("continue.failed"));
      });
  }, [api, bus, navigate, t, uuid]);

  return (
    <div className={styles.page} role="status" data-testid="continue-snapshot">
      <Spinner />
      <p>{t("continuePage.working")}</p>
    </div>
  );
}
