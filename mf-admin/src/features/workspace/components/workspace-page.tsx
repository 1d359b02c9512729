// The admin site's workspace settings page (docs/admin-site.md § Workspace settings).
import { useQuery } from "@tanstack/react-query";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { AdminFrame } from "../../../lib/ui/admin-frame.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import styles from "./workspace.module.css";
import { getWorkspace, workspaceQueryKey } from "../api/workspace-api.ts";
import { WorkspaceForm } from "./workspace-form.tsx";
import { WorkspaceLogo } from "./workspace-logo.tsx";

export function WorkspacePage() {
  const { t } = useAdminTranslation();
  const { api } = useShell();
  const workspace = useQuery({ queryKey: workspaceQueryKey, queryFn: () => getWorkspace(api) });
  return (
    <AdminFrame title={t("workspace.title")}>
      {workspace.data === undefined ? (
        <PageState error={workspace.error} onRetry={() => void workspace.refetch()} />
      ) : (
        <div className={styles.page}>
          <WorkspaceLogo workspace={workspace.data} />
          <WorkspaceForm workspace={workspace.data} />
        </div>
      )}
    </AdminFrame>
  );
}
