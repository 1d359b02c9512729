import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/config.ts";
import {
  assertUrlAllowed,
  checkUrl,
  classifyHost,
  classifyLiteral,
  FetchBlockedError,
  parseAllowList,
  parseIPv4,
} from "../../../src/lib/net/ssrf-guard.ts";

const NONE = parseAllowList("");
const byte = fc.integer({ min: 0, max: 255 });

/** Blocked IPv4 ranges as [first octet fixed bits…] generators of the 4 octets. */
const blockedV4 = fc.oneof(
  fc.tuple(fc.constant(127), byte, byte, byte),
  fc.tuple(fc.constant(10), byte, byte, byte),
  fc.tuple(fc.constant(0), byte, byte, byte),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), byte, byte),
  fc.tuple(fc.constant(192), fc.constant(168), byte, byte),
  fc.tuple(fc.constant(169), fc.constant(254), byte, byte),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), byte, byte),
  fc.tuple(fc.integer({ min: 224, max: 255 }), byte, byte, byte),
);

/** Public addresses: first octet outside every special range. */
const publicV4 = fc.tuple(
  fc.constantFrom(1, 8, 9, 11, 23, 45, 77, 99, 104, 151, 185, 199, 208, 216),
  byte,
  byte,
  byte,
);

type Octets = [number, number, number, number];
const asInt = ([a, b, c, d]: Octets) => ((a * 256 + b) * 256 + c) * 256 + d;
const hex = (n: number) => `0x${n.toString(16)}`;
const oct = (n: number) => `0${n.toString(8)}`;
const h16 = (n: number) => n.toString(16);

/** Every spelling a resolver or URL parser accepts for the same IPv4 address. */
function spellings(o: Octets): string[] {
  const [a, b, c, d] = o;
  const n = asInt(o);
  return [
    `${a}.${b}.${c}.${d}`,
    String(n),
    hex(n),
    oct(n),
    `${oct(a)}.${oct(b)}.${oct(c)}.${oct(d)}`,
    `${hex(a)}.${hex(b)}.${hex(c)}.${hex(d)}`,
    `${a}.${b * 65536 + c * 256 + d}`,
    `${hex(a)}.${hex(b * 65536 + c * 256 + d)}`,
    `${a}.${b}.${c * 256 + d}`,
    `${a}.${b}.${c}.${d}.`,
    `::ffff:${a}.${b}.${c}.${d}`,
    `::ffff:${h16(a * 256 + b)}:${h16(c * 256 + d)}`,
    `[::ffff:${a}.${b}.${c}.${d}]`,
    `0:0:0:0:0:ffff:${h16(a * 256 + b)}:${h16(c * 256 + d)}`,
    `::${a}.${b}.${c}.${d}`,
    `64:ff9b::${a}.${b}.${c}.${d}`,
    `64:ff9b::${h16(a * 256 + b)}:${h16(c * 256 + d)}`,
    `2002:${h16(a * 256 + b)}:${h16(c * 256 + d)}::1`,
    `::ffff:0:${a}.${b}.${c}.${d}`,
  ];
}

