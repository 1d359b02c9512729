// Decides whether the server may connect to a host or address. Addresses in any spelling are
// parsed (ip-literal.ts) and classified with ipaddr.js's special ranges; an IPv6 address that carries
// an IPv4 one (mapped, translated, compatible, NAT64, 6to4) is judged by that IPv4 address, so no
// spelling of a private address slips through. Ranges not known to be public are refused.
import ipaddr from "ipaddr.js";
import { parseIPv4Address, parseIPv6Address } from "./ip-literal.ts";
import type { IPv4Address, IPv6Address } from "./ip-literal.ts";

export { parseIPv4 } from "./ip-literal.ts";

export type BlockReason =
  | "unspecified"
  | "loopback"
  | "private"
  | "link-local"
  | "shared"
  | "unique-local"
  | "multicast"
  | "reserved"
  | "metadata"
  | "scheme"
  | "invalid"
  | "redirect";

/** Thrown when a fetch would reach a refused address, name or scheme. */
export class FetchBlockedError extends Error {
  override name = "FetchBlockedError";
  readonly reason: BlockReason;
  readonly target: string;
  constructor(reason: BlockReason, target: string) {
    super(`Refused to fetch ${target}: ${describeReason(reason)}`);
    this.reason = reason;
    this.target = target;
  }
}

export function describeReason(reason: BlockReason): string {
  switch (reason) {
    case "scheme":
      return "only http and https URLs can be fetched";
    case "invalid":
      return "the address is not valid";
    case "metadata":
      return "cloud metadata services are never fetched";
    case "redirect":
      return "the redirect is not allowed";
    default:
      return `the address is ${reason === "shared" ? "a carrier-grade NAT" : `a ${reason}`} address`;
  }
}

/** Cloud metadata services: AWS, GCP and Azure; Alibaba Cloud; AWS over IPv6. */
const METADATA_V4 = ["169.254.169.254/32", "100.100.100.200/32"].map((c) => ipaddr.IPv4.parseCIDR(c));
const METADATA_V6 = ipaddr.IPv6.parseCIDR("fd00:ec2::254/128");
const V4_COMPATIBLE = ipaddr.IPv6.parseCIDR("::/96");
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
/** Around the NAT64 prefix: local-use 64:ff9b:1::/48 and unassigned space. */
const NAT64_LOCAL = ipaddr.IPv6.parseCIDR("64:ff9b::/32");

/** ipaddr.js range names that are public, globally reachable addresses. */
const PUBLIC_RANGES = new Set(["unicast", "as112", "as112v6", "amt"]);

const V4_REASONS = new Map<string, BlockReason>([
  ["unspecified", "unspecified"],
  ["loopback", "loopback"],
  ["private", "private"],
  ["linkLocal", "link-local"],
  ["carrierGradeNat", "shared"],
  ["multicast", "multicast"],
]);

export function classifyIPv4(address: IPv4Address): BlockReason | undefined {
  if (METADATA_V4.some((range) => address.match(range))) return "metadata";
  const range: string = address.range();
  if (PUBLIC_RANGES.has(range)) return undefined;
  // Broadcast, documentation, benchmarking, 240/4, and any range a later ipaddr.js names.
  return V4_REASONS.get(range) ?? "reserved";
}

/** The IPv4 address in an IPv6 address's last (or, for 6to4, second and third) 16-bit groups. */
const embedded = (high = 0, low = 0) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

const V6_REASONS = new Map<string, BlockReason>([
  ["unspecified", "unspecified"],
  ["loopback", "loopback"],
  ["uniqueLocal", "unique-local"],
  ["linkLocal", "link-local"],
  ["deprecatedSiteLocal", "private"],
  ["multicast", "multicast"],
]);

export function classifyIPv6(address: IPv6Address): BlockReason | undefined {
  if (address.match(METADATA_V6)) return "metadata";
  const parts = address.parts;
  const range: string = address.range();
  switch (range) {
    case "ipv4Mapped": // ::ffff:a.b.c.d
    case "rfc6145": // ::ffff:0:a.b.c.d
      return classifyIPv4(embedded(parts[6], parts[7]));
    case "6to4": // 2002:AABB:CCDD::/48 routes to AA.BB.CC.DD
      return classifyIPv4(embedded(parts[1], parts[2]));
  }
  if (address.match(NAT64)) return classifyIPv4(embedded(parts[6], parts[7]));
  if (address.match(NAT64_LOCAL)) return "private";
  if (range === "unicast" && address.match(V4_COMPATIBLE))
    // Deprecated IPv4-compatible ::a.b.c.d: refused even for a public a.b.c.d.
    return classifyIPv4(embedded(parts[6], parts[7])) ?? "reserved";
  if (PUBLIC_RANGES.has(range)) return undefined;
  // Teredo (which hides an IPv4 address), documentation, ORCHID, discard-only, benchmarking, and
  // any range a later ipaddr.js names.
  return V6_REASONS.get(range) ?? "reserved";
}

