// The relying party: openid-client (authorization code + PKCE, state and nonce) against the issuer of
// the deployment (Google by default; Okta, Entra ID, Keycloak... by configuration). The issuer's
// metadata is discovered on first use and kept; a failed discovery is retried on the next sign-in.
import * as oidc from "openid-client";
import type { Config } from "../../config.ts";
import type { OidcFlow } from "./flow-cookie.ts";

const SCOPE = "openid email profile";

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

export interface OidcClient {
  readonly configured: boolean;
  /** Fresh state, nonce and PKCE verifier, and the provider URL to send the browser to. */
  begin(redirectUri: string): Promise<{ url: URL; secrets: Pick<OidcFlow, "state" | "nonce" | "verifier"> }>;
  /**
   * Checks the provider's answer against the flow (state, then the code exchange with the PKCE
   * verifier, then the ID token's signature, audience and nonce) and returns who signed in. Throws
   * on any mismatch or provider error.
   */
  finish(currentUrl: URL, flow: OidcFlow): Promise<VerifiedIdentity>;
}

/** Plain http only for an issuer on this machine (the test provider); everything else needs https. */
function isLoopback(issuer: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

export function createOidcClient(settings: Config["oidc"]): OidcClient {
  const { clientId, clientSecret } = settings;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (clientId === undefined) return Promise.reject(new Error("PARLEY_OIDC_CLIENT_ID is not set"));
    if (discovered === undefined) {
      const issuer = new URL(settings.issuer);
      discovered = oidc.discovery(
        issuer,
        clientId,
        clientSecret,
        clientSecret === undefined ? oidc.None() : undefined,
        issuer.protocol === "http:" && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {},
      );
      discovered.catch(() => (discovered = undefined));
    }
    return discovered;
  }

  return {
    configured: clientId !== undefined,
    async begin(redirectUri) {
      const config = await configuration();
      const secrets = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: "code",
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
        code_challenge_method: "S256",
      });
      return { url, secrets };
    },
    async finish(currentUrl, flow) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (claims === undefined) throw new Error("the provider returned no ID token");
      let email = claims.email;
      let verified = claims.email_verified;
      // Some issuers put e-mail only in UserInfo (Google puts it in the ID token).
      if (typeof email !== "string") {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email;
        verified = info.email_verified;
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof email === "string" ? email : undefined,
        emailVerified: verified === true || verified === "true",
      };
    },
  };
}