describe("ssrf guard: addresses", () => {
  it("reads every IPv4 spelling as the same address", () => {
    fc.assert(
      fc.property(fc.tuple(byte, byte, byte, byte), (o) => {
        for (const s of spellings(o).slice(0, 10)) expect(parseIPv4(s), s).toBe(asInt(o));
      }),
    );
  });

  it("refuses every spelling of a blocked IPv4 address, raw and through the URL parser", () => {
    fc.assert(
      fc.property(blockedV4, (o) => {
        for (const s of spellings(o)) {
          expect(classifyLiteral(s).reason, s).toBeDefined();
          const host = s.includes(":") && !s.startsWith("[") ? `[${s}]` : s;
          expect(() => assertUrlAllowed(new URL(`http://${host}:8080/x`), NONE), s).toThrow(
            FetchBlockedError,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it("allows public addresses in their usual spellings", () => {
    fc.assert(
      fc.property(publicV4, (o) => {
        const [a, b, c, d] = o;
        for (const s of [`${a}.${b}.${c}.${d}`, String(asInt(o)), `::ffff:${a}.${b}.${c}.${d}`]) {
          expect(classifyLiteral(s).reason, s).toBeUndefined();
        }
      }),
    );
  });

  it("refuses special IPv6 ranges with zone ids and brackets", () => {
    const word = fc.integer({ min: 0, max: 0xffff }).map(h16);
    const tail = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(":"));
    const blocked = fc.oneof(
      tail.map((t) => `fe80::${t}%eth0`),
      tail.map((t) => `[fc00::${t}]`),
      tail.map((t) => `fd12::${t}`),
      tail.map((t) => `ff02::${t}`),
      fc.constantFrom("::1", "[::1]", "::", "0:0:0:0:0:0:0:1", "fd00:ec2::254", "[fd00:ec2::254]"),
    );
    fc.assert(
      fc.property(blocked, (s) => {
        expect(classifyLiteral(s).reason, s).toBeDefined();
      }),
    );
    expect(classifyLiteral("2606:4700::1111").reason).toBeUndefined();
    expect(classifyLiteral("2001:4860:4860::8888").reason).toBeUndefined();
  });

  it("names cloud metadata endpoints and loopback names", () => {
    expect(classifyLiteral("169.254.169.254").reason).toBe("metadata");
    expect(classifyLiteral("fd00:ec2::254").reason).toBe("metadata");
    for (const name of ["metadata.google.internal", "METADATA.GOOGLE.INTERNAL.", "metadata", "localhost"])
      expect(classifyHost(name), name).toBeDefined();
    expect(classifyHost("example.com")).toBeUndefined();
    expect(classifyHost("0x7f.1")).toBe("loopback");
    expect(classifyHost("1.2.3.4.5")).toBe("invalid");
  });
});

describe("ssrf guard: special ranges", () => {
  it("judges an IPv6 address that carries an IPv4 one by that address", () => {
    for (const [s, reason] of [
      ["64:ff9b::8.8.8.8", undefined],
      ["64:ff9b::10.0.0.1", "private"],
      ["64:ff9b:1::1", "private"],
      ["2002:808:808::1", undefined],
      ["2002:a9fe:a9fe::1", "metadata"],
      ["::ffff:0:8.8.8.8", undefined],
      ["::8.8.8.8", "reserved"],
      ["::ffff:100.64.0.1", "shared"],
    ] as const)
      expect(classifyLiteral(s).reason, s).toBe(reason);
  });

  it("refuses ranges that are not public, and only those", () => {
    for (const s of [
      "255.255.255.255",
      "198.18.0.1",
      "2001::1",
      "2001:2::1",
      "2001:db8::1",
      "3fff::1",
      "100::1",
    ])
      expect(classifyLiteral(s).reason, s).toBe("reserved");
    expect(classifyLiteral("fec0::1").reason).toBe("private");
    // AS112 and AMT relays are anycast on the public internet.
    for (const s of ["192.175.48.1", "192.52.193.1", "2620:4f:8000::1", "2001:4860:4860::8888"])
      expect(classifyLiteral(s).reason, s).toBeUndefined();
  });
});

describe("ssrf guard: URLs and the allow-list", () => {
  it("accepts only http and https without credentials", () => {
    expect(checkUrl("file:///etc/passwd", NONE).ok).toBe(false);
    expect(checkUrl("gopher://example.com/", NONE).ok).toBe(false);
    expect(checkUrl("http://user:pw@example.com/", NONE).ok).toBe(false);
    expect(checkUrl("not a url", NONE)).toEqual({ ok: false, message: "must be a valid http(s) URL" });
    expect(checkUrl("https://example.com/a", NONE).ok).toBe(true);
  });

  it("lets allow-listed hosts through, on the named port only", () => {
    const allow = parseAllowList(" localhost:8221, Fixture.Test ,[::1]:9000");
    expect(checkUrl("http://localhost:8221/", allow).ok).toBe(true);
    expect(checkUrl("http://localhost:8222/", allow).ok).toBe(false);
    expect(checkUrl("http://127.0.0.1:8221/", allow).ok).toBe(false);
    expect(checkUrl("http://fixture.test:1234/", allow).ok).toBe(true);
    expect(checkUrl("http://[::1]:9000/", allow).ok).toBe(true);
    expect(checkUrl("http://[::1]:9001/", allow).ok).toBe(false);
  });
});

describe("PARLEY_FETCH_ALLOW_HOSTS", () => {
  it("is parsed into the config and rejects malformed entries at boot", () => {
    const config = loadConfig({ PARLEY_FETCH_ALLOW_HOSTS: "ollama.lan:11434,[::1]:8080, 127.0.0.1" });
    expect(config.outboundFetch.allow.entries).toEqual([
      { host: "ollama.lan", port: "11434" },
      { host: "[::1]", port: "8080" },
      { host: "127.0.0.1", port: undefined },
    ]);
    expect(loadConfig({}).outboundFetch.allow.entries).toEqual([]);
    expect(() => loadConfig({ PARLEY_FETCH_ALLOW_HOSTS: "http://x/" })).toThrow(ConfigError);
    expect(() => loadConfig({ PARLEY_FETCH_ALLOW_HOSTS: "a b" })).toThrow(/PARLEY_FETCH_ALLOW_HOSTS/);
  });
});
