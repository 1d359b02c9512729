// The frame of the ops pages (docs/admin-site.md § Ops): the title, the ops sections, sign-out, and the
// ops sign-in until a token is given (or after the server refused it). Links are real links; a plain
// click navigates through the shell.
import type { MouseEvent, ReactNode } from "react";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import type { OpsCredentials } from "../api/ops-api.ts";
import { OpsSignIn } from "./ops-sign-in.tsx";
import styles from "./ops.module.css";

const SECTIONS = [
  { path: "/ops/remotes", key: "ops.navPins" },
  { path: "/ops/versions", key: "ops.navVersions" },
  { path: "/ops/workspaces", key: "ops.navWorkspaces" },
] as const;

export function OpsFrame(props: {
  title: string;
  credentials: OpsCredentials | null;
  save: (next: OpsCredentials | null) => void;
  /** The server answered 401 to the stored token. */
  refused: boolean;
  children: ReactNode;
}) {
  const { title, credentials, save, refused, children } = props;
  const { t } = useAdminTranslation();
  const { location, navigate } = useShell();
  const go = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {credentials && (
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => save(null)}>
            {t("frame.signOut")}
          </button>
        )}
      </header>
      <nav className={styles.nav} aria-label={t("ops.nav")}>
        {SECTIONS.map((section) => (
          <a
            key={section.path}
            href={section.path}
            onClick={go(section.path)}
            className={styles.navLink}
            aria-current={location.pathname === section.path ? "page" : undefined}
            data-testid={`ops.nav-${section.path.slice(5)}`}
          >
            {t(section.key)}
          </a>
        ))}
      </nav>
      {credentials === null || refused ? (
        <>
          {refused && <Alert testId="ops.refused">{t("ops.refused")}</Alert>}
          <OpsSignIn onSignIn={save} />
        </>
      ) : (
        children
      )}
    </main>
  );
}
