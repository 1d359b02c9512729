import { useId, useState, type ReactNode } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { CloseIcon } from "../../../lib/ui/icons.tsx";
import { AccordionSection as Section } from "@parley/ui-kit/ui/accordion-section.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useBehaviorSettings, useUpdateBehaviorSettings } from "../hooks/use-behavior-settings.ts";
import { useBehaviorSettingsTranslation } from "../hooks/use-behavior-settings-translation.ts";
import { useSelectedModelSpeech } from "../state/selected-model.ts";
import {
  isOpen,
  readAccordion,
  writeAccordion,
  type AccordionSection,
} from "@parley/ui-kit/browser/accordion-storage.ts";
import styles from "./behavior-settings.module.css";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { KnowledgeSection } from "../../knowledge-source/components/knowledge-section.tsx";

function SettingSwitch(props: {
  label: string;
  checked: boolean;
  saving: boolean;
  testId: string;
  describedBy?: string;
  onChange: (on: boolean) => void;
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <label htmlFor={id} className={styles.switchLabel}>
        {props.label}
      </label>
      {props.extra}
      <span className={styles.spacer} />
      {props.saving && <Spinner />}
      <Switch
        id={id}
        checked={props.checked}
        busy={props.saving}
        describedBy={props.describedBy}
        testId={props.testId}
        onChange={props.onChange}
      />
    </div>
  );
}

const LEVELS = [0, 1, 2] as const;

/**
 * The behaviour settings side panel (docs/product/chat-settings.md § Behaviour settings panel): five
 * collapsible sections, all open by default, their open state kept under 'accordion'. Toggles switch at once
 * with a spinner and roll back on failure; the aggressiveness slider saves after a 500 ms pause.
 */
export function BehaviorSettingsPanel() {
  const { bus } = useShell();
  const { t } = useBehaviorSettingsTranslation();
  const settings = useBehaviorSettings();
  const { toggle, setAggressiveness, saving } = useUpdateBehaviorSettings();
  const [accordion, setAccordion] = useState(readAccordion);
  const titleId = useId();
  const sliderHelpId = useId();
  const tooltipId = useId();
  const silentNoteId = useId();
  // Only a model known to lack speech gets the note (none chosen yet: nothing to say).
  const silent = useSelectedModelSpeech((state) => state.speaks === false);
  const level = settings.function_call_aggressiveness;

  const section = (key: AccordionSection, title: string, children: ReactNode) => (
    <Section
      title={title}
      open={isOpen(accordion, key)}
      onToggle={(open) => setAccordion(writeAccordion(key, open))}
      divider="after"
      testIds={{ section: `behavior-settings.section-${key}`, toggle: `behavior-settings.toggle-${key}` }}
    >
      {children}
    </Section>
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="behavior-settings.panel">
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t("title")}
        </h2>
        <button
          type="button"
          className={button.icon}
          onClick={() => bus.emit("panel.closed", {})}
          aria-label={t("close")}
          title={t("close")}
          data-testid="behavior-settings.close"
        >
          <CloseIcon />
        </button>
      </header>

      {section("rem", t("section.rem"), <KnowledgeSection />)}

      {section(
        "agentic",
        t("section.agentic"),
        <div className={styles.sliderBlock}>
          <p id={sliderHelpId} className={styles.help}>
            {t("agenticHelp")}
          </p>
          <div className={styles.sliderRow}>
            <input
              type="range"
              min={0}
              max={2}
              step={1}
              value={level}
              className={styles.slider}
              aria-label={t("section.agentic")}
              aria-describedby={sliderHelpId}
              aria-valuetext={t(`level.${level}`)}
              onChange={(event) => setAggressiveness(Number(event.target.value))}
              data-testid="behavior-settings.aggressiveness"
            />
            {saving.has("function_call_aggressiveness") && <Spinner />}
          </div>
          <div className={styles.levels} aria-hidden="true">
            {LEVELS.map((value) => (
              <span key={value} className={value === level ? styles.levelCurrent : undefined}>
                {t(`level.${value}`)}
              </span>
            ))}
          </div>
        </div>,
      )}

      {section(
        "comment",
        t("section.comment"),
        <>
          <SettingSwitch
            label={t("enableCommentary")}
            checked={settings.commentary_enabled}
            saving={saving.has("commentary_enabled")}
            onChange={(on) => toggle("commentary_enabled", on)}
            testId="behavior-settings.commentary"
            describedBy={silent ? silentNoteId : undefined}
          />
          {silent && (
            <p id={silentNoteId} className={styles.help} data-testid="behavior-settings.commentary-silent">
              {t("commentarySilent")}
            </p>
          )}
        </>,
      )}

      {section(
        "content",
        t("section.content"),
        <>
          <SettingSwitch
            label={t("markdownView")}
            checked={settings.markdown_view}
            saving={saving.has("markdown_view")}
            onChange={(on) => toggle("markdown_view", on)}
            testId="behavior-settings.markdown-view"
          />
          <SettingSwitch
            label={t("latexView")}
            checked={settings.latex_view}
            saving={saving.has("latex_view")}
            onChange={(on) => toggle("latex_view", on)}
            testId="behavior-settings.latex-view"
          />
        </>,
      )}

      {section(
        "scrape",
        t("section.scrape"),
        <SettingSwitch
          label={t("explicitUrl")}
          checked={settings.explicit_url_detection}
          saving={saving.has("explicit_url_detection")}
          onChange={(on) => toggle("explicit_url_detection", on)}
          testId="behavior-settings.explicit-url"
          describedBy={tooltipId}
          extra={
            <span className={styles.tooltip}>
              <span className={styles.tooltipIcon} aria-hidden="true">
                ?
              </span>
              <span
                id={tooltipId}
                role="tooltip"
                className={styles.tooltipText}
                data-testid="behavior-settings.explicit-url-tooltip"
              >
                {t("explicitUrlTooltip")}
              </span>
            </span>
          }
        />,
      )}
    </section>
  );
}
