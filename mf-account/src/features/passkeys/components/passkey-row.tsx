import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Passkey } from "@parley/shared-contracts/api/passkeys";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import button from "@parley/ui-kit/ui/page-button.module.css";
import { useDeletePasskey, useRenamePasskey } from "../hooks/use-passkeys.ts";
import { PASSKEY_NAME_MAX_LENGTH } from "../utils/passkey-name.ts";
import type { Notice } from "../types/notice.ts";
import styles from "./passkey-table.module.css";

type Mode = "view" | "rename" | "confirm-delete";

/** One passkey: name, created, last used ('Never' for null), and its rename / delete actions inline. */
export function PasskeyRow({ passkey, onNotice }: { passkey: Passkey; onNotice(notice: Notice): void }) {
  const { t, i18n } = useAccountTranslation();
  const [mode, setMode] = useState<Mode>("view");
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const renameInput = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  useEffect(() => {
    if (mode === "rename") renameInput.current?.select();
    if (mode === "confirm-delete") keepButton.current?.focus();
  }, [mode]);

  function back() {
    setMode("view");
    setName(passkey.name);
    // Focus returns to where the person started.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  function saveName(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "" || trimmed === passkey.name) return back();
    rename.mutate(
      { id: passkey.id, name: trimmed },
      {
        onSuccess: () => {
          setMode("view");
          onNotice({ kind: "success", text: t("security.renamed") });
        },
        onError: () => onNotice({ kind: "error", text: t("security.renameFailed") }),
      },
    );
  }

  return (
    <tr data-testid="passkeys.row" data-passkey-name={passkey.name}>
      <td className={styles.name}>
        {mode === "rename" ? (
          <form onSubmit={saveName} className={styles.renameForm}>
            <input
              ref={renameInput}
              className={styles.renameInput}
              value={name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              aria-label={t("security.renameLabel", { name: passkey.name })}
              data-testid="passkeys.rename-input"
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") back();
              }}
            />
            <button
              type="submit"
              className={`${button.button} ${button.primary} ${styles.small}`}
              disabled={rename.isPending}
              data-testid="passkeys.rename-save"
            >
              {t("security.renameSave")}
            </button>
            <button
              type="button"
              className={`${button.button} ${button.secondary} ${styles.small}`}
              onClick={back}
            >
              {t("security.renameCancel")}
            </button>
          </form>
        ) : (
          <span data-testid="passkeys.name">{passkey.name}</span>
        )}
      </td>
      <td>{format(passkey.created_at)}</td>
      <td data-testid="passkeys.last-used">
        {passkey.last_used_at ? format(passkey.last_used_at) : t("security.never")}
      </td>
      <td className={styles.actions}>
        {mode === "confirm-delete" ? (
          <div
            role="group"
            aria-label={t("security.deleteConfirm", { name: passkey.name })}
            className={styles.confirm}
          >
            <span>{t("security.deleteConfirm", { name: passkey.name })}</span>
            <button
              type="button"
              className={`${button.button} ${styles.danger} ${styles.small}`}
              disabled={remove.isPending}
              data-testid="passkeys.delete-confirm"
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => onNotice({ kind: "success", text: t("security.deleted") }),
                  onError: () => {
                    setMode("view");
                    onNotice({ kind: "error", text: t("security.deleteFailed") });
                  },
                })
              }
            >
              {t("security.deleteYes")}
            </button>
            <button
              ref={keepButton}
              type="button"
              className={`${button.button} ${button.secondary} ${styles.small}`}
              onClick={back}
            >
              {t("security.deleteNo")}
            </button>
          </div>
        ) : (
          mode === "view" && (
            <>
              <button
                ref={renameButton}
                type="button"
                className={`${button.button} ${button.secondary} ${styles.small}`}
                aria-label={`${t("security.rename")}: ${passkey.name}`}
                data-testid="passkeys.rename"
                onClick={() => setMode("rename")}
              >
                {t("security.rename")}
              </button>
              <button
                type="button"
                className={`${button.button} ${button.secondary} ${styles.small}`}
                aria-label={`${t("security.delete")}: ${passkey.name}`}
                data-testid="passkeys.delete"
                onClick={() => setMode("confirm-delete")}
              >
                {t("security.delete")}
              </button>
            </>
          )
        )}
      </td>
    </tr>
  );
}
