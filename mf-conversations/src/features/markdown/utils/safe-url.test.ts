import { describe, expect, it } from "vitest";
import { isSameOrigin, safeUrl } from "./safe-url.ts";

describe("safeUrl", () => {
  it.each([
    "https://example.com/a?b=c:d",
    "http://x.test",
    "mailto:a@b.test",
    "MAILTO:a@b.test",
    "/path",
    "#top",
    "docs/a:b",
  ])("keeps %s", (url) => expect(safeUrl(url)).toBe(url));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "blob:https://x.test/uuid",
  ])("drops %s", (url) => expect(safeUrl(url)).toBe(""));
});

describe("isSameOrigin", () => {
  const page = "http://acme.localhost:8130/conversations/4";
  it.each(["/files/a.png", "a.png", "http://acme.localhost:8130/x.png", "?v=1"])("keeps %s", (url) =>
    expect(isSameOrigin(url, page)).toBe(true),
  );
  it.each([
    "https://evil.test/pixel.png?q=secret",
    "//evil.test/pixel.png",
    "http://acme.localhost:8131/x.png",
    "https://acme.localhost:8130/x.png",
    "http://globex.localhost:8130/x.png",
    "http://[bad",
  ])("refuses %s", (url) => expect(isSameOrigin(url, page)).toBe(false));
});
