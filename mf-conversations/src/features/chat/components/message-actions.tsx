import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "@parley/shared-contracts/constants";
import button from "@parley/ui-kit/ui/button.module.css";
import { CheckIcon, CopyIcon, EditIcon, RegenerateIcon, TrashIcon } from "../../../lib/ui/icons.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import styles from "./message.module.css";

export interface MessageActionsProps {
  copyText: string;
  onRegenerate: (() => void) | null;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
  deleteDisabled: boolean;
}

/** Regenerate, Edit, Copy (2 s confirmation) and Delete, each only where the rules allow it. */
export function MessageActions({
  copyText,
  onRegenerate,
  onEdit,
  onDelete,
  deleteDisabled,
}: MessageActionsProps) {
  const { t } = useConversationsTranslation();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const copy = () => {
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(copyText))
      .then(
        () => {
          setCopied(true);
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
        },
        () => toast("error", t("message.copyFailed")),
      );
  };

  return (
    <div className={styles.actions} role="toolbar" aria-label={t("message.actions")}>
      {onRegenerate && (
        <button
          type="button"
          className={button.icon}
          onClick={onRegenerate}
          aria-label={t("message.regenerate")}
          title={t("message.regenerate")}
          data-testid="message.regenerate"
        >
          <RegenerateIcon />
        </button>
      )}
      {onEdit && (
        <button
          type="button"
          className={button.icon}
          onClick={onEdit}
          aria-label={t("message.edit")}
          title={t("message.edit")}
          data-testid="message.edit"
        >
          <EditIcon />
        </button>
      )}
      {copyText !== "" && (
        <button
          type="button"
          className={button.icon}
          onClick={copy}
          aria-label={copied ? t("message.copied") : t("message.copy")}
          title={copied ? t("message.copied") : t("message.copy")}
          data-state={copied ? "copied" : "idle"}
          data-testid="message.copy"
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className={button.icon}
          onClick={onDelete}
          disabled={deleteDisabled}
          aria-label={t("message.delete")}
          title={t("message.delete")}
          data-testid="message.delete"
        >
          <TrashIcon />
        </button>
      )}
      <span className={button.visuallyHidden} role="status">
        {copied ? t("message.copied") : ""}
      </span>
    </div>
  );
}
