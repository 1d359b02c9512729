import { useState } from "react";
import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import type { Profile } from "@parley/shared-contracts/api/profile";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import type { LanguageCode } from "@parley/shared-contracts/languages";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { RouterLink } from "../../lib/router/router-link.tsx";
import { ParleyMark } from "../../lib/ui/parley-logo.tsx";
import { mayUseDevOverrides } from "../dev-override/dev-override-api.ts";
import { ManageAccountButton, useManageAccount } from "../manage-account/manage-account-button.tsx";
import { CompanyLogo } from "./company-logo.tsx";
import { HelpMenu } from "./help-menu.tsx";
import { LanguageSelect } from "./language-select.tsx";
import { UserMenu } from "./user-menu.tsx";
import styles from "./top-nav.module.css";

export interface NavTab {
  id: string;
  label: "nav.conversations" | "nav.routines" | "nav.tools";
  href: string;
  active: boolean;
}

export interface TopNavProps {
  profile: Profile;
  tabs: readonly NavTab[];
  onSelectTab: (id: string) => void;
  /** Narrow screens: the button that shows or hides the left panel. */
  sidebarToggle: { open: boolean; onToggle: () => void } | null;
  onLanguageChange: (language: LanguageCode) => void;
  onNavigate: (to: string) => void;
  onSignOut: () => void;
  api: ApiFetch;
  bus: ParleyEventBus;
  appVersion: string;
  buildTimestamp: string;
  /** PARLEY_DOCS_URL from the document (Help → Documentation); unset: the docs host. */
  docsUrl?: string | undefined;
}

// Only developers open it: its code loads when they do.
const devOverrideDialog = loadableComponent<{ api: ApiFetch; onClose: () => void }>(() =>
  import(/* webpackChunkName: "dev-override" */ "../dev-override/dev-override-dialog.tsx").then(
    (module) => module.default,
  ),
);

function DevOverrideDialog(props: { api: ApiFetch; onClose: () => void }) {
  const { component: Dialog } = useLoadedComponent(devOverrideDialog);
  return Dialog === null ? null : <Dialog {...props} />;
}

/** The dark top navigation bar of the main layout (docs/product/shell.md § Top navigation bar). */
export function TopNav(props: TopNavProps) {
  const { t } = useShellTranslation();
  const { account } = props.profile;
  const manage = useManageAccount(props.api, props.bus);
  const [devTools, setDevTools] = useState(false);
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t("nav.skipToContent")}
      </a>
      {props.sidebarToggle && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t("nav.toggleSidebar")}
          aria-expanded={props.sidebarToggle.open}
          aria-controls="layout-left-panel"
          data-testid="nav.sidebar-toggle"
          onClick={props.sidebarToggle.onToggle}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div className={styles.brand}>
        <CompanyLogo
          logo={account.logo}
          name={account.name}
          className={styles.companyLogo}
          dividerClassName={styles.divider}
        />
        <RouterLink to="/" className={styles.home} aria-label={t("nav.home")} data-testid="nav.home">
          <ParleyMark size={26} />
          <span aria-hidden="true">{PRODUCT_NAME}</span>
        </RouterLink>
      </div>
      <nav aria-label={t("nav.label")}>
        <ul className={styles.tabs} aria-label={t("nav.sections")}>
          {props.tabs.map((tab) => (
            <li key={tab.id}>
              <RouterLink
                to={tab.href}
                className={styles.tab}
                aria-current={tab.active ? "page" : undefined}
                data-testid={`nav.tab-${tab.id}`}
                onClick={() => props.onSelectTab(tab.id)}
              >
                {t(tab.label)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.spacer} />
      <div className={styles.actions}>
        {account.is_owner_or_admin && <ManageAccountButton manage={manage} className={styles.manage} />}
        <HelpMenu bus={props.bus} docsUrl={props.docsUrl} />
        <LanguageSelect onChange={props.onLanguageChange} />
        <UserMenu
          profile={props.profile}
          appVersion={props.appVersion}
          buildTimestamp={props.buildTimestamp}
          api={props.api}
          bus={props.bus}
          onNavigate={props.onNavigate}
          onSignOut={props.onSignOut}
          onManageAccount={props.sidebarToggle && account.is_owner_or_admin ? manage.run : null}
          onDeveloperTools={mayUseDevOverrides(props.profile) ? () => setDevTools(true) : null}
        />
      </div>
      {devTools && <DevOverrideDialog api={props.api} onClose={() => setDevTools(false)} />}
    </header>
  );
}
