// A real Redis for the tests that need one: Debian's redis-server on a free loopback port, nothing
// written to disk, stopped after the file's tests. `port`: start again where a stopped one listened
// (a Redis restart, as its clients see it).
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "parley-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not run (install Debian's redis-server): ${error.message}`));
    });
    child.stdout.on("data", () => {
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
