// Files the server keeps in PARLEY_DATA_DIR besides the embedded database: generated secrets (0600)
// and server.json, which tells the ops CLI that a server is running and where to reach it.
import { chmod, mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomToken } from "./crypto.ts";
import { isProcessAlive } from "./db/embedded-lock.ts";

export const SECRET_FILE = "secret";
export const OPS_TOKEN_FILE = "ops-token";
export const SERVER_INFO_FILE = "server.json";
export const DEMO_PASSWORD_FILE = "demo-password";

export async function ensureDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
}

/** Reads a secret file, creating it with a random value (mode 0600) the first time. */
export async function ensureSecretFile(dataDir: string, name: string): Promise<string> {
  await ensureDataDir(dataDir);
  const file = path.join(dataDir, name);
  try {
    const handle = await open(file, "wx", 0o600);
    const value = randomToken(48);
    await handle.writeFile(value);
    await handle.close();
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const value = (await readFile(file, "utf8")).trim();
  if (value.length < 32)
    throw new Error(`${file} holds a value shorter than 32 characters; delete it to regenerate.`);
  return value;
}

export async function readTextFile(dataDir: string, name: string): Promise<string | undefined> {
  try {
    return (await readFile(path.join(dataDir, name), "utf8")).trim();
  } catch {
    return undefined;
  }
}

export async function writePrivateFile(dataDir: string, name: string, content: string): Promise<void> {
  const file = path.join(dataDir, name);
  await writeFile(file, content, { mode: 0o600 });
  await chmod(file, 0o600);
}

export interface ServerInfo {
  pid: number;
  port: number;
  /** Loopback URL the ops CLI posts commands to. */
  opsUrl: string;
  startedAt: string;
}

export async function writeServerInfo(dataDir: string, info: ServerInfo): Promise<void> {
  await writePrivateFile(dataDir, SERVER_INFO_FILE, JSON.stringify(info, null, 2));
}

/** The running server's info, or undefined when none is running (a stale file is ignored). */
export async function readServerInfo(dataDir: string): Promise<ServerInfo | undefined> {
  const text = await readTextFile(dataDir, SERVER_INFO_FILE);
  if (text === undefined) return undefined;
  try {
    const info = JSON.parse(text) as ServerInfo;
    return typeof info.pid === "number" && isProcessAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export async function removeServerInfo(dataDir: string): Promise<void> {
  const info = await readTextFile(dataDir, SERVER_INFO_FILE);
  // Only remove our own file: another server may have started on this data dir since.
  if (info !== undefined && (JSON.parse(info) as ServerInfo).pid !== process.pid) return;
  await rm(path.join(dataDir, SERVER_INFO_FILE), { force: true });
}
