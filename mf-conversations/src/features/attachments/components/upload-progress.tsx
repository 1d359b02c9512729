import { CloseIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./attachments.module.css";

/** Bytes of the send's files uploaded so far; `total` 0 when the browser cannot tell. */
export interface UploadState {
  loaded: number;
  total: number;
}

/** The bar under the chat box while a send's files upload (a progressbar, announced by percent). */
export function UploadProgress({ state, onCancel }: { state: UploadState | null; onCancel?: () => void }) {
  const { t } = useConversationsTranslation();
  if (state === null) return null;
  const percent = state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : null;
  const label = percent === null ? t("attach.uploading") : t("attach.uploadingPercent", { percent });
  return (
    <div className={styles.upload} data-testid="chat.upload-progress">
      <div
        className={styles.uploadTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { "aria-valuenow": percent })}
      >
        <div
          // A new element when the size becomes known: the sliding bar must not morph into it.
          key={percent === null ? "unknown" : "known"}
          className={percent === null ? styles.uploadIndeterminate : styles.uploadBar}
          style={percent === null ? undefined : { inlineSize: `${percent}%` }}
        />
      </div>
      <span className={styles.uploadLabel} aria-hidden="true">
        {label}
      </span>
      {/* At 100 % the server has the message: it can no longer be taken back. */}
      {onCancel && percent !== 100 && (
        <button
          type="button"
          className={styles.uploadCancel}
          aria-label={t("attach.cancelUpload")}
          title={t("attach.cancelUpload")}
          data-testid="chat.upload-cancel"
          onClick={onCancel}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
