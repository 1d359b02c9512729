// The override cookie: which remote this browser loads from which dev server, for which member of
// which workspace, until when. HMAC-signed with the server's secret (its own purpose label), so a
// browser cannot name another origin or member; host-only and httpOnly on the workspace's host.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { remoteNameSchema, type RemoteName } from "@parley/shared-contracts/api/remotes";

export const DEV_OVERRIDE_COOKIE = "parley_dev_override";
/** A working day: an override left on is gone by the next morning. */
export const DEV_OVERRIDE_TTL_SECONDS = 12 * 3600;

export interface OverrideClaims {
  /** The workspace's subdomain and id, and the member who turned it on. */
  subdomain: string;
  accountId: number;
  memberId: number;
  remote: RemoteName;
  origin: string;
  /** Expiry, seconds since the epoch. */
  expires: number;
}

const claimsSchema = z.object({
  s: z.string().max(63),
  a: z.number().int(),
  m: z.number().int(),
  r: remoteNameSchema,
  o: z.string().max(200),
  e: z.number().int(),
});

export function createOverrideCookies(secret: string) {
  const sign = (payload: string) =>
    createHmac("sha256", `${secret}:dev-override`).update(payload).digest("base64url");
  return {
    issue(claims: OverrideClaims): string {
      const payload = Buffer.from(
        JSON.stringify({
          s: claims.subdomain,
          a: claims.accountId,
          m: claims.memberId,
          r: claims.remote,
          o: claims.origin,
          e: claims.expires,
        }),
      ).toString("base64url");
      return `${payload}.${sign(payload)}`;
    },
    /** The claims of a well-signed, unexpired cookie value; undefined otherwise. */
    verify(value: string | undefined, now = Date.now()): OverrideClaims | undefined {
      if (value === undefined || value.length > 1024) return undefined;
      const [payload = "", signature = ""] = value.split(".");
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let parsed;
      try {
        parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
      } catch {
        return undefined;
      }
      if (!parsed.success || parsed.data.e * 1000 <= now) return undefined;
      const { s, a, m, r, o, e } = parsed.data;
      return { subdomain: s, accountId: a, memberId: m, remote: r, origin: o, expires: e };
    },
  };
}
export type OverrideCookies = ReturnType<typeof createOverrideCookies>;

/** The cookie's value in a raw Cookie header (the CSP is written before the cookie plugin parses it). */
export function cookieFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEV_OVERRIDE_COOKIE) return rest.join("=");
  }
  return undefined;
}
