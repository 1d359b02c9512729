// What a redirect may carry to its next hop. Credentials belong to the origin they were given for:
// on a hop to another origin (scheme, host or port) only safelisted headers go on, as fetch and curl
// do; a hop from https to plain http is refused, and an endpoint that must never leave its origin
// (MCP servers, AI providers) refuses any cross-origin redirect outright.
import { FetchBlockedError } from "./ssrf-guard.ts";

/** `follow`: any origin, credentials stripped; `same-origin-only`: another origin is refused. */
export type RedirectMode = "follow" | "same-origin-only";

/** Request headers that carry nothing secret: the only ones kept on a hop to another origin. */
const SAFELISTED = new Set([
  "accept",
  "accept-language",
  "accept-encoding",
  "content-language",
  "content-type",
  "content-length",
  "user-agent",
  "cache-control",
  "pragma",
]);

/** Never sent to another origin, whatever the caller lists. */
const CREDENTIALS = new Set(["authorization", "cookie", "proxy-authorization"]);

/** A redirect the policy refuses; the message names the target. */
export class RedirectRefusedError extends FetchBlockedError {
  override name = "RedirectRefusedError";
  constructor(target: string, message: string) {
    super("redirect", target);
    this.message = message;
  }
}

/** The target as shown in an error: no userinfo, query or fragment (they may hold tokens). */
export const shownUrl = (url: URL) => `${url.origin}${url.pathname}`;

export interface RedirectRules {
  mode: RedirectMode;
  /** Further header names (any case) that are secret, e.g. an MCP server's sealed headers. */
  secretHeaders?: readonly string[] | undefined;
  /** Who must not redirect, for the refusal's message (default "This endpoint"). */
  endpoint?: string | undefined;
}

/** Whether the header may follow a redirect to another origin. */
export function keptAcrossOrigins(name: string, secretHeaders: readonly string[] = []): boolean {
  const lower = name.toLowerCase();
  if (CREDENTIALS.has(lower)) return false;
  if (secretHeaders.some((secret) => secret.toLowerCase() === lower)) return false;
  return SAFELISTED.has(lower);
}

/**
 * The headers for the hop from `from` to `to`, or a RedirectRefusedError: the same headers within
 * the origin, only safelisted ones across origins, never an https → http downgrade.
 */
export function headersForHop(
  from: URL,
  to: URL,
  headers: Record<string, string> | undefined,
  rules: RedirectRules,
): Record<string, string> | undefined {
  if (from.protocol === "https:" && to.protocol === "http:")
    throw new RedirectRefusedError(
      to.host,
      `Refused a redirect from ${shownUrl(from)} to ${shownUrl(to)}: a redirect may not leave https for plain http`,
    );
  if (from.origin === to.origin) return headers;
  if (rules.mode === "same-origin-only")
    throw new RedirectRefusedError(
      to.host,
      `Refused a redirect to ${shownUrl(to)}: ${rules.endpoint ?? "This endpoint"} must not redirect to another origin`,
    );
  if (headers === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => keptAcrossOrigins(name, rules.secretHeaders)),
  );
}
