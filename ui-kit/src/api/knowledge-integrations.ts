import { integrationEndpoints } from "@parley/shared-contracts/api/integration-endpoints";
import type { Integration } from "@parley/shared-contracts/api/integrations";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { callApi } from "./request.ts";

// The knowledge-source accounts, used by the behaviour panel (mf-conversations) and the tools
// panel's Integrations section (mf-tools); each remote keeps its own query key and query client.

export async function listIntegrations(api: ApiFetch): Promise<Integration[]> {
  return (await callApi(api, integrationEndpoints.list, {})).results;
}

/** Where to send the browser to connect (or re-authorise) an account; it comes back to `returnPath`. */
export async function initiateConnection(api: ApiFetch, returnPath: string): Promise<string> {
  const answer = await callApi(api, integrationEndpoints.initiate, { body: { redirect_uri: returnPath } });
  return answer.authorization_url;
}

export function setIntegrationActive(api: ApiFetch, id: number, active: boolean): Promise<Integration> {
  return callApi(api, active ? integrationEndpoints.activate : integrationEndpoints.deactivate, {
    params: { id },
  });
}

export async function removeIntegration(api: ApiFetch, id: number): Promise<void> {
  await callApi(api, integrationEndpoints.remove, { params: { id } });
}
