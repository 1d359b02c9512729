// One remote's dev server, started as its package.json `dev` script starts it (`npm run dev -w
// mf-share`), on a free port: it serves remoteEntry.js, mf-manifest.json and parley-remote.json at
// its origin root to any page (CORS), as version 0.0.0-dev, with its files' public path on that origin.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const WORKSPACE = "mf-share";
let child: ChildProcess;
let origin: string;
const output: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const { scripts } = JSON.parse(readFileSync(join(root, WORKSPACE, "package.json"), "utf8")) as {
    scripts: { dev: string };
  };
  expect(scripts.dev).toBe(`node ../scripts/dev/serve.ts ${WORKSPACE}`);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const [, ...args] = scripts.dev.split(" ");
  child = spawn(process.execPath, [...args, "--port", String(port)], {
    cwd: join(root, WORKSPACE),
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the dev server exited (${code}):\n${output.join("\n")}`)));
    for (const stream of [child.stdout, child.stderr])
      if (stream)
        createInterface({ input: stream }).on("line", (line) => {
          output.push(line);
          if (line.startsWith(`[${WORKSPACE}] built in`)) resolve();
          if (line.startsWith(`[${WORKSPACE}] failed`)) reject(new Error(output.join("\n")));
        });
  });
}, 60_000);

afterAll(async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await exited;
});

describe("one remote's dev server", () => {
  it("serves remoteEntry.js to any page, uncached", async () => {
    const response = await fetch(`${origin}/remoteEntry.js`, {
      headers: { origin: "http://acme.localhost:8080" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain("mf_share");
    // Hot updates over the dev server's own websocket.
    expect(script).toContain(encodeURIComponent("/ws"));
  });

  it("declares the build in parley-remote.json as version 0.0.0-dev", async () => {
    const response = await fetch(`${origin}/parley-remote.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const info = (await response.json()) as { name: string; version: string; exposes: string[] };
    expect(info.name).toBe("mf_share");
    expect(info.version).toBe("0.0.0-dev");
    expect(info.exposes.length).toBeGreaterThan(0);
  });

  it("serves mf-manifest.json with the files on its own origin", async () => {
    const response = await fetch(`${origin}/mf-manifest.json`);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const manifest = (await response.json()) as {
      metaData: { publicPath: string; buildInfo: { buildVersion: string } };
    };
    expect(manifest.metaData.publicPath).toBe(`${origin}/`);
    expect(manifest.metaData.buildInfo.buildVersion).toBe("0.0.0-dev");
  });
});
