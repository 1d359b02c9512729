import { useId } from "react";
import { LANGUAGES, isLanguageCode } from "@parley/shared-contracts/languages";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { ChatDefaultsSection } from "./chat-defaults-section.tsx";
import styles from "./settings-page.module.css";

type Tour = ParleyEvents["walkthrough.started"]["tour"];
const TOURS: readonly Tour[] = ["user-introduction", "helper-app", "model-params"];

/** Route /settings: interface language, chat defaults, guided walkthroughs and the way to account settings. */
export function SettingsPage() {
  const { t } = useAccountTranslation();
  const { bus, language, navigate, session } = useShell();
  const languageId = useId();
  const profile = session.profile;

  const startTour = (tour: Tour) => {
    // The tours show the conversation screen; the shell's walkthrough follows the route change.
    navigate("/conversations/new");
    bus.emit("walkthrough.started", { tour });
  };

  return (
    <div className={styles.page} data-testid="settings.page">
      <h1 className={styles.title}>{t("settings.title")}</h1>
      <p className={styles.help}>{t("settings.intro")}</p>

      <section className={styles.section} aria-labelledby="settings-language-heading">
        <h2 id="settings-language-heading" className={styles.heading}>
          {t("settings.language.heading")}
        </h2>
        <p className={styles.help}>{t("settings.language.description")}</p>
        <div className={styles.field}>
          <label htmlFor={languageId} className={styles.label}>
            {t("settings.language.label")}
          </label>
          <select
            id={languageId}
            className={styles.select}
            value={language}
            data-testid="settings.language"
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isLanguageCode(next)) bus.emit("language.change-requested", { language: next });
            }}
          >
            {LANGUAGES.map((entry) => (
              <option key={entry.code} value={entry.code} lang={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      </section>

      {profile === null ? (
        <p role="status">{t("settings.loading")}</p>
      ) : (
        <ChatDefaultsSection initial={profile.behavior_settings} />
      )}

      <section className={styles.section} aria-labelledby="settings-tours-heading">
        <h2 id="settings-tours-heading" className={styles.heading}>
          {t("settings.tours.heading")}
        </h2>
        <p className={styles.help}>{t("settings.tours.description")}</p>
        <ul className={styles.tours}>
          {TOURS.map((tour) => (
            <li key={tour} className={styles.row}>
              <div className={styles.rowText}>
                <span className={styles.label}>{t(`settings.tours.${tour}`)}</span>
                <p className={styles.help}>{t(`settings.tours.${tour}.help`)}</p>
              </div>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                aria-label={`${t("settings.tours.start")}: ${t(`settings.tours.${tour}`)}`}
                data-testid={`settings.tour-${tour}`}
                onClick={() => startTour(tour)}
              >
                {t("settings.tours.start")}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="settings-account-heading">
        <h2 id="settings-account-heading" className={styles.heading}>
          {t("settings.account.heading")}
        </h2>
        <div className={styles.row}>
          <p className={styles.help}>{t("settings.account.description")}</p>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            data-testid="settings.account-link"
            onClick={() => navigate("/account-settings")}
          >
            {t("settings.account.link")}
          </button>
        </div>
      </section>
    </div>
  );
}
