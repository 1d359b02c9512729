// The per-load report token (docs/security.md § Remote reports only from served pages): every shell
// document the server serves carries one, and the remote error and load reports are accepted only with
// a valid one. It is `v1.<scope>.<load id>.<issued at, s>.<HMAC>`: the HMAC (a key derived from the
// server secret) covers the scope — the tenant the page's reports count for, a workspace's subdomain
// or a special host ("admin") — a random id of this page load and the time it was made, so a token is
// good for one workspace, one load's budget and REPORT_TOKEN_TTL_MS.
import type { KeyObject } from "node:crypto";
import { hmacKey, hmacSha256, randomToken, safeEqual } from "../../lib/crypto.ts";

/** How long a page may report after it was served (a tab left open longer reports no more). */
export const REPORT_TOKEN_TTL_MS = 24 * 3600 * 1000;
/** A token made this far in the future (another instance's clock) still counts as fresh. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const VERSION = "v1";
const SCOPE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOAD_ID = /^[A-Za-z0-9_-]{16}$/;
const ISSUED = /^[0-9]{1,12}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

interface ReportTokenClaims {
  /** The tenant the page's reports are recorded under. */
  scope: string;
  /** This page load's id: the per-load budget is counted on it. */
  loadId: string;
  issuedAtMs: number;
}

type ReportTokenCheck = ReportTokenClaims | "invalid" | "expired";

export interface ReportTokens {
  issue(scope: string, nowMs?: number): string;
  verify(token: string, nowMs?: number): ReportTokenCheck;
}

export function createReportTokens(secret: string): ReportTokens {
  const key: KeyObject = hmacKey(hmacSha256(secret, "parley/remote-report-token/v1"));
  const mac = (payload: string) => hmacSha256(key, payload).toString("base64url");
  return {
    issue(scope, nowMs = Date.now()) {
      if (!SCOPE.test(scope)) throw new Error(`not a report token scope: ${scope}`);
      const payload = `${VERSION}.${scope}.${randomToken(12)}.${Math.floor(nowMs / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token, nowMs = Date.now()) {
      const [version, scope, loadId, issued, signature, ...rest] = token.split(".");
      if (
        version !== VERSION ||
        rest.length > 0 ||
        scope === undefined ||
        !SCOPE.test(scope) ||
        loadId === undefined ||
        !LOAD_ID.test(loadId) ||
        issued === undefined ||
        !ISSUED.test(issued) ||
        signature === undefined ||
        !MAC.test(signature) ||
        !safeEqual(signature, mac(`${version}.${scope}.${loadId}.${issued}`))
      )
        return "invalid";
      const issuedAtMs = Number(issued) * 1000;
      if (issuedAtMs > nowMs + CLOCK_SKEW_MS || nowMs - issuedAtMs > REPORT_TOKEN_TTL_MS) return "expired";
      return { scope, loadId, issuedAtMs };
    },
  };
}
