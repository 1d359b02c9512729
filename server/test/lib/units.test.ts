// Small pure helpers: versions, redirects, languages, hosts, rate limits.
import { describe, expect, it } from "vitest";
import { parseHost } from "../../src/lib/hosts.ts";
import { loadMessages, message, pickLanguage } from "../../src/lib/messages.ts";
import { sameOriginPath } from "../../src/lib/same-origin-path.ts";
import { compareVersions } from "../../src/lib/semver.ts";

describe("compareVersions", () => {
  it("orders by semver precedence", () => {
    const sorted = [
      "1.0.0",
      "1.10.0",
      "1.2.0",
      "1.10.0-beta.2",
      "1.10.0-beta.10",
      "1.10.0-alpha",
      "0.9.9",
    ].sort(compareVersions);
    expect(sorted).toEqual([
      "0.9.9",
      "1.0.0",
      "1.2.0",
      "1.10.0-alpha",
      "1.10.0-beta.2",
      "1.10.0-beta.10",
      "1.10.0",
    ]);
  });
});

describe("sameOriginPath", () => {
  it.each([
    ["/", "/"],
    ["/a/b?c=1#d", "/a/b?c=1#d"],
    ["/a/../b", "/b"],
    ["//evil.example", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example/", undefined],
    ["javascript:alert(1)", undefined],
    ["/x\ny", undefined],
    ["", undefined],
    [undefined, undefined],
    ["/" + "a".repeat(3000), undefined],
  ])("%j → %j", (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
  });
});

describe("pickLanguage and message", () => {
  it("picks the best supported language by q-value", async () => {
    await loadMessages();
    expect(pickLanguage(undefined)).toBe("en");
    expect(pickLanguage("de-DE,de;q=0.9")).toBe("de");
    expect(pickLanguage("xx;q=1, ja;q=0.4, fr;q=0.5")).toBe("fr");
    expect(pickLanguage("zh-TW")).toBe("zh-hk");
    expect(pickLanguage("zh-Hans-CN")).toBe("zh-cn");
    expect(pickLanguage("pt-BR")).toBe("pt");
    expect(pickLanguage("*")).toBe("en");
    expect(message("thrown.refreshFailed")).toBe("Failed to refresh token");
    expect(message("workspace.infoFailed", "en")).toBe(
      "Unable to obtain information regarding your Parley application.",
    );
    expect(message("signIn.error.invalid_credentials", "ar")).not.toBe(
      message("signIn.error.invalid_credentials", "en"),
    );
  });
});

describe("parseHost", () => {
  it.each([
    ["acme.localhost", { kind: "workspace", subdomain: "acme" }],
    ["ACME.localhost", { kind: "workspace", subdomain: "acme" }],
    ["x.acme.localhost", { kind: "workspace", subdomain: "x" }],
    ["localhost", { kind: "root" }],
    ["www.localhost", { kind: "root" }],
    ["127.0.0.1", { kind: "root" }],
    ["share.localhost", { kind: "share" }],
    ["admin.localhost", { kind: "admin" }],
    ["docs.localhost", { kind: "docs" }],
    ["acme.other.test", { kind: "root" }],
  ])("%s", (host, expected) => {
    expect(parseHost(host, "localhost")).toEqual(expected);
  });

  it("works with a multi-label base domain", () => {
    expect(parseHost("acme.parley.example.com", "parley.example.com")).toEqual({
      kind: "workspace",
      subdomain: "acme",
    });
    expect(parseHost("parley.example.com", "parley.example.com")).toEqual({ kind: "root" });
  });
});
