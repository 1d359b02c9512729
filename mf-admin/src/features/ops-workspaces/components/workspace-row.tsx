import type { OpsWorkspace } from "@parley/shared-contracts/api/ops";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";

/** One workspace: subdomain, name, members, created, status, and suspend or reinstate. */
export function WorkspaceRow(props: {
  workspace: OpsWorkspace;
  busy: boolean;
  formatDate: (iso: string) => string;
  onSuspend: () => void;
  onReinstate: () => void;
}) {
  const { workspace, busy, formatDate } = props;
  const { t } = useAdminTranslation();
  const suspended = workspace.suspendedAt !== null;
  return (
    <tr data-testid={`opsWorkspaces.row-${workspace.subdomain}`}>
      <th scope="row">{workspace.subdomain}</th>
      <td>{workspace.name}</td>
      <td>{workspace.memberCount}</td>
      <td>{formatDate(workspace.createdAt)}</td>
      <td data-testid="opsWorkspaces.status">
        {workspace.suspendedAt !== null
          ? t("opsWorkspaces.suspendedSince", { date: formatDate(workspace.suspendedAt) })
          : t("opsWorkspaces.active")}
      </td>
      <td>
        {suspended ? (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy}
            onClick={props.onReinstate}
            aria-label={t("opsWorkspaces.reinstateOf", { subdomain: workspace.subdomain })}
            data-testid="opsWorkspaces.reinstate"
          >
            {t("opsWorkspaces.reinstate")}
          </button>
        ) : (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            disabled={busy}
            onClick={props.onSuspend}
            aria-label={t("opsWorkspaces.suspendOf", { subdomain: workspace.subdomain })}
            data-testid="opsWorkspaces.suspend"
          >
            {t("opsWorkspaces.suspend")}
          </button>
        )}
      </td>
    </tr>
  );
}
