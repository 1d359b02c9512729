import { describe, expect, it } from "vitest";
import {
  headersForHop,
  keptAcrossOrigins,
  RedirectRefusedError,
} from "../../../src/lib/net/redirect-policy.ts";
import { FetchBlockedError } from "../../../src/lib/net/ssrf-guard.ts";

const headers = {
  authorization: "Bearer t",
  Cookie: "s=1",
  "proxy-authorization": "Basic p",
  "x-api-key": "k",
  "X-Custom": "c",
  accept: "application/json",
  "user-agent": "Parley",
  "content-type": "application/json",
};
const follow = { mode: "follow" } as const;
const hop = (from: string, to: string, rules: Parameters<typeof headersForHop>[3] = follow) =>
  headersForHop(new URL(from), new URL(to), headers, rules);

describe("redirect policy", () => {
  it("keeps every header within the origin", () => {
    expect(hop("https://a.example/x", "https://a.example/y?z=1")).toEqual(headers);
    expect(hop("https://a.example/x", "https://a.example/y", { mode: "same-origin-only" })).toEqual(headers);
  });

  it("keeps only safelisted headers across origins (host, port or scheme)", () => {
    for (const to of ["http://b.example/x", "http://a.example:81/x", "https://a.example/x"]) {
      expect(hop("http://a.example/x", to), to).toEqual({
        accept: "application/json",
        "user-agent": "Parley",
        "content-type": "application/json",
      });
    }
  });

  it("drops a safelisted header the caller marked secret, in any case", () => {
    expect(keptAcrossOrigins("Accept", ["ACCEPT"])).toBe(false);
    expect(keptAcrossOrigins("Authorization")).toBe(false);
    expect(keptAcrossOrigins("accept")).toBe(true);
  });

  it("refuses https → http, naming both ends but no query", () => {
    const attempt = () => hop("https://a.example/x", "http://a.example/y?token=secret");
    expect(attempt).toThrow(RedirectRefusedError);
    expect(attempt).toThrow(FetchBlockedError);
    expect(attempt).toThrow(
      "Refused a redirect from https://a.example/x to http://a.example/y: a redirect may not leave https for plain http",
    );
    expect(attempt).not.toThrow(/secret/);
  });

  it("same-origin-only refuses another origin with the endpoint's name", () => {
    expect(() =>
      hop("https://mcp.example/mcp", "https://other.example/mcp", {
        mode: "same-origin-only",
        endpoint: "An MCP server",
      }),
    ).toThrow(
      "Refused a redirect to https://other.example/mcp: An MCP server must not redirect to another origin",
    );
  });
});
