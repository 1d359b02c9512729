import { initials } from "@parley/ui-kit/text/initials.ts";
import { useId, useRef } from "react";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import form from "@parley/ui-kit/ui/form.module.css";
import { isPhotoFileName, PHOTO_ACCEPT, readAsDataUrl } from "../utils/photo-file.ts";
import styles from "./photo-field.module.css";

/** The photo the form will save: unchanged, a new file (with its preview), or none. */
export type PhotoChoice =
  { kind: "keep" } | { kind: "file"; file: File; preview: string } | { kind: "remove" };

interface PhotoFieldProps {
  name: string;
  storedUrl: string | null;
  choice: PhotoChoice;
  error: "unsupported" | "tooLarge" | null;
  onChoose(choice: PhotoChoice): void;
  onReject(problem: "unsupported"): void;
}

export function PhotoField({ name, storedUrl, choice, error, onChoose, onReject }: PhotoFieldProps) {
  const { t } = useAccountTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const shown = choice.kind === "file" ? choice.preview : choice.kind === "remove" ? null : storedUrl;

  async function pick(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!isPhotoFileName(file.name)) return onReject("unsupported");
    onChoose({ kind: "file", file, preview: await readAsDataUrl(file) });
  }

  return (
    <div className={styles.field}>
      <span className={form.label} id={`${inputId}-label`}>
        {t("profile.photoLabel")}
      </span>
      <div className={styles.row}>
        <span className={styles.avatar} data-testid="account.photo-preview">
          {shown ? (
            <img src={shown} alt={t("profile.photoAlt")} className={styles.image} />
          ) : (
            <span aria-label={t("profile.photoNone")} role="img">
              {initials(name)}
            </span>
          )}
        </span>
        <div className={styles.buttons}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className={styles.fileInput}
            aria-labelledby={`${inputId}-label ${inputId}-choose`}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
            data-testid="account.photo-input"
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            id={`${inputId}-choose`}
            className={`${button.button} ${button.secondary} ${styles.choose}`}
          >
            {t("profile.photoChoose")}
          </label>
          {shown !== null && (
            <button
              type="button"
              className={`${button.button} ${button.secondary} ${styles.remove}`}
              data-testid="account.photo-remove"
              onClick={() => onChoose(storedUrl === null ? { kind: "keep" } : { kind: "remove" })}
            >
              {t("profile.photoRemove")}
            </button>
          )}
        </div>
      </div>
      <p id={helpId} className={styles.help}>
        {t("profile.photoHelp")}
      </p>
      {error && (
        <p id={errorId} className={form.error} role="alert" data-testid="account.photo-error">
          {t(error === "unsupported" ? "profile.photoUnsupported" : "profile.photoTooLarge")}
        </p>
      )}
    </div>
  );
}
