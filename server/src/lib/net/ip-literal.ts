// IP address literals in every spelling the network stack accepts, parsed with ipaddr.js: IPv4 as
// inet_aton reads it (1–4 parts in decimal, octal or hex, a trailing dot allowed), IPv6 with `::`,
// brackets, a zone id and a dotted quad at its end.
import ipaddr from "ipaddr.js";

export type IPv4Address = ipaddr.IPv4;
export type IPv6Address = ipaddr.IPv6;

/** Any IPv4 spelling (127.0.0.1, 2130706433, 0177.0.0.1, 0x7f.1, 127.1, 127.0.0.1.). */
export function parseIPv4Address(input: string): IPv4Address | undefined {
  const trimmed = input.endsWith(".") ? input.slice(0, -1) : input;
  // inet_aton reads a bare "0x" part as 0; ipaddr.js does not.
  const text = trimmed.replace(/(^|\.)0x(?=\.|$)/gi, "$10");
  try {
    return ipaddr.IPv4.parse(text);
  } catch {
    return undefined;
  }
}

/** Any IPv4 spelling as a 32-bit number. */
export function parseIPv4(input: string): number | undefined {
  const octets = parseIPv4Address(input)?.octets;
  return octets?.reduce((value, octet) => value * 256 + octet, 0);
}

const DOTTED_QUAD = /^\d{1,3}(\.\d{1,3}){3}$/;

/** An IPv6 literal, brackets and zone id allowed. */
export function parseIPv6Address(input: string): IPv6Address | undefined {
  let text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(":")) return undefined;
  // Only a plain decimal dotted quad may end the address. It is rewritten as two hex groups:
  // ipaddr.js would read octal or hex parts in it, and turn "::a.b.c.d" into "::ffff:a.b.c.d".
  const tailAt = text.lastIndexOf(":") + 1;
  const tail = text.slice(tailAt);
  if (tail.includes(".")) {
    if (!DOTTED_QUAD.test(tail)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    if (a > 255 || b > 255 || c > 255 || d > 255) return undefined;
    text = `${text.slice(0, tailAt)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
  }
  try {
    return ipaddr.IPv6.parse(text);
  } catch {
    return undefined;
  }
}

/** An IPv6 literal (brackets and zone id allowed) as 16 bytes. */
export function parseIPv6(input: string): Uint8Array | undefined {
  const address = parseIPv6Address(input);
  return address === undefined ? undefined : Uint8Array.from(address.toByteArray());
}
