import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { HELPER_STATUS_REFRESH_MS } from "@parley/shared-contracts/constants";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { useToast } from "../../../lib/use-toast.ts";
import type { HelperClient } from "../api/helper-client.ts";
import { openLaunchLink } from "../utils/launch-link.ts";
import { probeHelper } from "../utils/probe-helper.ts";
import { waitForHelper } from "../utils/wait-for-helper.ts";
import { helperKeys } from "./use-helper-client.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The helper switch (docs/product/helper-app.md § Starting and stopping). On: the launch link, then
 * the status every 500 ms until enabled, with the catalogue's warnings ("Failed to launch helper app"
 * when nothing answers within 20 s). Off: shows off at once, posts
 * shutdown and reads the status again after 500 ms; a failed shutdown turns the switch back on.
 */
export function useHelperSwitch(client: HelperClient | undefined, running: boolean) {
  const { t } = useToolsTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState(false);
  const [stopping, setStopping] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: helperKeys.status });

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
      await refresh();
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
    await refresh();
    setStopping(false);
  }

  return {
    checked: launching || (running && !stopping),
    launching,
    busy: launching || stopping,
    toggle: (on: boolean) => {
      if (client === undefined) return;
      void (on ? turnOn(client) : turnOff(client));
    },
  };
}
