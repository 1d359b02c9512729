import { describe, expect, it } from "vitest";
import { DEFAULT_ALLOWED_ORIGINS } from "./config.ts";
import { originMatcher } from "./origins.ts";

describe("originMatcher", () => {
  it("lets a local Parley through by default and nothing else", () => {
    const allowed = originMatcher(DEFAULT_ALLOWED_ORIGINS);
    expect(allowed("http://acme.localhost:8080")).toBe(true);
    expect(allowed("http://localhost:8130")).toBe(true);
    expect(allowed("https://acme.localhost:8080")).toBe(false);
    expect(allowed("http://evil.example")).toBe(false);
    expect(allowed("http://localhost.evil.example:80")).toBe(false);
    expect(allowed("null")).toBe(false);
  });

  it("matches one label for a star and exact origins as they are", () => {
    const allowed = originMatcher(["https://*.parley.example.com", "https://parley.example.org"]);
    expect(allowed("https://acme.parley.example.com")).toBe(true);
    expect(allowed("https://ACME.parley.example.com")).toBe(true);
    expect(allowed("https://a.b.parley.example.com")).toBe(false);
    expect(allowed("https://parley.example.com")).toBe(false);
    expect(allowed("https://acme.parley.example.com.evil.test")).toBe(false);
    expect(allowed("https://parley.example.org")).toBe(true);
    expect(allowed("https://parley.example.org:444")).toBe(false);
  });
});
