import { useRef, type KeyboardEvent } from "react";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { ACCOUNT_TABS, type AccountTab } from "../utils/tabs.ts";
import styles from "./settings-tabs.module.css";

const LABELS = {
  "my-profile": "tabs.myProfile",
  notifications: "tabs.notifications",
  security: "tabs.security",
} as const satisfies Record<AccountTab, string>;

export const tabId = (tab: AccountTab) => `account-tab-${tab}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys move (mirrored in right-to-left pages),
 * Home/End jump, and moving selects (the panels are cheap to show).
 */
export function SettingsTabs({
  selected,
  onSelect,
}: {
  selected: AccountTab;
  onSelect(tab: AccountTab): void;
}) {
  const { t, i18n } = useAccountTranslation();
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = i18n.dir() === "rtl";
    const index = ACCOUNT_TABS.indexOf(selected);
    const last = ACCOUNT_TABS.length - 1;
    const step: Record<string, number | "first" | "last"> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: "first",
      End: "last",
    };
    const how = step[event.key];
    if (how === undefined) return;
    event.preventDefault();
    const target =
      how === "first" ? 0 : how === "last" ? last : (index + how + ACCOUNT_TABS.length) % ACCOUNT_TABS.length;
    const tab = ACCOUNT_TABS[target] ?? selected;
    onSelect(tab);
    refs.current[tab]?.focus();
  }

  return (
    <div role="tablist" aria-label={t("tabs.label")} className={styles.tablist} onKeyDown={move}>
      {ACCOUNT_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          data-testid={`account.tab.${tab}`}
          onClick={() => onSelect(tab)}
        >
          {t(LABELS[tab])}
        </button>
      ))}
    </div>
  );
}
