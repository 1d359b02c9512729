import { useQuery } from "@tanstack/react-query";
import type { McpServer, McpTool } from "@parley/shared-contracts/api/mcp";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import styles from "../../../lib/ui/detail-dialog.module.css";
import { mcpServerQueryOptions } from "../api/mcp-api.ts";
import { toolParameters } from "../utils/tool-parameters.ts";

function ToolFacts({ tool, on }: { tool: McpTool; on: boolean }) {
  const { t } = useToolsTranslation();
  const parameters = toolParameters(tool.parameters);
  return (
    <li className={styles.part} data-testid="mcp-detail.tool" data-tool={tool.name}>
      <p className={styles.partHeading}>
        <bdi className={styles.code}>{tool.name}</bdi>
        <span className={styles.tag} data-testid="mcp-detail.tool-state">
          {t(on ? "detail.on" : "detail.off")}
        </span>
      </p>
      {tool.description !== "" && <p className={styles.text}>{tool.description}</p>}
      {parameters.length === 0 ? (
        <p className={styles.state}>{t("detail.noParameters")}</p>
      ) : (
        <dl className={styles.facts} aria-label={t("detail.parametersOf", { name: tool.name })}>
          {parameters.map((parameter) => (
            <div key={parameter.name} className={styles.pair}>
              <dt>
                <bdi className={styles.code}>{parameter.name}</bdi>
              </dt>
              <dd data-testid="mcp-detail.parameter">
                {[
                  parameter.type,
                  parameter.required ? t("detail.required") : t("detail.optional"),
                  parameter.choices.length > 0
                    ? t("detail.oneOf", { values: parameter.choices.join(", ") })
                    : "",
                ]
                  .filter(Boolean)
                  .join(" · ")}
                {parameter.description !== "" && (
                  <>
                    {" — "}
                    {parameter.description}
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function ServerFacts({ server }: { server: McpServer }) {
  const { t } = useToolsTranslation();
  return (
    <>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {server.image_url ? (
            <img src={server.image_url} alt="" />
          ) : (
            (server.server_name[0] ?? "?").toUpperCase()
          )}
        </span>
        <div className={styles.tags}>
          <span className={styles.tag} data-testid="mcp-detail.status">
            {server.status === "failed" ? (
              <span className={styles.failed}>
                {t("mcp.status.failed", { reason: server.status_reason ?? "" })}
              </span>
            ) : (
              t(server.status === "connected" ? "mcp.status.connected" : "mcp.status.pending")
            )}
          </span>
          <span className={styles.tag}>
            {t(server.server_enabled ? "detail.serverOn" : "detail.serverOff")}
          </span>
          <span className={styles.tag} data-testid="mcp-detail.summary">
            {t("mcp.tools", {
              enabled: server.tools_summary.enabled_tools,
              total: server.tools_summary.total_tools,
            })}
          </span>
        </div>
      </div>
      {server.description !== "" && <p className={styles.text}>{server.description}</p>}
      <section className={styles.section}>
        <h3 className={styles.heading}>{t("mcp.toolsOf", { name: server.server_name })}</h3>
        {server.mcp_tool_list.length === 0 ? (
          <p className={styles.state}>{t("detail.noTools")}</p>
        ) : (
          <ul className={styles.parts}>
            {server.mcp_tool_list.map((tool) => (
              <ToolFacts key={tool.name} tool={tool} on={server.server_enabled && tool.is_enabled} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The MCP server detail dialog (the spec's "MCP server detail" modal), opened from a server's name in
 * the MCP lists: its image, description, status, whether the member uses it, and each tool with its
 * description, whether it is on for the member, and the arguments its schema asks for. The list's
 * copy shows at once; the detail read brings the tools' schemas up to date.
 */
export function McpServerDetailDialog({ server, onClose }: { server: McpServer; onClose: () => void }) {
  const { api } = useShell();
  const { t } = useToolsTranslation();
  const query = useQuery({ ...mcpServerQueryOptions(api, server.id), placeholderData: server });
  const shown = query.data ?? server;
  return (
    <Dialog title={shown.server_name} onClose={onClose} testId="mcp-detail" wide>
      <div className={`${dialog.body} ${styles.body}`}>
        <ServerFacts server={shown} />
        {query.isFetching && query.isPlaceholderData && (
          <p className={styles.state} role="status">
            <Spinner /> {t("list.loading")}
          </p>
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={onClose}>
          {t("detail.close")}
        </button>
      </div>
    </Dialog>
  );
}
