import { useEffect } from "react";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { NotificationsPanel } from "../../notifications/components/notifications-panel.tsx";
import { PasskeysPanel } from "../../passkeys/components/passkeys-panel.tsx";
import { ProfilePanel } from "../../profile/components/profile-panel.tsx";
import { tabFromHash, type AccountTab } from "../utils/tabs.ts";
import { panelId, SettingsTabs, tabId } from "./settings-tabs.tsx";
import styles from "./account-settings-page.module.css";

/** Route /account-settings: My profile, Notifications and Security, the hash naming the open tab. */
export function AccountSettingsPage() {
  const { t } = useAccountTranslation();
  const { location, navigate, session } = useShell();
  const selected = tabFromHash(location.hash);
  const profile = session.profile;

  const select = (tab: AccountTab) =>
    navigate(`${location.pathname}${location.search}#${tab}`, { replace: true });

  // The address always names the tab shown (a bare /account-settings becomes #my-profile).
  useEffect(() => {
    if (location.hash !== `#${selected}`)
      navigate(`${location.pathname}${location.search}#${selected}`, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate, selected]);

  return (
    <main className={styles.page} data-testid="account.page">
      <div className={styles.heading}>
        <h1 className={styles.title}>{t("page.title")}</h1>
        {/* The rest of a member's settings (/settings) is one click away. */}
        <a
          className={styles.preferences}
          href="/settings"
          data-testid="account.preferences-link"
          onClick={(event) => {
            event.preventDefault();
            navigate("/settings");
          }}
        >
          {t("page.preferencesLink")}
        </a>
      </div>
      <SettingsTabs selected={selected} onSelect={select} />
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={styles.panel}
      >
        {profile === null ? (
          <p role="status">{t("page.loading")}</p>
        ) : selected === "my-profile" ? (
          <ProfilePanel profile={profile} />
        ) : selected === "notifications" ? (
          <NotificationsPanel profile={profile} />
        ) : (
          <PasskeysPanel />
        )}
      </div>
    </main>
  );
}
