import { useId, useState } from "react";
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import button from "@parley/ui-kit/ui/button.module.css";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { LinkField } from "../../../lib/ui/link-field.tsx";
import styles from "./snapshots.module.css";

/**
 * One snapshot of the dialog: when it was made, with names or anonymized, by whom; the public switch
 * and link (owner); delete in two steps (Delete, then Confirm delete).
 */
export function SnapshotRow({
  snapshot,
  busy,
  onPublic,
  onDelete,
}: {
  snapshot: Snapshot;
  busy: boolean;
  onPublic: (isPublic: boolean) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useCollaborationTranslation();
  const [confirming, setConfirming] = useState(false);
  const publicId = useId();
  const created = new Date(snapshot.created).toLocaleString(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <li className={styles.row} data-testid="snapshot.row" data-public={snapshot.is_public}>
      <div className={styles.summary}>
        <span className={styles.created}>{created}</span>
        <span className={styles.badge}>
          {t(snapshot.is_anonymized ? "snapshots.anonymized" : "snapshots.withNames")}
        </span>
        <span className={styles.owner}>{t("snapshots.by", { name: snapshot.owner_name })}</span>
      </div>
      {snapshot.is_deletable && (
        <div className={styles.controls}>
          <label id={publicId} className={styles.switchLabel}>
            {t("snapshots.public")}
          </label>
          <Switch
            checked={snapshot.is_public}
            labelledBy={publicId}
            busy={busy}
            disabled={busy}
            onChange={onPublic}
            testId="snapshot.public"
          />
          {confirming ? (
            <>
              <button
                type="button"
                className={`${button.button} ${button.danger}`}
                disabled={busy}
                onClick={onDelete}
                data-testid="snapshot.confirm-delete"
              >
                {t("snapshots.confirmDelete")}
              </button>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                onClick={() => setConfirming(false)}
              >
                {t("action.cancel")}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`${button.button} ${button.secondary}`}
              onClick={() => setConfirming(true)}
              data-testid="snapshot.delete"
            >
              {t("snapshots.delete")}
            </button>
          )}
        </div>
      )}
      {snapshot.is_public && (
        <LinkField
          value={snapshot.url}
          label={t("snapshots.link")}
          testIds={{ input: "snapshot.link", copy: "snapshot.copy" }}
        />
      )}
    </li>
  );
}
