import type {
  Integration,
  IntegrationList,
  OauthInitiateResponse,
} from "@parley/shared-contracts/api/integrations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { requestJson, sendJson } from "./request.ts";

// The knowledge-source accounts, used by the behaviour panel (mf-conversations) and the tools
// panel's Integrations section (mf-tools); each remote keeps its own query key and query client.
const BASE = "/api/v1/integrations/knowledge";

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
