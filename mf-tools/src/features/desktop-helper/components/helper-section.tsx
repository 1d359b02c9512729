import { useEffect, useId } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Switch } from "@parley/ui-kit/ui/switch.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useSectionOpen } from "../../../lib/ui/section-open.ts";
import { useHelperAgent } from "../hooks/use-helper-agent.ts";
import { helperKeys, useHelperClient } from "../hooks/use-helper-client.ts";
import { useHelperStatus } from "../hooks/use-helper-status.ts";
import { useHelperSwitch } from "../hooks/use-helper-switch.ts";
import { useLocalServers } from "../hooks/use-local-servers.ts";
import { isRunning } from "../utils/probe-helper.ts";
import { LocalServerList } from "./local-server-list.tsx";
import { PairingPanel } from "./pairing-panel.tsx";
import { ServerTrustNotice } from "./server-trust-notice.tsx";
import styles from "./helper.module.css";

/** The state line while the helper is not enabled for this page. */
const STATE_TEXT = {
  starting: "helper.state.starting",
  unpaired: "helper.state.unpaired",
  refused: "helper.state.refused",
  stopping: "helper.state.stopping",
  down: "helper.state.off",
} as const;

/**
 * The tools panel's helper section (docs/product/helper-app.md § Launcher in the tools panel): the
 * switch that starts or stops the desktop helper app, its download link, pairing when this Parley
 * address is not paired yet, and the local servers. It starts the page's helper agent, which keeps
 * the server's desktop tools in step and runs local tool calls, once it sees the helper enabled, and
 * nudges it after each change seen. The status is read only while the section is open; switched off,
 * the helper says "Stopping…" until nothing answers.
 */
export function HelperSection() {
  const { t } = useToolsTranslation();
  const { client, downloadUrl, version } = useHelperClient();
  const status = useHelperStatus(client, useSectionOpen());
  const probe = status.query.data;
  const helperSwitch = useHelperSwitch(client, isRunning(probe), status.readNow);
  const stopping = helperSwitch.stopping || probe?.state === "stopping";
  const enabled = probe?.state === "enabled" && !stopping;
  const servers = useLocalServers(client, enabled);
  const queryClient = useQueryClient();
  useHelperAgent(client, `${probe?.state ?? ""} ${servers.dataUpdatedAt}`, enabled);
  // Not running for this page: the servers shown last are forgotten.
  useEffect(() => {
    if (probe !== undefined && probe.state !== "enabled")
      queryClient.removeQueries({ queryKey: helperKeys.servers });
  }, [probe, queryClient]);
  const labelId = useId();
  const stateId = useId();

  return (
    <div
      className={styles.helper}
      data-tour="helper-section"
      // The helper walkthrough skips its download step when no download is configured (once known).
      data-download={client === undefined ? undefined : downloadUrl === null ? "none" : "offered"}
    >
      <div className={styles.switchRow}>
        <span id={labelId} className={styles.label}>
          {t("helper.switch")}
        </span>
        <span data-tour="helper-toggle">
          <Switch
            checked={helperSwitch.checked}
            labelledBy={labelId}
            describedBy={stateId}
            busy={helperSwitch.busy}
            disabled={client === undefined || helperSwitch.busy}
            onChange={helperSwitch.toggle}
            testId="helper.toggle"
          />
        </span>
      </div>
      <p id={stateId} className={styles.state} role="status" data-testid="helper.state">
        {stopping
          ? t("helper.state.stopping")
          : probe?.state === "enabled"
            ? t("helper.state.enabled", { version: probe.version })
            : t(helperSwitch.launching ? "helper.state.starting" : STATE_TEXT[probe?.state ?? "down"])}
      </p>
      {downloadUrl !== null && (
        <a
          className={styles.download}
          href={downloadUrl}
          download
          data-tour="helper-download"
          data-testid="helper.download"
        >
          {version === null ? t("helper.download") : t("helper.downloadVersion", { version })}
        </a>
      )}
      {((probe?.state === "unpaired" && !stopping) || enabled) && <ServerTrustNotice />}
      {probe?.state === "unpaired" && !stopping && <PairingPanel client={client} />}
      {enabled && <LocalServerList client={client} query={servers} />}
    </div>
  );
}
