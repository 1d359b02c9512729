// The state of one sign-in round trip to the OIDC provider (state, nonce, PKCE verifier, next, the
// workspace), kept in a short-lived HMAC-signed cookie instead of a server-side session: nothing to
// store for abandoned attempts, and the browser that started the flow is the only one that can end it.
import { hmacKey, hmacSha256, safeEqual } from "../../lib/crypto.ts";

export const FLOW_COOKIE = "parley_oidc";
/** Only the callback needs it. */
export const FLOW_COOKIE_PATH = "/oidc/";
export const FLOW_TTL_SECONDS = 600;

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** Same-origin path to go to after sign-in. */
  next: string | null;
  /** The workspace the flow was started on: a flow never completes on another host. */
  accountId: number;
  /** Epoch seconds. */
  exp: number;
}

export interface FlowSealer {
  seal(flow: OidcFlow): string;
  /** The flow, or undefined when the value is forged, damaged or expired. */
  open(value: string | undefined): OidcFlow | undefined;
}

export function createFlowSealer(secret: string): FlowSealer {
  // A key of its own, so a flow cookie can never pass for an access token or anything else signed.
  const key = hmacKey(hmacSha256(secret, "parley-oidc-flow-cookie"));
  const sign = (payload: string) => hmacSha256(key, payload).toString("base64url");
  return {
    seal(flow) {
      const payload = Buffer.from(JSON.stringify(flow)).toString("base64url");
      return `${payload}.${sign(payload)}`;
    },
    open(value) {
      if (value === undefined || value.length > 4096) return undefined;
      const [payload = "", signature = "", ...rest] = value.split(".");
      if (rest.length > 0 || !safeEqual(signature, sign(payload))) return undefined;
      try {
        const flow = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as OidcFlow;
        if (typeof flow.exp !== "number" || flow.exp * 1000 <= Date.now()) return undefined;
        return flow;
      } catch {
        return undefined;
      }
    },
  };
}
