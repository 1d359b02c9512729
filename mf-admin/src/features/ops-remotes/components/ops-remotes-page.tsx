// The ops pin table (docs/admin-site.md § Ops: pins): per workspace (or the default channel) what each
// remote serves, with promote, unpin and one-click rollback on the publish/promote mechanism.
import { useState, type FormEvent } from "react";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { DEFAULT_CHANNEL, listRemotes, OpsError, runCommand, type PinCommand } from "../api/ops-api.ts";
import { useOpsCredentials } from "../hooks/use-ops-credentials.ts";
import { OpsFrame } from "./ops-frame.tsx";
import { OpsOutcomeMessage, type OpsOutcome } from "./ops-outcome.tsx";
import { PinRow } from "./pin-row.tsx";
import styles from "./ops.module.css";

export function OpsRemotesPage() {
  const { t } = useAdminTranslation();
  const { credentials, save } = useOpsCredentials();
  const client = useQueryClient();
  const [draft, setDraft] = useState("");
  const [tenant, setTenant] = useState(DEFAULT_CHANNEL);
  const [outcome, setOutcome] = useState<OpsOutcome | null>(null);
  const listing = useQuery({
    queryKey: ["ops", "remotes", tenant, credentials?.token],
    queryFn: () => listRemotes(credentials!, tenant),
    enabled: credentials !== null,
    retry: false,
  });
  const command = useMutation({
    mutationFn: (next: PinCommand) => runCommand(credentials!, next),
    onSuccess: async (result) => {
      setOutcome({ result });
      // Every ops page's data (the pages share the cache): pins, versions and workspaces.
      await client.invalidateQueries({ queryKey: ["ops"] });
    },
    onError: (error) => setOutcome({ error }),
  });
  const choose = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setTenant(draft.trim().toLowerCase() || DEFAULT_CHANNEL);
  };
  const refused = listing.error instanceof OpsError && listing.error.status === 401;
  return (
    <OpsFrame
      title={t("ops.title", { product: PRODUCT_NAME })}
      credentials={credentials}
      save={save}
      refused={refused}
    >
      <>
        <form className={styles.toolbar} onSubmit={choose}>
          <label className={styles.field}>
            <span>{t("ops.tenant")}</span>
            <input
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t("ops.defaultChannel")}
              data-testid="ops.tenant"
            />
          </label>
          <button type="submit" className={`${button.button} ${button.secondary}`} data-testid="ops.show">
            {t("ops.show")}
          </button>
        </form>
        <h2 className={styles.subtitle} data-testid="ops.channel">
          {tenant === DEFAULT_CHANNEL ? t("ops.defaultChannel") : t("ops.channelOf", { tenant })}
        </h2>
        {listing.error && !refused && (
          <OpsOutcomeMessage outcome={{ error: listing.error }} testId="ops.error" />
        )}
        {listing.data && (
          <table className={styles.table} data-testid="ops.pins">
            <thead>
              <tr>
                <th scope="col">{t("ops.remote")}</th>
                <th scope="col">{t("ops.serves")}</th>
                <th scope="col">{t("ops.pinned")}</th>
                <th scope="col">{t("ops.fallback")}</th>
                <th scope="col">{t("ops.staged")}</th>
                <th scope="col">{t("ops.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {listing.data.remotes.map((remote) => (
                <PinRow
                  key={`${remote.name}-${remote.serves}-${listing.dataUpdatedAt}`}
                  remote={remote}
                  tenant={tenant === DEFAULT_CHANNEL ? null : tenant}
                  busy={command.isPending}
                  run={(next) => command.mutate(next)}
                />
              ))}
            </tbody>
          </table>
        )}
        {outcome && <OpsOutcomeMessage outcome={outcome} testId="ops.output" />}
      </>
    </OpsFrame>
  );
}
