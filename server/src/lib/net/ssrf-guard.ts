// Decides whether the server may connect to a host or address. Addresses are parsed the way the
// network stack reads them (inet_aton for IPv4: 1–4 parts in decimal, octal or hex; IPv6 with
// `::`, embedded dotted quads, brackets and zone ids), then reduced to the IPv4 address an IPv6 form
// carries (mapped, compatible, NAT64, 6to4), so no spelling of a private address slips through.

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
  | "invalid";

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
    default:
      return `the address is ${reason === "shared" ? "a carrier-grade NAT" : `a ${reason}`} address`;
  }
}

/** Parses one IPv4 part as inet_aton does: 0x… hex, leading 0 octal, else decimal. */
function parseV4Part(part: string): number | undefined {
  if (part === "") return undefined;
  let value: number;
  if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  else if (/^0[0-7]*$/.test(part)) value = part.length === 1 ? 0 : parseInt(part.slice(1), 8);
  else if (/^[1-9][0-9]*$/.test(part)) value = parseInt(part, 10);
  else return undefined;
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Any IPv4 spelling (127.0.0.1, 2130706433, 0177.0.0.1, 0x7f.1, 127.1) as a 32-bit number. */
export function parseIPv4(input: string): number | undefined {
  const text = input.endsWith(".") ? input.slice(0, -1) : input;
  const parts = text.split(".");
  if (parts.length < 1 || parts.length > 4) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseV4Part(part);
    if (value === undefined) return undefined;
    values.push(value);
  }
  const last = values.pop() ?? 0;
  if (values.some((v) => v > 255)) return undefined;
  if (last >= 2 ** (8 * (4 - values.length))) return undefined;
  let result = 0;
  for (const v of values) result = result * 256 + v;
  return result * 2 ** (8 * (4 - values.length)) + last;
}

/** An IPv6 literal (brackets and zone id allowed) as 16 bytes. */
export function parseIPv6(input: string): Uint8Array | undefined {
  let text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":")) return undefined;
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const words = (half: string): number[] | undefined => {
    if (half === "") return [];
    const out: number[] = [];
    const pieces = half.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i] ?? "";
      if (i === pieces.length - 1 && piece.includes(".")) {
        // Only a plain dotted quad may end an IPv6 address.
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return undefined;
        const v4 = parseIPv4(piece.replace(/(^|\.)0+(\d)/g, "$1$2"));
        if (v4 === undefined) return undefined;
        out.push(Math.floor(v4 / 65536), v4 % 65536);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return undefined;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = words(halves[0] ?? "");
  const tail = halves.length === 2 ? words(halves[1] ?? "") : [];
  if (head === undefined || tail === undefined) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...head, ...new Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  all.forEach((word, i) => {
    bytes[i * 2] = word >> 8;
    bytes[i * 2 + 1] = word & 0xff;
  });
  return bytes;
}

const v4 = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;
const inV4 = (addr: number, base: number, bits: number) =>
  Math.floor(addr / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits));

const V4_RULES: readonly [number, number, BlockReason][] = [
  [v4(169, 254, 169, 254), 32, "metadata"],
  [v4(100, 100, 100, 200), 32, "metadata"], // Alibaba Cloud
  [v4(0, 0, 0, 0), 8, "unspecified"],
  [v4(10, 0, 0, 0), 8, "private"],
  [v4(100, 64, 0, 0), 10, "shared"],
  [v4(127, 0, 0, 0), 8, "loopback"],
  [v4(169, 254, 0, 0), 16, "link-local"],
  [v4(172, 16, 0, 0), 12, "private"],
  [v4(192, 0, 0, 0), 24, "reserved"],
  [v4(192, 0, 2, 0), 24, "reserved"],
  [v4(192, 88, 99, 0), 24, "reserved"],
  [v4(192, 168, 0, 0), 16, "private"],
  [v4(198, 18, 0, 0), 15, "reserved"],
  [v4(198, 51, 100, 0), 24, "reserved"],
  [v4(203, 0, 113, 0), 24, "reserved"],
  [v4(224, 0, 0, 0), 4, "multicast"],
  [v4(240, 0, 0, 0), 4, "reserved"],
];

export function classifyIPv4(addr: number): BlockReason | undefined {
  for (const [base, bits, reason] of V4_RULES) if (inV4(addr, base, bits)) return reason;
  return undefined;
}

const readV4 = (b: Uint8Array, at: number) => v4(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0);
const zeros = (b: Uint8Array, from: number, to: number) => b.slice(from, to).every((x) => x === 0);

export function classifyIPv6(b: Uint8Array): BlockReason | undefined {
  const w0 = ((b[0] ?? 0) << 8) | (b[1] ?? 0);
  if (zeros(b, 0, 16)) return "unspecified";
  if (zeros(b, 0, 15) && b[15] === 1) return "loopback";
  // IPv4-mapped ::ffff:a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d and IPv4-compatible ::a.b.c.d.
  if (zeros(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return classifyIPv4(readV4(b, 12));
  if (zeros(b, 0, 8) && b[8] === 0xff && b[9] === 0xff && zeros(b, 10, 12))
    return classifyIPv4(readV4(b, 12));
  if (zeros(b, 0, 12)) return classifyIPv4(readV4(b, 12)) ?? "reserved";
  // NAT64 well-known prefix 64:ff9b::/96 carries an IPv4 address; 64:ff9b:1::/48 is local-use.
  if (w0 === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    if (zeros(b, 4, 12)) return classifyIPv4(readV4(b, 12));
    return "private";
  }
  // 6to4 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD.
  if (w0 === 0x2002) return classifyIPv4(readV4(b, 2));
  // Teredo (2001:0::/32) hides an IPv4 address; documentation 2001:db8::/32; ORCHID and benchmarks.
  if (w0 === 0x2001 && b[2] === 0 && b[3] === 0) return "reserved";
  if (w0 === 0x2001 && b[2] === 0x0d && b[3] === 0xb8) return "reserved";
  if (w0 === 0x2001 && b[2] === 0 && ((b[3] ?? 0) & 0xf0) === 0x10) return "reserved";
  if (w0 === 0x0100 && zeros(b, 2, 8)) return "reserved"; // discard-only 100::/64
  if (w0 === 0xfd00 && b[2] === 0x0e && b[3] === 0xc2 && zeros(b, 4, 14) && b[14] === 0x02 && b[15] === 0x54)
    return "metadata"; // AWS fd00:ec2::254
  if ((w0 & 0xfe00) === 0xfc00) return "unique-local";
  if ((w0 & 0xffc0) === 0xfe80) return "link-local";
  if ((w0 & 0xffc0) === 0xfec0) return "private"; // deprecated site-local
  if ((w0 & 0xff00) === 0xff00) return "multicast";
  return undefined;
}

/** Whether the text is an IP address in any spelling; then its verdict (undefined = public). */
export function classifyLiteral(host: string): { ip: boolean; reason: BlockReason | undefined } {
  const text = host.trim().toLowerCase();
  if (text.includes(":") || text.startsWith("[")) {
    const bytes = parseIPv6(text);
    return bytes === undefined ? { ip: true, reason: "invalid" } : { ip: true, reason: classifyIPv6(bytes) };
  }
  const addr = parseIPv4(text);
  if (addr !== undefined) return { ip: true, reason: classifyIPv4(addr) };
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
