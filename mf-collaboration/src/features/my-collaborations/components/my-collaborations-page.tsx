import { useRef, type KeyboardEvent } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { tabFromSearch, tabPath, type CollaborationTab } from "../utils/tab-from-query.ts";
import { CollaborationList } from "./collaboration-list.tsx";
import styles from "./page.module.css";
import tabStyles from "@parley/ui-kit/ui/tabs.module.css";

const TABS: readonly CollaborationTab[] = ["active", "shared", "public"];
const LABELS = { active: "tabs.active", shared: "tabs.shared", public: "tabs.public" } as const;

/**
 * /my-collaborations (docs/product/collaboration.md § My Collaborations page): three tabs picked by query t,
 * each a paged, searched, sorted table.
 */
export function MyCollaborationsPage() {
  const { location, navigate } = useShell();
  const { t } = useCollaborationTranslation();
  const tab = tabFromSearch(location.search);
  const buttons = useRef(new Map<CollaborationTab, HTMLButtonElement>());

  // Arrow keys move between tabs (and select them), Home/End jump to the ends (WAI-ARIA tabs).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === "Home"
        ? TABS[0]
        : event.key === "End"
          ? TABS.at(-1)
          : step
            ? TABS[(index + step + TABS.length) % TABS.length]
            : undefined;
    if (!next) return;
    event.preventDefault();
    navigate(tabPath(next));
    buttons.current.get(next)?.focus();
  };

  return (
    <section
      className={styles.page}
      aria-labelledby="my-collaborations-title"
      data-testid="my-collaborations.page"
    >
      <h1 id="my-collaborations-title" className={styles.title}>
        {t("page.title")}
      </h1>
      <div className={styles.tabs} role="tablist" aria-label={t("tabs.label")} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`my-collaborations-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="my-collaborations-panel"
            tabIndex={tab === name ? 0 : -1}
            className={tabStyles.tab}
            onClick={() => navigate(tabPath(name))}
            data-testid={`my-collaborations.tab-${name}`}
          >
            {t(LABELS[name])}
          </button>
        ))}
      </div>
      <div
        id="my-collaborations-panel"
        role="tabpanel"
        aria-labelledby={`my-collaborations-tab-${tab}`}
        className={styles.panel}
      >
        <CollaborationList key={tab} tab={tab} />
      </div>
    </section>
  );
}
