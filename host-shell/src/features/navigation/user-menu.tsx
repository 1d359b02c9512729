import { useEffect, useState } from "react";
import type { Profile } from "@parley/shared-contracts/api/profile";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { MenuButton, MenuItem, MenuSeparator } from "../../lib/ui/menu-button.tsx";
import { Avatar } from "./avatar.tsx";
import { useUpdateAvailable } from "./use-update-available.ts";
import styles from "./user-menu.module.css";

export interface UserMenuProps {
  profile: Profile;
  appVersion: string;
  buildTimestamp: string;
  api: ApiFetch;
  bus: ParleyEventBus;
  onNavigate: (to: string) => void;
  onSignOut: () => void;
  /** Narrow screens hide the bar's Manage account button: the menu offers it instead (owners and admins). */
  onManageAccount: (() => void) | null;
  /** The developer panel (load a remote from a dev server); null for members who may not. */
  onDeveloperTools?: (() => void) | null;
}

/** Whether the realtime connection reported itself closed (no report yet: nothing to warn about). */
function useRealtimeOffline(bus: ParleyEventBus): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => bus.on("realtime.status", ({ open }) => setOffline(!open)), [bus]);
  return offline;
}

/** The avatar menu: who is signed in, the app version, an update notice, settings and sign out. */
export function UserMenu({
  profile,
  appVersion,
  buildTimestamp,
  api,
  bus,
  onNavigate,
  onSignOut,
  onManageAccount,
  onDeveloperTools = null,
}: UserMenuProps) {
  const { t } = useShellTranslation();
  const offline = useRealtimeOffline(bus);
  const update = useUpdateAvailable(api, buildTimestamp);
  return (
    <MenuButton
      label={t("nav.userMenu", { name: profile.name })}
      buttonClassName={styles.avatarButton}
      testId="nav.user-menu"
      onOpen={update.check}
      menu={(close) => (
        <>
          <div role="none" className={styles.identity}>
            <span className={styles.name}>{profile.name}</span>
            <span className={styles.email}>{profile.email}</span>
          </div>
          {offline && (
            <div role="none" className={styles.offline}>
              {t("nav.realtimeOffline")}
            </div>
          )}
          <MenuSeparator />
          <MenuItem testId="nav.my-settings" onSelect={() => (close(), onNavigate("/account-settings"))}>
            {t("nav.mySettings")}
          </MenuItem>
          <MenuItem
            testId="nav.my-collaborations"
            onSelect={() => (close(), onNavigate("/my-collaborations"))}
          >
            {t("nav.myCollaborations")}
          </MenuItem>
          {onManageAccount && (
            <MenuItem testId="nav.manage-account-menu" onSelect={() => (close(), onManageAccount())}>
              {t("nav.manageAccount")}
              <span className="visually-hidden"> ({t("nav.opensInNewTab")})</span>
            </MenuItem>
          )}
          {onDeveloperTools && (
            <MenuItem testId="nav.developer-tools" onSelect={() => (close(), onDeveloperTools())}>
              {t("nav.developerTools")}
            </MenuItem>
          )}
          <MenuSeparator />
          <div role="none" className={styles.version} data-testid="nav.version">
            {t("nav.version", { version: appVersion })}
          </div>
          {update.available && (
            <div role="none" className={styles.update} data-testid="nav.update-available">
              <span>{t("nav.updateAvailable")}</span>
              <MenuItem testId="nav.refresh" onSelect={() => window.location.reload()}>
                {t("nav.refresh")}
              </MenuItem>
            </div>
          )}
          <MenuSeparator />
          <MenuItem testId="nav.sign-out" onSelect={() => (close(), onSignOut())}>
            {t("nav.signOut")}
          </MenuItem>
        </>
      )}
    >
      <Avatar name={profile.name} imageUrl={profile.image_url} offline={offline} />
    </MenuButton>
  );
}
