// PGlite is single-process: two processes opening the same files would corrupt them. Whoever opens
// the embedded database (the server or the ops CLI) holds this lock file; a stale one (dead pid) is
// taken over.
import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";

export type LockRole = "server" | "ops";

export interface LockHolder {
  pid: number;
  role: LockRole;
}

export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";
  readonly holder: LockHolder;
  constructor(file: string, holder: LockHolder) {
    super(
      `The embedded database (${path.dirname(file)}) is in use by ${holder.role === "server" ? "a running Parley server" : "an ops command"} (pid ${holder.pid}).`,
    );
    this.holder = holder;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, "db.lock");
}

/** The live holder of the lock, or undefined when it is free or stale. */
export async function readLockHolder(dataDir: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(lockFile(dataDir), "utf8")) as LockHolder;
    return typeof holder.pid === "number" && isProcessAlive(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

async function tryAcquire(file: string, role: LockRole): Promise<boolean> {
  try {
    const handle = await open(file, "wx", 0o600);
    await handle.writeFile(JSON.stringify({ pid: process.pid, role } satisfies LockHolder));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Takes the lock, waiting up to `waitMs` for a live holder to let go. Returns the release function. */
export async function acquireEmbeddedLock(
  dataDir: string,
  role: LockRole,
  waitMs = 0,
): Promise<() => Promise<void>> {
  const file = lockFile(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await tryAcquire(file, role)) break;
    const holder = await readLockHolder(dataDir);
    if (holder === undefined) {
      // Stale: its process is gone. Remove and retry (another process may win the race; fine).
      await rm(file, { force: true });
      continue;
    }
    if (holder.pid === process.pid) throw new DatabaseBusyError(file, holder);
    if (Date.now() >= deadline) throw new DatabaseBusyError(file, holder);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    await rm(file, { force: true });
  };
}
