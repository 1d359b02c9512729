import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingScreen } from "../../features/loading/loading-screen.tsx";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { useShellServices } from "../../lib/shell/shell-services.ts";
import styles from "./layout.module.css";

/** The guard of the main layout: signed-out visitors go to /sign-in?next=<where they were>. */
export function RequireSession() {
  const { status, byUser } = useSession();
  const location = useLocation();
  if (status === "loading") return <LoadingScreen />;
  if (status === "unreachable") return <SessionUnreachable />;
  if (status === "signed-out") {
    if (byUser) return <Navigate to="/sign-in" replace />;
    return (
      <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }
  return <Outlet />;
}

function SessionUnreachable() {
  const { t } = useShellTranslation();
  const { session } = useShellServices();
  return (
    <main id="main" className={styles.message} data-testid="session.unreachable">
      <h1>{t("session.unreachable.title")}</h1>
      <p>{t("session.unreachable.body")}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => void session.retry()}
        data-testid="session.retry"
      >
        {t("session.retry")}
      </button>
    </main>
  );
}
