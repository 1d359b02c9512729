import type { UseQueryResult } from "@tanstack/react-query";
import type { HelperServers } from "@parley/shared-contracts/api/helper-app";
import { ListLoadError, ListLoading } from "../../../lib/ui/paged-list.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { useLocalServerActions } from "../hooks/use-local-servers.ts";
import { LocalServerItem } from "./local-server-item.tsx";
import styles from "./helper.module.css";

/** The helper's servers: those it runs (or failed to) first, then the stopped ones. */
export function LocalServerList({
  client,
  query,
}: {
  client: HelperClient | undefined;
  query: UseQueryResult<HelperServers>;
}) {
  const { t } = useToolsTranslation();
  const actions = useLocalServerActions(client);
  if (query.isPending) return <ListLoading className={styles.note} />;
  if (query.data === undefined)
    return (
      <ListLoadError
        className={styles.note}
        onRetry={() => void query.refetch()}
        testId="helper.servers-error"
      />
    );
  const servers = [...query.data.servers, ...query.data.stoppedServers];
  if (servers.length === 0)
    return (
      <p className={styles.note} data-testid="helper.no-servers">
        {t("helper.servers.none")}
      </p>
    );
  return (
    <ul className={styles.servers} aria-label={t("helper.servers.label")} data-testid="helper.servers">
      {servers.map((server) => (
        <LocalServerItem
          key={server.name}
          server={server}
          busy={actions.isPending}
          onAction={(action) => actions.mutate(action)}
        />
      ))}
    </ul>
  );
}
