import { useQuery } from "@tanstack/react-query";
import type { Integration } from "@parley/shared-contracts/api/integrations";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { listIntegrations } from "@parley/ui-kit/api/knowledge-integrations.ts";
import { integrationsKey } from "../api/integrations-api.ts";

/** The member's knowledge-source accounts (one cache for the button and the panel). */
export function useKnowledgeIntegrations() {
  const { api } = useShell();
  return useQuery({ queryKey: integrationsKey, queryFn: () => listIntegrations(api), staleTime: 60_000 });
}

/** The connection is on when an account is active and valid (the Behaviour button's Knowledge On). */
export function isKnowledgeOn(integrations: readonly Integration[] | undefined): boolean {
  return (integrations ?? []).some((i) => i.is_active && i.status === "Active");
}
