// ui-kit's own endpoints (endpoint.ts): a member's knowledge-source accounts, which the behaviour
// panel (mf-conversations) and the tools panel (mf-tools) share. The crash panel's report is
// shellEndpoints.remoteErrors (shell-endpoints.ts).
import type { OkAnswer } from "./auth.ts";
import { endpoint } from "./endpoint.ts";
import type { Integration, IntegrationList, OauthInitiateResponse } from "./integrations.ts";

export const integrationEndpoints = {
  list: endpoint<IntegrationList>()("GET", "/api/v1/integrations/knowledge/"),
  /** Where to send the browser to connect (or re-authorise) an account. */
  initiate: endpoint<OauthInitiateResponse, { body: { redirect_uri: string } }>()(
    "POST",
    "/api/v1/integrations/knowledge/oauth-initiate/",
  ),
  activate: endpoint<Integration>()("POST", "/api/v1/integrations/knowledge/:id/activate/"),
  deactivate: endpoint<Integration>()("POST", "/api/v1/integrations/knowledge/:id/deactivate/"),
  remove: endpoint<OkAnswer>()("DELETE", "/api/v1/integrations/knowledge/:id/"),
} as const;
