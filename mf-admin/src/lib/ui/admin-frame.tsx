// The admin site's frame around every page: the workspace, the sections and sign-out. Links are real
// links (keyboard and middle-click work); a plain click navigates through the shell.
import type { MouseEvent, ReactNode } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useAdminTranslation } from "../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import styles from "./admin-frame.module.css";

const SECTIONS = [
  { path: "/members", key: "nav.members" },
  { path: "/models", key: "nav.models" },
  { path: "/providers", key: "nav.providers" },
  { path: "/usage", key: "nav.usage" },
  { path: "/workspace", key: "nav.workspace" },
  { path: "/audit", key: "nav.audit" },
] as const;

/** The workspace's own host beside the admin host (`admin.localhost:8080` → `acme.localhost:8080`). */
function workspaceUrl(subdomain: string): string {
  const { protocol, host } = window.location;
  return `${protocol}//${subdomain}.${host.replace(/^admin\./, "")}/`;
}

export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useAdminTranslation();
  const { session, location, navigate } = useShell();
  const account = session.profile?.account;
  const go = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.product}>{t("frame.title", { product: PRODUCT_NAME })}</p>
        {account && (
          <p className={styles.workspace} data-testid="admin.workspace">
            {t("frame.workspace", { name: account.name })}
          </p>
        )}
        <div className={styles.headerActions}>
          {account && (
            <a className={styles.link} href={workspaceUrl(account.subdomain)}>
              {t("frame.openWorkspace")}
            </a>
          )}
          <button type="button" className={styles.signOut} onClick={() => void session.signOut()}>
            {t("frame.signOut")}
          </button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t("frame.nav")}>
        {SECTIONS.map((section) => (
          <a
            key={section.path}
            href={section.path}
            onClick={go(section.path)}
            className={styles.navLink}
            aria-current={location.pathname === section.path ? "page" : undefined}
            data-testid={`admin.nav-${section.path.slice(1)}`}
          >
            {t(section.key)}
          </a>
        ))}
      </nav>
      <section className={styles.content} aria-labelledby="admin-page-title">
        <h1 id="admin-page-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
