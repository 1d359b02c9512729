import { useId, useRef, useState } from "react";
import button from "@parley/ui-kit/ui/button.module.css";
import { DocumentIcon, ImageIcon, PaperclipIcon } from "../../../lib/ui/icons.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import { ACCEPT } from "../utils/attachment-rules.ts";
import styles from "./attachments.module.css";

/**
 * The chat box's Add file menu (docs/product/conversations.md § Chat box): Upload documents, Upload images.
 */
export function AttachMenu({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t } = useConversationsTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const documents = useRef<HTMLInputElement>(null);
  const images = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);

  const choose = (input: HTMLInputElement | null) => {
    setOpen(false);
    input?.click();
  };
  const picked = (input: HTMLInputElement) => {
    if (input.files && input.files.length > 0) onFiles([...input.files]);
    input.value = "";
    trigger.current?.focus();
  };

  return (
    <div
      className={styles.menuWrap}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={button.icon}
        aria-label={t("attach.button")}
        title={t("attach.button")}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => {
          setOpen((value) => !value);
          requestAnimationFrame(() => first.current?.focus());
        }}
        data-testid="attach.button"
      >
        <PaperclipIcon />
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu} data-testid="attach.menu">
          <button
            ref={first}
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => choose(documents.current)}
            data-testid="attach.documents"
          >
            <DocumentIcon /> {t("attach.documents")}
          </button>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => choose(images.current)}
            data-testid="attach.images"
          >
            <ImageIcon /> {t("attach.images")}
          </button>
        </div>
      )}
      <input
        ref={documents}
        type="file"
        multiple
        hidden
        accept={ACCEPT.documents}
        onChange={(event) => picked(event.currentTarget)}
        data-testid="attach.documents-input"
      />
      <input
        ref={images}
        type="file"
        multiple
        hidden
        accept={ACCEPT.images}
        onChange={(event) => picked(event.currentTarget)}
        data-testid="attach.images-input"
      />
    </div>
  );
}
