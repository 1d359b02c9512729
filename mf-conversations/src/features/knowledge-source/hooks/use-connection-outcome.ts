import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useShell } from "../../../lib/shell-context.tsx";
import { useToast } from "../../../lib/use-toast.ts";
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
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get("integration");
    if (outcome === null) return;
    if (outcome === "connected") toast("success", t("remConnected"));
    else toast("error", t("remConnectFailed"));
    void client.invalidateQueries({ queryKey: integrationsKey });
    params.delete("integration");
    const search = params.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`, { replace: true });
  }, [client, location.hash, location.pathname, location.search, navigate, t, toast]);
}
