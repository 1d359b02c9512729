import { useEffect, useMemo } from "react";
import { CloseIcon, DocumentIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { fileKind, formatSize } from "../utils/attachment-rules.ts";
import styles from "./attachments.module.css";

/** The files waiting to be sent, each removable; images with a thumbnail. */
export function AttachmentChips({
  files,
  onRemove,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useConversationsTranslation();
  const previews = useMemo(
    () => files.map((file) => (fileKind(file) === "image" ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  if (files.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t("attach.pending")} data-testid="attach.chips">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className={styles.chip} data-testid="attach.chip">
          {previews[index] ? (
            <img className={styles.thumb} src={previews[index] ?? undefined} alt="" />
          ) : (
            <span className={styles.docIcon} aria-hidden="true">
              <DocumentIcon />
            </span>
          )}
          <span className={styles.chipName}>{file.name}</span>
          <span className={styles.chipSize}>{formatSize(file.size, i18n.language)}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t("attach.remove", { name: file.name })}
            onClick={() => onRemove(index)}
            data-testid="attach.remove"
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
