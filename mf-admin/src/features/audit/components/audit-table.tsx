import type { AuditEntry } from "@parley/shared-contracts/api/admin-audit";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import styles from "./audit.module.css";

/** `{"role":"member"}` → `role: member`. */
function describeState(state: AuditEntry["before"]): string {
  if (state === null) return "–";
  return Object.entries(state)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useAdminTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  if (entries.length === 0) return <p data-testid="audit.empty">{t("audit.empty")}</p>;
  return (
    <table className={styles.table} data-testid="audit.table">
      <thead>
        <tr>
          <th scope="col">{t("audit.columnWhen")}</th>
          <th scope="col">{t("audit.columnWho")}</th>
          <th scope="col">{t("audit.columnWhat")}</th>
          <th scope="col">{t("audit.columnTarget")}</th>
          <th scope="col">{t("audit.columnChange")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit.row">
            <td>
              <time dateTime={entry.created_at}>{format.format(new Date(entry.created_at))}</time>
            </td>
            <td>{entry.actor}</td>
            <td data-action={entry.action}>
              {t(`audit.action.${entry.action}` as "audit.action.member.invited", {
                defaultValue: entry.action,
              })}
            </td>
            <td>{entry.target ?? "–"}</td>
            <td>
              {entry.before === null && entry.after === null
                ? "–"
                : `${describeState(entry.before)} → ${describeState(entry.after)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
