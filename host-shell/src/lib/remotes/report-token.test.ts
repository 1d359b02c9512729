import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { createFailureReporter } from "./report-failure.ts";
import { createLoadReporter } from "./report-load.ts";
import { takeInlineReportToken, withReportToken } from "./report-token.ts";

const TOKEN = "v1.acme.AAAAAAAAAAAAAAAA.1700000000.signature";

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

const tokenOf = (api: ReturnType<typeof vi.fn<ApiFetch>>, call: number) =>
  new Headers(api.mock.calls[call]?.[1]?.headers).get("x-parley-report-token");

describe("the page's report token", () => {
  it("is read once from the document the server served", () => {
    document.head.innerHTML = `<script type="application/json" id="parley-report-token">${JSON.stringify({ token: TOKEN })}</script>`;
    expect(takeInlineReportToken()).toBe(TOKEN);
    expect(takeInlineReportToken()).toBeNull();
  });

  it("is sent with the shell's failure and load reports, and a remote's own report, only", async () => {
    vi.useFakeTimers();
    const inner = vi.fn<ApiFetch>(async () => new Response(null, { status: 204 }));
    const api = withReportToken(inner, TOKEN);
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    createFailureReporter(api)({ remote: "mf_auth", version: "1.0.0", phase: "load", message: "x" });
    createLoadReporter(api, { storage: null })("mf_auth", "1.0.0");
    await vi.advanceTimersByTimeAsync(2000);
    // ui-kit's ParcelCrash reports through ShellProps.api with its own headers.
    await api("/api/v1/remotes/errors", { method: "POST", headers: { "content-type": "application/json" } });
    await api("/api/v1/members/detail");

    expect(inner.mock.calls.map(([path]) => path)).toEqual([
      "/api/v1/remotes/errors",
      "/api/v1/remotes/loads",
      "/api/v1/remotes/errors",
      "/api/v1/members/detail",
    ]);
    expect([0, 1, 2].map((call) => tokenOf(inner, call))).toEqual([TOKEN, TOKEN, TOKEN]);
    expect(new Headers(inner.mock.calls[2]?.[1]?.headers).get("content-type")).toBe("application/json");
    expect(tokenOf(inner, 3)).toBeNull();
  });

  it("leaves the fetch as it is when the document carries none", () => {
    const inner = vi.fn<ApiFetch>();
    expect(withReportToken(inner, null)).toBe(inner);
  });
});
