// `npm run new:remote` end to end: a remote the generator makes appears in a running shell with no
// other edit. In a temporary checkout (scripts/new-remote/checkout.ts) the generator writes mf-probe-notes
// and edits its lists, the real build makes it, and a server started from the checkout — so that it
// reads the checkout's shared-contracts, whose remote names now include it — serves it beside the
// host and the remotes already built in this repository's dist/ (linked, not rebuilt). Then the
// generated e2e spec and page object run as they are, Playwright in the checkout against that server:
// the owner signs in in Chromium, opens /probe-notes, and the remote renders its title.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkoutBuildEnv } from "../../scripts/build/checkout-env.ts";
import { linkBuilds, makeCheckout } from "../../scripts/new-remote/checkout.ts";
import { parseRemoteName } from "../../scripts/new-remote/generate.ts";
import { acmeOwner, NEW_REMOTE_PORT } from "../fixtures/env.ts";
import { repoRoot, startNode } from "../fixtures/processes.ts";
import { expect, test } from "../fixtures/test-without-server.ts";

const PORT = NEW_REMOTE_PORT;
const parsed = parseRemoteName("mf-probe-notes");
if ("error" in parsed) throw new Error(parsed.error);
const names = parsed;

/** Ends a child process and waits for it (one that already ended fires no second "exit"). */
async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

test.describe("a generated remote", () => {
  let checkout: string | undefined;
  let dataDir: string | undefined;
  let server: ChildProcess | undefined;
  let playwright: ChildProcess | undefined;

  test.afterAll(async () => {
    // Playwright ends its workers and browser on SIGINT.
    await stop(playwright, "SIGINT");
    await stop(server, "SIGTERM");
    for (const folder of [checkout, dataDir]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("appears in a running shell: its generated e2e spec passes against a server from the checkout", async () => {
    // Generator and build about 5 s, server 15–40 s, the generated spec 5–20 s on a busy 2-core runner.
    test.setTimeout(180_000);
    const inCheckout = (cwd: string, script: string, ...args: string[]) => {
      const result = spawnSync(process.execPath, [script, ...args], {
        cwd,
        encoding: "utf8",
        env: checkoutBuildEnv(),
      });
      expect(result.status, `node ${script} ${args.join(" ")}:\n${result.stdout}${result.stderr}`).toBe(0);
    };

    const dir = await test.step("generate and build it in a checkout", () => {
      const made = makeCheckout(repoRoot, { prefix: "parley-e2e-new-remote-", serve: true });
      checkout = made;
      inCheckout(made, "scripts/new-remote.ts", names.workspace);
      inCheckout(made, "scripts/build.ts", "--only", names.workspace);
      linkBuilds(repoRoot, made);
      return made;
    });

    await test.step("serve it from the checkout's server", async () => {
      dataDir = mkdtempSync(join(tmpdir(), "parley-e2e-new-remote-data-"));
      server = await startNode(
        join(dir, "server", "src", "server.ts"),
        {
          PORT: String(PORT),
          PARLEY_DATA_DIR: dataDir,
          PARLEY_DIST_DIR: join(dir, "dist"),
          PARLEY_DEMO_PASSWORD: acmeOwner.password,
          LOG_LEVEL: "warn",
        },
        `http://localhost:${PORT}/api/v1/core/gs-version`,
        120_000,
      );
      // acme's manifest names the remote and its page (a server reading this repository's
      // shared-contracts would skip the build: its name is not one of remoteNameSchema's).
      const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/remotes/manifest`, {
        headers: { host: `acme.localhost:${PORT}` },
      });
      expect(response.status).toBe(200);
      const manifest = (await response.json()) as {
        remotes: Record<string, { channel: string; routes?: { routes: { path: string }[] } }>;
      };
      expect(manifest.remotes[names.container]).toMatchObject({
        channel: "built-in",
        routes: { routes: [{ path: `/${names.slug}` }] },
      });
    });

    await test.step("run its generated e2e spec against that server", async () => {
      const e2e = join(dir, "e2e");
      // The generated spec's test.ts: the page objects without a worker server of its own.
      copyFileSync(
        join(repoRoot, "e2e", "fixtures", "test-without-server.ts"),
        join(e2e, "fixtures", "test.ts"),
      );
      // Its acmeUrl and baseURL point at this spec's server; nothing of this run's worker (its index
      // would move the port, its JSON report file would be overwritten).
      const env = Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => !/^(TEST_WORKER_INDEX|TEST_PARALLEL_INDEX|PLAYWRIGHT_.*|PW_.*)$/.test(key),
        ),
      );
      const spec = `tests/${names.slug}.spec.ts`;
      const run = spawn(
        process.execPath,
        [
          join(repoRoot, "node_modules", "@playwright", "test", "cli.js"),
          ...["test", "-c", "playwright.config.ts", spec],
          ...["--workers=1", "--retries=0", "--reporter=line"],
          // Its trace and screenshot of a failure land beside this test's.
          `--output=${test.info().outputPath("generated-spec")}`,
        ],
        { cwd: e2e, env: { ...env, E2E_PORT: String(PORT), FORCE_COLOR: "0" }, stdio: "pipe" },
      );
      playwright = run;
      let output = "";
      run.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      run.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => run.once("exit", resolve));
      expect(code, output).toBe(0);
      expect(output, output).toContain(spec);
      expect(output, output).toMatch(/\b1 passed\b/);
    });
  });
});
