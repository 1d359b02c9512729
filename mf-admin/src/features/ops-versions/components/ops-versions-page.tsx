// The ops versions page (docs/admin-site.md § Ops: versions and canary): per remote every build —
// built-in, published, staged, promoted as the default or per workspace — with the browsers'
// load-error reports per version, and the canary: promote for one workspace, watch the reports since,
// promote to the default or roll back (the remotes.promote / remotes.rollback commands).
import { useState } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import {
  listRemoteVersions,
  listWorkspaces,
  OpsError,
  runCommand,
  type PinCommand,
} from "../../ops-remotes/api/ops-api.ts";
import { OpsFrame } from "../../ops-remotes/components/ops-frame.tsx";
import { OpsOutcomeMessage, type OpsOutcome } from "../../ops-remotes/components/ops-outcome.tsx";
import styles from "../../ops-remotes/components/ops.module.css";
import { useOpsCredentials } from "../../ops-remotes/hooks/use-ops-credentials.ts";
import { VersionRow } from "./version-row.tsx";

export function OpsVersionsPage() {
  const { t, i18n } = useAdminTranslation();
  const { credentials, save } = useOpsCredentials();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<OpsOutcome | null>(null);
  const versions = useQuery({
    queryKey: ["ops", "versions", credentials?.token],
    queryFn: () => listRemoteVersions(credentials!),
    enabled: credentials !== null,
    retry: false,
  });
  const workspaces = useQuery({
    queryKey: ["ops", "workspaces", credentials?.token],
    queryFn: () => listWorkspaces(credentials!),
    enabled: credentials !== null,
    retry: false,
  });
  const command = useMutation({
    mutationFn: (next: PinCommand) => runCommand(credentials!, next),
    onSuccess: (result) => setOutcome({ result }),
    onError: (error) => setOutcome({ error }),
    onSettled: () => client.invalidateQueries({ queryKey: ["ops"] }),
  });
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const formatDate = (iso: string) => format.format(new Date(iso));
  const tenants = (workspaces.data?.workspaces ?? []).map((w) => w.subdomain);
  const refused = versions.error instanceof OpsError && versions.error.status === 401;
  return (
    <OpsFrame
      title={t("opsVersions.title", { product: PRODUCT_NAME })}
      credentials={credentials}
      save={save}
      refused={refused}
    >
      <p>{t("opsVersions.intro")}</p>
      <p className={styles.note} data-testid="opsVersions.canaryNote">
        {t("opsVersions.canaryNote")}
      </p>
      {outcome && <OpsOutcomeMessage outcome={outcome} testId="opsVersions.output" />}
      {versions.error && !refused && (
        <OpsOutcomeMessage outcome={{ error: versions.error }} testId="opsVersions.error" />
      )}
      {versions.data?.remotes.map((remote) => (
        <section
          key={remote.name}
          className={styles.section}
          aria-labelledby={`ops-versions-${remote.name}`}
          data-testid={`opsVersions.remote-${remote.name}`}
        >
          <h2 id={`ops-versions-${remote.name}`} className={styles.subtitle}>
            {remote.name}
          </h2>
          <table className={`${styles.table} ${styles.aligned}`}>
            <thead>
              <tr>
                <th scope="col">{t("opsVersions.version")}</th>
                <th scope="col">{t("opsVersions.status")}</th>
                <th scope="col">{t("opsVersions.promotedFor")}</th>
                <th scope="col">{t("opsVersions.loadErrors")}</th>
                <th scope="col">{t("opsVersions.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {remote.versions.map((version) => (
                <VersionRow
                  key={version.version}
                  remote={remote.name}
                  version={version}
                  tenants={tenants}
                  busy={command.isPending}
                  formatDate={formatDate}
                  run={(next) => command.mutate(next)}
                />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </OpsFrame>
  );
}
