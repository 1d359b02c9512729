import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import { MenuButton, MenuItem, MenuLink, MenuSeparator } from "../../lib/ui/menu-button.tsx";
import { TOUR_IDS } from "../walkthroughs/tours.ts";
import { documentationUrl } from "./nav-links.ts";
import styles from "./top-nav.module.css";

/**
 * The help menu: the three guided walkthroughs (started through the bus, like any remote would)
 * and the documentation in the user's language, in a new tab.
 */
export function HelpMenu({ bus, docsUrl }: { bus: ParleyEventBus; docsUrl?: string | undefined }) {
  const { t, language } = useShellTranslation();
  return (
    <MenuButton
      label={t("nav.help")}
      buttonClassName={styles.iconButton}
      testId="nav.help"
      menu={(close) => (
        <>
          <div role="none" className={styles.menuHeading}>
            {t("help.walkthroughs")}
          </div>
          {TOUR_IDS.map((tour) => (
            <MenuItem
              key={tour}
              testId={`nav.walkthrough-${tour}`}
              onSelect={() => {
                close();
                bus.emit("walkthrough.started", { tour });
              }}
            >
              {t(`help.tour.${tour}`)}
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuLink href={documentationUrl(language, docsUrl)} onSelect={close} testId="nav.documentation">
            {t("nav.documentation")}
            <span className="visually-hidden"> ({t("nav.opensInNewTab")})</span>
            <svg
              width="14"
              height="14"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <path
                d="M6 3H3.5v9.5H13V10M9 3h4v4M13 3 7.5 8.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </MenuLink>
        </>
      )}
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
        <circle cx="12" cy="12" r="9" />
        <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.5M12 16.9v.1" strokeLinecap="round" />
      </svg>
    </MenuButton>
  );
}
