import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { grantsQueryOptions, mcpKeys, revokeGrant } from "../api/mcp-api.ts";
import styles from "./mcp-servers.module.css";

/**
 * The member's standing answers to the tool permission dialog (always allow, never allow, allowed
 * in a conversation), of workspace servers' tools and of their local servers' (desktop helper app),
 * each revocable: the next call asks again. An answer given in the chat (this tab or another) shows
 * at once: the server tells the member's tabs when a call was answered (`tool_permission_resolved`),
 * and the list is read again whenever it is shown, since answers given while it was not are missed.
 */
export function ToolGrants() {
  const { api, bus } = useShell();
  const { t } = useToolsTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const grants = useQuery({ ...grantsQueryOptions(api), refetchOnMount: "always" });
  useEffect(
    () =>
      bus.on("realtime.event", (event) => {
        if (event.type === "tool_permission_resolved")
          void client.invalidateQueries({ queryKey: mcpKeys.grants });
      }),
    [bus, client],
  );
  const revoke = useMutation({
    mutationFn: (id: number) => revokeGrant(api, id),
    onError: () => toast("error", t("mcp.toolFailed")),
    onSettled: () => client.invalidateQueries({ queryKey: mcpKeys.grants }),
  });
  const rows = grants.data ?? [];
  return (
    <section aria-labelledby="mcp-grants-title" data-testid="mcp.grants">
      <h3 id="mcp-grants-title" className={styles.grantsTitle}>
        {t("mcp.grants.title")}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.state}>{t("mcp.grants.none")}</p>
      ) : (
        <ul className={styles.grants}>
          {rows.map((grant) => (
            <li key={grant.id} className={styles.grant} data-testid="mcp.grant">
              <span className={styles.grantText}>
                <bdi>
                  {grant.server_name} › {grant.tool_name}
                </bdi>
                {" · "}
                {grant.is_local && (
                  <>
                    <span className={styles.localTag} data-testid="mcp.grant-local">
                      {t("mcp.grants.local")}
                    </span>
                    {" · "}
                  </>
                )}
                {t(`mcp.grants.${grant.decision}`)}
              </span>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(grant.id)}
              >
                {t("mcp.grants.revoke", { tool: grant.tool_name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
