import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { HELPER_STATUS_REFRESH_MS } from "@parley/shared-contracts/constants";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { openLaunchLink } from "../utils/launch-link.ts";
import { probeHelper, type HelperProbe } from "../utils/probe-helper.ts";
import { waitForHelper } from "../utils/wait-for-helper.ts";
import { waitForHelperGone } from "../utils/wait-for-helper-gone.ts";
import { retireHelperAgent } from "./use-helper-agent.ts";
import { helperKeys } from "./use-helper-client.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The helper switch (docs/product/helper-app.md § Starting and stopping). On: the launch link, then
 * the status every 500 ms until enabled, with the catalogue's warnings ("Failed to launch helper app"
 * when nothing answers within 20 s). Off: shows off at once, posts shutdown and reads the status
 * again after 500 ms, then every 500 ms until nothing answers (`stopping` until then: the helper
 * stops its servers first); a failed shutdown turns the switch back on. `readNow` reads the status
 * afresh once either is done.
 */
export function useHelperSwitch(
  client: HelperClient | undefined,
  running: boolean,
  readNow: () => Promise<void>,
) {
  const { t } = useToolsTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState(false);
  const [stopping, setStopping] = useState(false);

  async function turnOn(helper: HelperClient) {
    setLaunching(true);
    try {
      try {
        openLaunchLink();
      } catch {
        toast("error", t("helper.launchFailed"));
        return;
      }
      const outcome = await waitForHelper(() => probeHelper(helper));
      if (outcome === "no-answer") toast("error", t("helper.launchFailed"));
      if (outcome === "not-enabled") toast("warning", t("helper.didNotStart"));
      if (outcome === "timeout") toast("warning", t("helper.timeout"));
    } finally {
      await readNow();
      setLaunching(false);
    }
  }

  async function turnOff(helper: HelperClient) {
    setStopping(true);
    try {
      await helper.shutdown();
    } catch {
      toast("error", t("helper.shutdownFailed"));
      setStopping(false);
      return;
    }
    await sleep(HELPER_STATUS_REFRESH_MS);
    let last: HelperProbe | undefined;
    const outcome = await waitForHelperGone(() => probeHelper(helper), {
      onProbe: (probe) => (last = probe),
    });
    // A status read begun before the helper went would otherwise land after this one.
    await queryClient.cancelQueries({ queryKey: helperKeys.status });
    if (last !== undefined) queryClient.setQueryData(helperKeys.status, last);
    if (outcome === "still-running") toast("error", t("helper.shutdownFailed"));
    // The member stopped using the helper: the page's agent clears the server's set and stops looking.
    else await retireHelperAgent();
    setStopping(false);
    await readNow();
  }

  return {
    checked: launching || (running && !stopping),
    launching,
    stopping,
    busy: launching || stopping,
    toggle: (on: boolean) => {
      if (client === undefined) return;
      void (on ? turnOn(client) : turnOff(client));
    },
  };
}
