// The OAuth 2 authorization-code exchange with the knowledge-source service: its token endpoint and
// the account behind the token. Calls go through the SSRF guard like every outbound fetch.
import { z } from "zod";
import type { KnowledgeSourceConfig } from "../../config.ts";

const tokenSchema = z.object({ access_token: z.string().min(1) });
const accountSchema = z.object({ email: z.string().min(1), name: z.string().min(1) });

export class KnowledgeOauthError extends Error {
  override name = "KnowledgeOauthError";
}

export function authorizationUrl(config: KnowledgeSourceConfig, redirectUri: string, state: string): string {
  const url = new URL(`${config.url}/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return url.toString();
}

export async function exchangeCode(
  config: KnowledgeSourceConfig,
  fetchImpl: typeof fetch,
  code: string,
  redirectUri: string,
): Promise<{ accessToken: string; account: { email: string; name: string } }> {
  const tokenResponse = await fetchImpl(`${config.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }).toString(),
  });
  const token = tokenSchema.safeParse(await tokenResponse.json().catch(() => null));
  if (!tokenResponse.ok || !token.success)
    throw new KnowledgeOauthError(`token exchange failed (${tokenResponse.status})`);
  const meResponse = await fetchImpl(`${config.url}/api/me`, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: "application/json" },
  });
  const account = accountSchema.safeParse(await meResponse.json().catch(() => null));
  if (!meResponse.ok || !account.success)
    throw new KnowledgeOauthError(`account lookup failed (${meResponse.status})`);
  return { accessToken: token.data.access_token, account: account.data };
}
