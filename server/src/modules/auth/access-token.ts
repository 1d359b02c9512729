// Access tokens: `v1.<claims>.<HMAC-SHA256>` (base64url), verified without a database round trip;
// the session row is still read on every request so a revoked family stops working at once.
import { hmacKey, hmacSha256, safeEqual } from "../../lib/crypto.ts";

export interface AccessClaims {
  /** Session (refresh-token family) id. */
  sid: string;
  /** Member id. */
  mid: number;
  /** Account id. */
  aid: number;
  /** Account subdomain: a token presented on another tenant's host is refused before any query. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface AccessTokenCodec {
  sign(claims: AccessClaims): string;
  /** The claims when the signature is right and the token has not expired; `nowSeconds` for tests. */
  verify(token: string, nowSeconds?: number): AccessClaims | undefined;
  /** Signature check only: logout uses an expired token to know whose session to end. */
  verifyIgnoringExpiry(token: string): AccessClaims | undefined;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sid === "string" &&
    typeof c.mid === "number" &&
    typeof c.aid === "number" &&
    typeof c.sub === "string" &&
    typeof c.exp === "number"
  );
}

export function createAccessTokenCodec(secret: string): AccessTokenCodec {
  // A key of its own, so the raw secret can sign other things later without token confusion.
  const key = hmacKey(hmacSha256(secret, "parley/access-token/v1"));
  const signature = (body: string) => hmacSha256(key, `v1.${body}`).toString("base64url");
  const decode = (token: string): AccessClaims | undefined => {
    if (token.length > 2048) return undefined;
    const [version, body, mac] = token.split(".");
    if (version !== "v1" || !body || !mac || !safeEqual(mac, signature(body))) return undefined;
    try {
      const claims: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      return isClaims(claims) ? claims : undefined;
    } catch {
      return undefined;
    }
  };
  // Verified tokens by value: a tab sends the same token for its whole life, and an HMAC per
  // request costs more than the rest of the check. Expiry is still tested on every use.
  const verified = new Map<string, AccessClaims>();
  const decodeCached = (token: string): AccessClaims | undefined => {
    const hit = verified.get(token);
    if (hit !== undefined) return hit;
    const claims = decode(token);
    if (claims !== undefined) {
      if (verified.size >= 10_000) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  };
  return {
    sign(claims) {
      const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `v1.${body}.${signature(body)}`;
    },
    verify(token, nowSeconds = Math.floor(Date.now() / 1000)) {
      const claims = decodeCached(token);
      return claims !== undefined && claims.exp > nowSeconds ? claims : undefined;
    },
    verifyIgnoringExpiry: decode,
  };
}
