import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url.ts";

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