/** Whether the text is an IP address in any spelling; then its verdict (undefined = public). */
export function classifyLiteral(host: string): { ip: boolean; reason: BlockReason | undefined } {
  const text = host.trim().toLowerCase();
  if (text.includes(":") || text.startsWith("[")) {
    const v6 = parseIPv6Address(text);
    return { ip: true, reason: v6 === undefined ? "invalid" : classifyIPv6(v6) };
  }
  const v4 = parseIPv4Address(text);
  if (v4 !== undefined) return { ip: true, reason: classifyIPv4(v4) };
  // Numeric-looking names the resolver might still read as an address: refuse rather than guess.
  if (/^[0-9.]+$/.test(text) || /^(0x[0-9a-f]*\.?)+$/i.test(text)) return { ip: true, reason: "invalid" };
  return { ip: false, reason: undefined };
}

const METADATA_NAMES = new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "metadata.azure.com",
  "instance-data",
  "instance-data.ec2.internal",
]);

/** A host name (not address) refused before any lookup. */
export function classifyName(host: string): BlockReason | undefined {
  const name = host.trim().toLowerCase().replace(/\.$/, "");
  if (METADATA_NAMES.has(name)) return "metadata";
  if (name === "localhost" || name.endsWith(".localhost")) return "loopback";
  if (name === "" || name.endsWith(".internal") || name.endsWith(".local")) return "private";
  return undefined;
}

/** The verdict for a URL's host: an address is checked now; a name is checked again once resolved. */
export function classifyHost(host: string): BlockReason | undefined {
  const literal = classifyLiteral(host);
  return literal.ip ? literal.reason : classifyName(host);
}

/** Host names (optionally with a port) an operator lets the server reach despite the rules. */
export interface AllowList {
  entries: readonly { host: string; port: string | undefined }[];
}

/** `host[:port]` entries, comma separated (PARLEY_FETCH_ALLOW_HOSTS); `[v6]:port` for IPv6. */
export function parseAllowList(value: string | undefined): AllowList {
  const entries: { host: string; port: string | undefined }[] = [];
  for (const raw of (value ?? "").split(",")) {
    const item = raw.trim().toLowerCase();
    if (item === "") continue;
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(item);
    if (match?.[1] !== undefined) entries.push({ host: match[1], port: match[2] });
  }
  return { entries };
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** Whether the URL's host (and port, where the entry names one) is on the allow-list. */
export function isAllowListed(url: URL, allow: AllowList): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[url.protocol] || "";
  return allow.entries.some((e) => e.host === host && (e.port === undefined || e.port === port));
}

/** Throws FetchBlockedError unless the URL may be fetched (before any lookup). */
export function assertUrlAllowed(url: URL, allow: AllowList): void {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchBlockedError("scheme", url.protocol);
  if (url.username !== "" || url.password !== "") throw new FetchBlockedError("invalid", url.host);
  if (isAllowListed(url, allow)) return;
  const reason = classifyHost(url.hostname);
  if (reason !== undefined) throw new FetchBlockedError(reason, url.host);
}

/** Parses and checks a URL an admin or user typed; the message explains a refusal. */
export function checkUrl(
  text: string,
  allow: AllowList,
): { ok: true; url: URL } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: "must be a valid http(s) URL" };
  }
  try {
    assertUrlAllowed(url, allow);
  } catch (error) {
    if (error instanceof FetchBlockedError) return { ok: false, message: describeReason(error.reason) };
    throw error;
  }
  return { ok: true, url };
}

/**
 * Field errors for a `base_url` an admin saves (provider or model): refused unless the guard would
 * let the server call it. Empty when the body names no base URL.
 */
export function baseUrlProblems(body: unknown, allow: AllowList): Record<string, string[]> {
  if (typeof body !== "object" || body === null || !("base_url" in body)) return {};
  const value = body.base_url;
  if (typeof value !== "string" || value.trim() === "") return {};
  const verdict = checkUrl(value.trim(), allow);
  return verdict.ok ? {} : { base_url: [`Base URL ${verdict.message}`] };
}
