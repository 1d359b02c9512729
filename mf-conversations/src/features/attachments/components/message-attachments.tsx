import { useState } from "react";
import type { Message } from "@parley/shared-contracts/api/messages";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import { DocumentIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./attachments.module.css";

type File = Message["upload_files"]["images"][number];

/** An image that shows a "could not be loaded" picture instead of a broken icon. */
function Thumbnail({ image, onOpen }: { image: File; onOpen: () => void }) {
  const { t } = useConversationsTranslation();
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <span
        className={styles.broken}
        role="img"
        aria-label={t("attach.broken", { name: image.file_name })}
        data-testid="attach.broken"
      >
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          aria-hidden="true"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 17 5-5 4 4M14 14l2-2 5 5M4 4l16 16" />
        </svg>
      </span>
    );
  return (
    <button
      type="button"
      className={styles.imageButton}
      onClick={onOpen}
      aria-label={t("attach.preview", { name: image.file_name })}
      data-testid="attach.image"
    >
      <img src={image.url} alt={image.file_name} loading="lazy" onError={() => setBroken(true)} />
    </button>
  );
}

/** A message's files: image thumbnails (opening a preview) and document links. */
export function MessageAttachments({ files }: { files: Message["upload_files"] }) {
  const { t } = useConversationsTranslation();
  const [preview, setPreview] = useState<File | null>(null);
  if (files.images.length === 0 && files.documents.length === 0) return null;
  return (
    <div className={styles.messageFiles} data-testid="message.attachments">
      {files.images.map((image) => (
        <Thumbnail key={image.id} image={image} onOpen={() => setPreview(image)} />
      ))}
      {files.documents.map((document) =>
        // A message still being sent has no link yet.
        document.url === "" ? (
          <span key={document.id} className={styles.documentLink} data-testid="attach.document">
            <DocumentIcon />
            <span>{document.file_name}</span>
          </span>
        ) : (
          <a
            key={document.id}
            className={styles.documentLink}
            href={document.url}
            download={document.file_name}
            aria-label={t("attach.download", { name: document.file_name })}
            data-testid="attach.document"
          >
            <DocumentIcon />
            <span>{document.file_name}</span>
          </a>
        ),
      )}
      {preview && (
        <Dialog title={preview.file_name} onClose={() => setPreview(null)} testId="attach.preview">
          <img className={styles.previewImage} src={preview.url} alt={preview.file_name} />
        </Dialog>
      )}
    </div>
  );
}
