import { useId } from "react";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { useChatDefaults } from "../hooks/use-chat-defaults.ts";
import { SettingSwitch } from "./setting-switch.tsx";
import styles from "./settings-page.module.css";

const LEVELS = ["settings.chat.level.0", "settings.chat.level.1", "settings.chat.level.2"] as const;

/** Chat defaults: the member's behaviour settings, the same ones as the conversation's behaviour panel. */
export function ChatDefaultsSection({ initial }: { initial: BehaviorSettings }) {
  const { t } = useAccountTranslation();
  const { values, saving, toggle, setAggressiveness } = useChatDefaults(initial);
  const sliderId = useId();
  const sliderHelpId = useId();
  const level = values.function_call_aggressiveness;
  return (
    <section className={styles.section} aria-labelledby="settings-chat-heading" data-testid="settings.chat">
      <h2 id="settings-chat-heading" className={styles.heading}>
        {t("settings.chat.heading")}
      </h2>
      <p className={styles.help}>{t("settings.chat.description")}</p>
      <SettingSwitch
        label={t("settings.chat.markdown")}
        help={t("settings.chat.markdownHelp")}
        checked={values.markdown_view}
        saving={saving.has("markdown_view")}
        testId="settings.markdown-view"
        onChange={(on) => toggle("markdown_view", on)}
      />
      <SettingSwitch
        label={t("settings.chat.latex")}
        help={values.markdown_view ? t("settings.chat.latexHelp") : t("settings.chat.latexNeedsMarkdown")}
        checked={values.latex_view}
        saving={saving.has("latex_view")}
        disabled={!values.markdown_view}
        testId="settings.latex-view"
        onChange={(on) => toggle("latex_view", on)}
      />
      <SettingSwitch
        label={t("settings.chat.explicitUrl")}
        help={t("settings.chat.explicitUrlTooltip")}
        checked={values.explicit_url_detection}
        saving={saving.has("explicit_url_detection")}
        testId="settings.explicit-url"
        onChange={(on) => toggle("explicit_url_detection", on)}
      />
      <SettingSwitch
        label={t("settings.chat.commentary")}
        help=""
        checked={values.commentary_enabled}
        saving={saving.has("commentary_enabled")}
        testId="settings.commentary"
        onChange={(on) => toggle("commentary_enabled", on)}
      />
      <div className={styles.sliderRow}>
        <label htmlFor={sliderId} className={styles.label}>
          {t("settings.chat.agentic")}
        </label>
        <p id={sliderHelpId} className={styles.help}>
          {t("settings.chat.agenticHelp")}
        </p>
        <div className={styles.slider}>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={2}
            step={1}
            value={level}
            aria-describedby={sliderHelpId}
            aria-valuetext={t(LEVELS[level] ?? LEVELS[1])}
            aria-busy={saving.has("function_call_aggressiveness")}
            data-testid="settings.agentic"
            onChange={(event) => setAggressiveness(Number(event.currentTarget.value))}
          />
          {saving.has("function_call_aggressiveness") && <Spinner />}
        </div>
        <div className={styles.levels} aria-hidden="true">
          {LEVELS.map((key, index) => (
            <span key={key} className={index === level ? styles.levelActive : undefined}>
              {t(key)}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
