import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import button from "@parley/ui-kit/ui/button.module.css";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useCollaborationTranslation } from "../../../i18n/use-collaboration-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import {
  createSnapshot,
  deleteSnapshot,
  listSnapshots,
  setSnapshotPublic,
  snapshotKeys,
} from "../api/snapshots-api.ts";
import { SnapshotRow } from "./snapshot-row.tsx";
import styles from "./snapshots.module.css";

/**
 * The snapshots part of the collaborate/share dialog (docs/product/collaboration.md § Snapshots): the
 * conversation's snapshots; the owner creates one anonymized or with names, makes it public or not and
 * deletes it in two steps. Failures show the spec's texts.
 */
export function SnapshotSection({ conversationId, owner }: { conversationId: number; owner: boolean }) {
  const { api } = useShell();
  const { t } = useCollaborationTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const headingId = useId();
  const key = snapshotKeys.list(conversationId);
  const list = useQuery({ queryKey: key, queryFn: () => listSnapshots(api, conversationId) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (anonymize: boolean) => createSnapshot(api, conversationId, anonymize),
    onError: () => toast("error", t("snapshots.createFailed")),
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: (change: { id: number; isPublic: boolean }) =>
      setSnapshotPublic(api, change.id, change.isPublic),
    onError: () => toast("error", t("snapshots.updateFailed")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSnapshot(api, id),
    onError: () => toast("error", t("snapshots.deleteFailed")),
    onSettled: refresh,
  });
  const busy = create.isPending || toggle.isPending || remove.isPending;
  const snapshots = list.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="snapshots.section">
      <h3 id={headingId} className={styles.title}>
        {t("snapshots.title")}
      </h3>
      <p className={dialog.body}>{t("snapshots.intro")}</p>
      {owner && (
        <div className={styles.create}>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy}
            onClick={() => create.mutate(true)}
            data-testid="snapshots.create-anonymized"
          >
            {create.isPending && create.variables && <Spinner />}
            {t("snapshots.createAnonymized")}
          </button>
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy}
            onClick={() => create.mutate(false)}
            data-testid="snapshots.create-named"
          >
            {create.isPending && !create.variables && <Spinner />}
            {t("snapshots.createNamed")}
          </button>
        </div>
      )}
      {list.isPending ? (
        <p className={styles.state} role="status">
          <Spinner />
        </p>
      ) : list.isError ? (
        <p className={styles.state} role="alert">
          {t("snapshots.loadFailed")}
        </p>
      ) : snapshots.length === 0 ? (
        <p className={styles.state} data-testid="snapshots.empty">
          {t("snapshots.none")}
        </p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {snapshots.map((snapshot) => (
            <SnapshotRow
              key={snapshot.id}
              snapshot={snapshot}
              busy={busy}
              onPublic={(isPublic) => toggle.mutate({ id: snapshot.id, isPublic })}
              onDelete={() => remove.mutate(snapshot.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
