import type {
  Integration,
  IntegrationList,
  OauthInitiateResponse,
} from "@parley/shared-contracts/api/integrations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "../../../lib/api/request.ts";

// The knowledge-source accounts (docs/product/tools.md § Integrations), the same calls the
// behaviour panel makes; the query key is this remote's own (its query client is its own too).
const BASE = "/api/v1/integrations/knowledge";
export const integrationsKey = ["tools", "knowledge-integrations"] as const;

export async function listIntegrations(api: ApiFetch): Promise<Integration[]> {
  return (await requestJson<IntegrationList>(api, `${BASE}/`)).results;
}

/** Where to send the browser to connect (or re-authorise) an account; it comes back to `returnPath`. */
export async function initiateConnection(api: ApiFetch, returnPath: string): Promise<string> {
  const answer = await sendJson<OauthInitiateResponse>(api, "POST", `${BASE}/oauth-initiate/`, {
    redirect_uri: returnPath,
  });
  return answer.authorization_url;
}

export function setIntegrationActive(api: ApiFetch, id: number, active: boolean): Promise<Integration> {
  return sendJson<Integration>(api, "POST", `${BASE}/${id}/${active ? "activate" : "deactivate"}/`);
}

export async function removeIntegration(api: ApiFetch, id: number): Promise<void> {
  await sendJson<unknown>(api, "DELETE", `${BASE}/${id}/`);
}
