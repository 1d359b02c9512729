// The admin site's models page (docs/admin-site.md § Models): order, availability, add and edit.
import { useState } from "react";
import type { AdminModel } from "@parley/shared-contracts/api/models";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { AdminFrame } from "../../../lib/ui/admin-frame.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { useAdminModels, useModelChanges } from "../api/use-models.ts";
import { ModelDialog } from "./model-dialog.tsx";
import styles from "./models.module.css";

/** `ids` with the one at `index` moved by `by` places. */
function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

export function ModelsPage() {
  const { t } = useAdminTranslation();
  const models = useAdminModels();
  const { update, order } = useModelChanges();
  const [editing, setEditing] = useState<AdminModel | "new" | null>(null);
  const source = (model: AdminModel) =>
    model.is_offline
      ? t("models.sourceOffline")
      : model.source_type === "openai"
        ? t("models.sourceOpenai")
        : model.source_type === "anthropic"
          ? t("models.sourceAnthropic")
          : t("models.sourceOpenaiCompatible");
  return (
    <AdminFrame title={t("models.title")}>
      {models.data === undefined ? (
        <PageState error={models.error} onRetry={() => void models.refetch()} />
      ) : (
        <>
          <button
            type="button"
            className={`${button.button} ${button.primary} ${styles.add}`}
            onClick={() => setEditing("new")}
            data-testid="models.add"
          >
            {t("models.add")}
          </button>
          <table className={styles.table} data-testid="models.table">
            <thead>
              <tr>
                <th scope="col">{t("models.columnName")}</th>
                <th scope="col">{t("models.columnProvider")}</th>
                <th scope="col">{t("models.columnState")}</th>
                <th scope="col">{t("models.columnOrder")}</th>
                <th scope="col">{t("models.columnActions")}</th>
              </tr>
            </thead>
            <tbody>
              {models.data.map((model, index, list) => {
                const ids = list.map((m) => m.id);
                return (
                  <tr key={model.id} data-testid={`models.row-${model.name}`}>
                    <td>
                      <strong>{model.display_name}</strong>
                      <div className={styles.muted}>{model.name}</div>
                    </td>
                    <td>{source(model)}</td>
                    <td>
                      <input
                        type="checkbox"
                        checked={!model.disabled}
                        aria-label={t("models.enabledOf", { name: model.display_name })}
                        onChange={() =>
                          update.mutate({ id: model.id, update: { disabled: !model.disabled } })
                        }
                        data-testid="models.enabled"
                      />
                    </td>
                    <td className={styles.order}>
                      <button
                        type="button"
                        className={button.icon}
                        disabled={index === 0 || order.isPending}
                        aria-label={t("models.moveUp", { name: model.display_name })}
                        onClick={() => order.mutate(moved(ids, index, -1))}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={button.icon}
                        disabled={index === list.length - 1 || order.isPending}
                        aria-label={t("models.moveDown", { name: model.display_name })}
                        onClick={() => order.mutate(moved(ids, index, 1))}
                      >
                        ↓
                      </button>
                    </td>
                    <td>
                      <button
                        type="button"
                        className={`${button.button} ${button.secondary}`}
                        onClick={() => setEditing(model)}
                        data-testid="models.edit"
                      >
                        {t("models.edit")}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      {editing !== null && (
        <ModelDialog model={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
    </AdminFrame>
  );
}
