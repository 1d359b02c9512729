// Test helpers: a temporary configuration folder, the reference MCP servers from npm as stdio
// commands, and raw HTTP calls (node:http, so Host and Origin are exactly what a test sets).
import { request } from "node:http";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HELPER_PATHS, HELPER_SECRET_HEADER } from "@parley/shared-contracts/api/helper-app";
import type { RunningHelper } from "../helper.ts";

const require = createRequire(import.meta.url);

export const ORIGIN = "http://acme.localhost:8080";

export const filesystemServer = (folder: string) => ({
  command: process.execPath,
  args: [require.resolve("@modelcontextprotocol/server-filesystem/dist/index.js"), folder],
});

export const everythingServer = () => ({
  command: process.execPath,
  args: [require.resolve("@modelcontextprotocol/server-everything/dist/index.js"), "stdio"],
});

export async function tempFolder(
  prefix = "parley-helper-",
): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export async function writeConfig(dir: string, config: unknown): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "config.json"), JSON.stringify(config));
}

export interface CallOptions {
  method?: "GET" | "POST" | "OPTIONS";
  body?: unknown;
  host?: string;
  origin?: string | null;
  secret?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One call to the helper; Origin defaults to {@link ORIGIN} (null: none). */
export function call(port: number, path: string, options: CallOptions = {}): Promise<Answer> {
  const text = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: options.host ?? `127.0.0.1:${port}`, ...options.headers };
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.secret !== undefined) headers[HELPER_SECRET_HEADER] = options.secret;
  if (text !== undefined) headers["content-type"] = "application/json";
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? (text === undefined ? "GET" : "POST"),
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: raw ? JSON.parse(raw) : null,
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(text);
  });
}

/** Pairs {@link ORIGIN} the way a user does (the code approved at the helper) and answers the secret. */
export async function pair(helper: RunningHelper, origin = ORIGIN): Promise<string> {
  const asked = await call(helper.port, HELPER_PATHS.pair, { method: "POST", origin });
  const { pairingId, code } = asked.body as { pairingId: string; code: string };
  await helper.pairings.approve(code);
  const polled = await call(helper.port, HELPER_PATHS.pairStatus, { body: { pairingId }, origin });
  return (polled.body as { secret: string }).secret;
}
