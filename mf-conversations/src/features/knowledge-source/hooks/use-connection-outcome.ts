import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { useBehaviorSettingsTranslation } from "../../behavior-settings/hooks/use-behavior-settings-translation.ts";
import { integrationsKey } from "../api/integrations-api.ts";

/**
 * Back from the knowledge-source service (`?integration=connected|failed`): says how it went, reads
 * the accounts again, and takes the parameter out of the address.
 */
export function useConnectionOutcome() {
  const { location, navigate } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useBehaviorSettingsTranslation();
  // Said once per address: until the shell hands the cleaned address back, a re-run (texts that
  // finish loading give a new `t`) must not say it again.
  const handled = useRef<string | null>(null);
  const latest = useRef({ navigate, toast, t });
  useEffect(() => {
    latest.current = { navigate, toast, t };
  });
  const { pathname, search, hash } = location;
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get("integration");
    if (outcome === null || handled.current === `${pathname}${search}`) return;
    handled.current = `${pathname}${search}`;
    const { navigate: go, toast: notify, t: text } = latest.current;
    if (outcome === "connected") notify("success", text("remConnected"));
    else notify("error", text("remConnectFailed"));
    void client.invalidateQueries({ queryKey: integrationsKey });
    params.delete("integration");
    const rest = params.toString();
    go(`${pathname}${rest ? `?${rest}` : ""}${hash}`, { replace: true });
  }, [client, hash, pathname, search]);
}
