import { LANGUAGES, type LanguageCode } from "@parley/shared-contracts/languages";
import { useShellTranslation } from "../../i18n/use-shell-translation.ts";
import styles from "./language-select.module.css";

/** The 12 interface languages, each named in itself (a native select: keyboard and screen readers for free). */
export function LanguageSelect({ onChange }: { onChange: (language: LanguageCode) => void }) {
  const { t, language } = useShellTranslation();
  return (
    <label className={styles.wrapper}>
      <span className="visually-hidden">{t("nav.language")}</span>
      <svg
        className={styles.icon}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
      </svg>
      <select
        className={styles.select}
        value={language}
        data-testid="nav.language"
        onChange={(event) => onChange(event.target.value as LanguageCode)}
      >
        {LANGUAGES.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
      <svg
        className={styles.chevron}
        width="12"
        height="12"
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <path d="m3 4.5 3 3 3-3" />
      </svg>
    </label>
  );
}
