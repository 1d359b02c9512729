// The ops workspaces page (docs/admin-site.md § Ops: workspaces): every workspace with its members,
// creation and status; create one with its owner (one command, one transaction), suspend (asks first)
// or reinstate — all through the ops API's commands with the ops token, so each is in the workspace's
// audit log. Each outcome is said in the reader's language from its result or error code.
import { useState } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import type { OpsWorkspace } from "@parley/shared-contracts/api/ops";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@parley/ui-kit/ui/confirm-dialog.tsx";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import {
  listWorkspaces,
  OpsError,
  runCommand,
  type WorkspaceCommand,
} from "../../ops-remotes/api/ops-api.ts";
import { OpsFrame } from "../../ops-remotes/components/ops-frame.tsx";
import { OpsOutcomeMessage, type OpsOutcome } from "../../ops-remotes/components/ops-outcome.tsx";
import styles from "../../ops-remotes/components/ops.module.css";
import { useOpsCredentials } from "../../ops-remotes/hooks/use-ops-credentials.ts";
import { CreateWorkspaceForm, type NewWorkspace } from "./create-workspace-form.tsx";
import { WorkspaceRow } from "./workspace-row.tsx";

export function OpsWorkspacesPage() {
  const { t, i18n } = useAdminTranslation();
  const { credentials, save } = useOpsCredentials();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<OpsOutcome | null>(null);
  const [confirming, setConfirming] = useState<OpsWorkspace | null>(null);
  // A new key empties the create form once the workspace and its owner exist.
  const [formKey, setFormKey] = useState(0);
  const list = useQuery({
    queryKey: ["ops", "workspaces", credentials?.token],
    queryFn: () => listWorkspaces(credentials!),
    enabled: credentials !== null,
    retry: false,
  });
  const run = useMutation({
    // The result is shown (a generated owner password once, as its param).
    mutationFn: (command: WorkspaceCommand) => runCommand(credentials!, command),
    onSuccess: (result) => setOutcome({ result }),
    onError: (error) => setOutcome({ error }),
    onSettled: async () => {
      setConfirming(null);
      await client.invalidateQueries({ queryKey: ["ops"] });
    },
  });
  const create = (workspace: NewWorkspace) =>
    run.mutate(
      {
        cmd: "workspace.create",
        subdomain: workspace.subdomain,
        name: workspace.name,
        owner: {
          email: workspace.ownerEmail,
          ...(workspace.ownerName !== undefined ? { name: workspace.ownerName } : {}),
        },
      },
      { onSuccess: () => setFormKey((key) => key + 1) },
    );
  // A refused field is named by the form's label.
  const fieldLabels = {
    subdomain: t("opsWorkspaces.subdomain"),
    name: t("opsWorkspaces.name"),
    email: t("opsWorkspaces.ownerEmail"),
  };
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const formatDate = (iso: string) => format.format(new Date(iso));
  const refused = list.error instanceof OpsError && list.error.status === 401;
  return (
    <OpsFrame
      title={t("opsWorkspaces.title", { product: PRODUCT_NAME })}
      credentials={credentials}
      save={save}
      refused={refused}
    >
      <CreateWorkspaceForm key={formKey} busy={run.isPending} onCreate={create} />
      {outcome && (
        <OpsOutcomeMessage outcome={outcome} testId="opsWorkspaces.output" fieldLabels={fieldLabels} />
      )}
      <section className={styles.section} aria-labelledby="ops-workspaces-list">
        <h2 id="ops-workspaces-list" className={styles.subtitle}>
          {t("opsWorkspaces.listTitle")}
        </h2>
        {list.error && !refused && (
          <OpsOutcomeMessage outcome={{ error: list.error }} testId="opsWorkspaces.error" />
        )}
        {list.data && (
          <table className={styles.table} data-testid="opsWorkspaces.table">
            <thead>
              <tr>
                <th scope="col">{t("opsWorkspaces.subdomain")}</th>
                <th scope="col">{t("opsWorkspaces.name")}</th>
                <th scope="col">{t("opsWorkspaces.members")}</th>
                <th scope="col">{t("opsWorkspaces.created")}</th>
                <th scope="col">{t("opsWorkspaces.status")}</th>
                <th scope="col">{t("ops.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.workspaces.map((workspace) => (
                <WorkspaceRow
                  key={workspace.subdomain}
                  workspace={workspace}
                  busy={run.isPending}
                  formatDate={formatDate}
                  onSuspend={() => setConfirming(workspace)}
                  onReinstate={() =>
                    run.mutate({ cmd: "workspace.reinstate", subdomain: workspace.subdomain })
                  }
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title={t("opsWorkspaces.suspendTitle", { subdomain: confirming.subdomain })}
          message={t("opsWorkspaces.suspendBody", { name: confirming.name })}
          confirmLabel={t("opsWorkspaces.suspend")}
          cancelLabel={t("opsWorkspaces.cancel")}
          busy={run.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => run.mutate({ cmd: "workspace.suspend", subdomain: confirming.subdomain })}
          testIds={{
            dialog: "opsWorkspaces.confirm",
            cancel: "opsWorkspaces.confirm-cancel",
            ok: "opsWorkspaces.confirm-ok",
          }}
        />
      )}
    </OpsFrame>
  );
}
