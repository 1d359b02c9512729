import { useState } from "react";
import type { LocalServer } from "@parley/shared-contracts/api/helper-app";
import button from "@parley/ui-kit/ui/button.module.css";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import styles from "./helper.module.css";

type Action =
  | { kind: "start" | "stop" | "open"; server: string }
  | { kind: "hide" | "show"; server: string; tool: string };

const STATUS_TEXT = {
  starting: "helper.server.starting",
  running: "helper.server.running",
  stopped: "helper.server.stopped",
  failed: "helper.server.failed",
} as const;

/** One local server: status, start or stop, open the configuration, its tools with hide/show. */
export function LocalServerItem({
  server,
  busy,
  onAction,
}: {
  server: LocalServer;
  busy: boolean;
  onAction: (action: Action) => void;
}) {
  const { t } = useToolsTranslation();
  const [open, setOpen] = useState(false);
  const live = server.status === "running" || server.status === "starting";
  const toolsId = `helper-tools-${server.name}`;
  const secondary = `${button.button} ${button.secondary}`;

  return (
    <li className={styles.server} data-testid="helper.server" data-server={server.name}>
      <span className={styles.avatar} aria-hidden="true">
        {server.iconUrl ? <img src={server.iconUrl} alt="" /> : (server.name[0] ?? "?").toUpperCase()}
      </span>
      <div className={styles.serverText}>
        <h3 className={styles.name}>
          <bdi>{server.name}</bdi>
        </h3>
        <p className={styles.note} data-testid="helper.server-status">
          {t(STATUS_TEXT[server.status])}
          {server.status === "running" &&
            ` · ${t("helper.server.tools", { visible: server.tools.length - server.hiddenTools.length, total: server.tools.length })}`}
        </p>
        {server.error !== null && server.status === "failed" && (
          <p className={styles.warning}>
            <bdi>{server.error}</bdi>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => onAction({ kind: live ? "stop" : "start", server: server.name })}
          data-testid={live ? "helper.server-stop" : "helper.server-start"}
        >
          {t(live ? "helper.server.stop" : "helper.server.start", { name: server.name })}
        </button>
        <button
          type="button"
          className={secondary}
          disabled={busy}
          onClick={() => onAction({ kind: "open", server: server.name })}
          data-testid="helper.server-open"
        >
          {t("helper.server.open", { name: server.name })}
        </button>
        <button
          type="button"
          className={secondary}
          aria-expanded={open}
          aria-controls={toolsId}
          disabled={server.tools.length === 0}
          onClick={() => setOpen((value) => !value)}
          data-testid="helper.server-expand"
        >
          {t(open ? "helper.server.hideList" : "helper.server.showList", { name: server.name })}
        </button>
      </div>
      {open && (
        <ul
          id={toolsId}
          className={styles.tools}
          aria-label={t("helper.server.toolsOf", { name: server.name })}
        >
          {server.tools.map((tool) => {
            const hidden = server.hiddenTools.includes(tool.name);
            return (
              <li key={tool.name} className={styles.tool} data-testid="helper.tool" data-tool={tool.name}>
                <div className={styles.serverText}>
                  <span className={hidden ? styles.hiddenTool : styles.toolName}>{tool.name}</span>
                  {tool.description !== "" && <p className={styles.note}>{tool.description}</p>}
                </div>
                <button
                  type="button"
                  className={secondary}
                  disabled={busy}
                  aria-pressed={hidden}
                  onClick={() =>
                    onAction({ kind: hidden ? "show" : "hide", server: server.name, tool: tool.name })
                  }
                  data-testid="helper.tool-visibility"
                >
                  {t(hidden ? "helper.tool.show" : "helper.tool.hide", { name: tool.name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
