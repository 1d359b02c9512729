import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { McpServer } from "@parley/shared-contracts/api/mcp";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { mcpKeys, setServerEnabled, setToolsEnabled } from "../api/mcp-api.ts";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { McpServerDetailDialog } from "./mcp-server-detail-dialog.tsx";
import styles from "./mcp-servers.module.css";

/**
 * One workspace MCP server (docs/product/tools.md § MCP servers): image, name (it opens the server's
 * details), description, status, the member's switch, tools summary; expanded, its tools with
 * switches and enable/disable all.
 * Failures roll back (the list is read again) and show the catalogue's toasts.
 */
export function McpServerItem({ server }: { server: McpServer }) {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: mcpKeys.all });

  const toggleServer = useMutation({
    mutationFn: (enabled: boolean) => setServerEnabled(api, server.id, enabled),
    onError: () => toast("error", t("mcp.serverFailed")),
    onSettled: refresh,
  });
  const toggleTools = useMutation({
    mutationFn: (change: { names: string[]; enabled: boolean; bulk: boolean }) =>
      setToolsEnabled(
        api,
        server.id,
        change.names.map((name) => ({ tool_name: name, is_enabled: change.enabled })),
      ),
    onError: (_error, change) =>
      toast(
        "error",
        !change.bulk
          ? t("mcp.toolFailed")
          : change.enabled
            ? t("mcp.enableAllFailed")
            : t("mcp.disableAllFailed"),
      ),
    onSettled: refresh,
  });
  const busy = toggleServer.isPending || toggleTools.isPending;
  const names = server.mcp_tool_list.map((tool) => tool.name);
  const detailsId = `mcp-tools-${server.id}`;

  return (
    <li className={styles.server} data-testid="mcp.server" data-server={server.server_name}>
      <span className={styles.avatar} aria-hidden="true">
        {server.image_url ? (
          <img src={server.image_url} alt="" />
        ) : (
          (server.server_name[0] ?? "?").toUpperCase()
        )}
      </span>
      <div>
        <h3 className={styles.name}>
          <button
            type="button"
            className={styles.nameButton}
            onClick={() => setDetails(true)}
            aria-haspopup="dialog"
            title={t("mcp.details", { name: server.server_name })}
            data-testid="mcp.details"
          >
            <bdi>{server.server_name}</bdi>
          </button>
        </h3>
        {server.description !== "" && <p className={styles.description}>{server.description}</p>}
        <p className={styles.meta} data-testid="mcp.summary">
          {t("mcp.tools", {
            enabled: server.tools_summary.enabled_tools,
            total: server.tools_summary.total_tools,
          })}
          {" · "}
          {server.status === "failed" ? (
            <span className={styles.failed} data-testid="mcp.failed">
              {t("mcp.status.failed", { reason: server.status_reason ?? "" })}
            </span>
          ) : (
            t(server.status === "connected" ? "mcp.status.connected" : "mcp.status.pending")
          )}
        </p>
      </div>
      <span id={`mcp-use-${server.id}`} className={styles.visuallyHidden}>
        {t("mcp.use", { name: server.server_name })}
      </span>
      <Switch
        checked={server.server_enabled}
        labelledBy={`mcp-use-${server.id}`}
        busy={busy}
        disabled={busy}
        onChange={(next) => toggleServer.mutate(next)}
        testId="mcp.server-switch"
      />
      <div className={styles.details}>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          disabled={names.length === 0}
          data-testid="mcp.expand"
        >
          {t(open ? "mcp.hideTools" : "mcp.showTools", { name: server.server_name })}
        </button>
        {open && (
          <div id={detailsId}>
            <div className={styles.bulk}>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={busy}
                onClick={() => toggleTools.mutate({ names, enabled: true, bulk: true })}
                data-testid="mcp.enable-all"
              >
                {t("mcp.enableAll")}
              </button>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={busy}
                onClick={() => toggleTools.mutate({ names, enabled: false, bulk: true })}
                data-testid="mcp.disable-all"
              >
                {t("mcp.disableAll")}
              </button>
            </div>
            <ul className={styles.tools} aria-label={t("mcp.toolsOf", { name: server.server_name })}>
              {server.mcp_tool_list.map((tool, index) => (
                <li key={tool.name} className={styles.tool} data-testid="mcp.tool" data-tool={tool.name}>
                  <div className={styles.toolText}>
                    <span className={styles.toolName}>{tool.name}</span>
                    {tool.description !== "" && <p className={styles.description}>{tool.description}</p>}
                  </div>
                  <span id={`mcp-tool-${server.id}-${index}`} className={styles.visuallyHidden}>
                    {t("mcp.tool.use", { name: tool.name })}
                  </span>
                  <Switch
                    checked={server.server_enabled && tool.is_enabled}
                    labelledBy={`mcp-tool-${server.id}-${index}`}
                    busy={busy}
                    disabled={busy}
                    onChange={(next) =>
                      toggleTools.mutate({ names: [tool.name], enabled: next, bulk: false })
                    }
                    testId="mcp.tool-switch"
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {details && <McpServerDetailDialog server={server} onClose={() => setDetails(false)} />}
    </li>
  );
}
