// PARLEY_REMOTES_ORIGIN, end to end: a server whose manifest sends browsers to another origin for
// remote builds (a CDN; here the same server under 127.0.0.1, a second loopback origin). The page on
// acme's host loads mf_auth's entry and its chunks from there — its CSP allows it, and the CORS answer
// lets the `integrity` checks pass — and the sign-in page works.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { acmeOwner, REMOTES_ORIGIN_PORT } from "../fixtures/env.ts";
import { startNode } from "../fixtures/processes.ts";
import { expect, test } from "../fixtures/test.ts";

const port = REMOTES_ORIGIN_PORT;
const pageOrigin = `http://acme.localhost:${port}`;
const cdnOrigin = `http://127.0.0.1:${port}`;

test.describe("remote builds from a configured origin", () => {
  let dataDir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A server of its own: the shared one serves remotes from each page's origin.
    dataDir = mkdtempSync(join(tmpdir(), "parley-e2e-remotes-origin-"));
    server = await startNode(
      "server/src/server.ts",
      {
        PORT: String(port),
        PARLEY_DATA_DIR: dataDir,
        PARLEY_DEMO_PASSWORD: acmeOwner.password,
        PARLEY_REMOTES_ORIGIN: cdnOrigin,
        LOG_LEVEL: "warn",
      },
      `http://localhost:${port}/api/v1/core/gs-version`,
    );
  });

  test.afterAll(async () => {
    const child = server;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the sign-in page loads mf_auth's entry and chunks from that origin, with CORS and the CSP allowing it", async ({
    page,
  }) => {
    const violations: string[] = [];
    const chunks: string[] = [];
    page.on("requestfinished", (request) => {
      if (/\/remotes\/mf_auth\/[^/]+\/assets\//.test(request.url())) chunks.push(request.url());
    });
    page.on("console", (message) => {
      if (/Content Security Policy|CORS/i.test(message.text())) violations.push(message.text());
    });
    const entry = page.waitForResponse((response) =>
      /\/remotes\/mf_auth\/[^/]+\/remoteEntry\.js$/.test(response.url()),
    );
    const navigation = await page.goto(`${pageOrigin}/sign-in`);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    const response = await entry;
    expect(new URL(response.url()).origin).toBe(cdnOrigin);
    expect(response.status()).toBe(200);
    expect(await response.headerValue("access-control-allow-origin")).toBe(pageOrigin);
    const csp = await navigation?.headerValue("content-security-policy");
    expect(csp).toMatch(new RegExp(`script-src [^;]*${cdnOrigin.replace(/[.:/]/g, "\\$&")}`));
    expect(violations).toEqual([]);
    // The chunks follow the entry's origin (the build resolves its publicPath against the entry's URL).
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((url) => new URL(url).origin !== cdnOrigin)).toEqual([]);
  });
});
