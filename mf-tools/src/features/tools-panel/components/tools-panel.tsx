import { useRef, useState, type KeyboardEvent } from "react";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { AgenticsList } from "../../agentics/components/agentics-list.tsx";
import { McpServerList } from "../../mcp-servers/components/mcp-server-list.tsx";
import { IntegrationsPanel } from "../../integrations/components/integrations-panel.tsx";
import { HelperSection } from "../../desktop-helper/components/helper-section.tsx";
import { AccordionSection } from "../../../lib/ui/accordion-section.tsx";
import styles from "./tools-panel.module.css";
import tabStyles from "@parley/ui-kit/ui/tabs.module.css";

type Tab = "mcp" | "agentics";
const TABS: readonly Tab[] = ["mcp", "agentics"];
const LABELS = { mcp: "tabs.mcp", agentics: "tabs.agentics" } as const;

/**
 * The right panel `tools` (docs/product/tools.md § Tools side panel): tabs MCP Servers and Agentics,
 * then the folding sections: the desktop helper app (key `helper`) and Integrations (knowledge-source
 * accounts, key `rem`), their open states kept under 'accordion'. The tab chosen last stays chosen while the panel lives; Agentics opens first.
 */
export function ToolsPanel() {
  const { t } = useToolsTranslation();
  const [tab, setTab] = useState<Tab>("agentics");
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());

  // Arrow keys move between tabs (and select them), Home/End jump to the ends (WAI-ARIA tabs).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === "Home"
        ? TABS[0]
        : event.key === "End"
          ? TABS.at(-1)
          : step === undefined
            ? undefined
            : TABS[(index + step + TABS.length) % TABS.length];
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <section className={styles.panel} aria-label={t("panel.label")} data-testid="tools.panel">
      <div className={styles.tabs} role="tablist" aria-label={t("panel.label")} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) buttons.current.set(name, element);
              else buttons.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`tools-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`tools-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tabStyles.tab}
            onClick={() => setTab(name)}
            data-testid={`tools.tab-${name}`}
          >
            {t(LABELS[name])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`tools-tabpanel-${tab}`}
        aria-labelledby={`tools-tab-${tab}`}
        className={styles.body}
      >
        {tab === "agentics" ? <AgenticsList /> : <McpServerList />}
      </div>
      <div className={styles.integrations}>
        <AccordionSection section="helper" title={t("helper.title")}>
          <HelperSection />
        </AccordionSection>
        <AccordionSection section="rem" title={t("integrations.title")}>
          <IntegrationsPanel />
        </AccordionSection>
      </div>
    </section>
  );
}
