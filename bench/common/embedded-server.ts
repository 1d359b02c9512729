// The real server on the embedded database in a throw-away data dir, for the browser benches:
// started, waited for, and stopped with its data removed.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

export interface EmbeddedServer {
  /** The server process (for its memory). */
  pid: number;
  stop(): Promise<void>;
}

export async function startEmbeddedServer(options: {
  repoRoot: string;
  port: number;
  dataDir: string;
  demoPassword: string;
}): Promise<EmbeddedServer> {
  // Always the embedded database, whatever the caller's environment says.
  const { DATABASE_URL: _embeddedOnly, ...inherited } = process.env;
  // BENCH_SERVER_NODE_ARGS adds V8 flags that NODE_OPTIONS refuses (e.g. --trace-gc).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, "server/src/server.ts"], {
    cwd: options.repoRoot,
    env: {
      ...inherited,
      PORT: String(options.port),
      PARLEY_DATA_DIR: options.dataDir,
      PARLEY_DEMO_PASSWORD: options.demoPassword,
      // The benchmarks sign in by request, solving no captcha.
      CAPTCHA_PROVIDER: "none",
    },
    // BENCH_SERVER_OUTPUT=inherit shows the server's own output (e.g. with NODE_OPTIONS=--trace-gc).
    stdio: process.env.BENCH_SERVER_OUTPUT === "inherit" ? "inherit" : "ignore",
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(options.dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/v1/core/gs-version`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 240 || server.exitCode !== null) {
      await stop();
      throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { pid: server.pid ?? 0, stop };
}
