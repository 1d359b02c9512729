import { describe, expect, it } from "vitest";
import { parseIPv4, parseIPv6, parseIPv6Address } from "../../../src/lib/net/ip-literal.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("IP literals", () => {
  it("reads a bare 0x part as 0, as inet_aton does", () => {
    expect(parseIPv4("0x")).toBe(0);
    expect(parseIPv4("127.0x.0x.1")).toBe(0x7f000001);
    expect(parseIPv4("0x7f.1.")).toBe(0x7f000001);
    expect(parseIPv4("08.0.0.1")).toBeUndefined();
    expect(parseIPv4("1.2.3.4.5")).toBeUndefined();
  });

  it("keeps ::a.b.c.d IPv4-compatible (not mapped) and reads its quad in decimal only", () => {
    expect(parseIPv6("::127.0.0.1")).toEqual(bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 127, 0, 0, 1));
    // Leading zeros are decimal, never octal: 010 is 10, not 8.
    expect(parseIPv6Address("::ffff:010.0.0.1")?.toIPv4Address().toString()).toBe("10.0.0.1");
    for (const s of ["::ffff:0x7f.0.0.1", "::ffff:127.1", "::ffff:256.0.0.1", "1.2.3.4::", "1.2.3.4::1"])
      expect(parseIPv6(s), s).toBeUndefined();
  });

  it("accepts brackets and zone ids, and nothing that is not eight 16-bit groups", () => {
    expect(parseIPv6("[fe80::1%eth0]")).toEqual(bytes(0xfe, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1));
    expect(parseIPv6("1:2:3:4:5:6:7::")?.[13]).toBe(7);
    for (const s of ["1:2:3:4:5:6:7:8:9", "1::2::3", "::1:", ":1::", "12345::", "1:2:3:4:5:6:7:8::", "g::1"])
      expect(parseIPv6(s), s).toBeUndefined();
  });
});
