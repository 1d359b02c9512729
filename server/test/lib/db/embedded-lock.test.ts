import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acquireEmbeddedLock,
  DatabaseBusyError,
  lockFile,
  readLockHolder,
} from "../../../src/lib/db/embedded-lock.ts";
import { openDatabase } from "../../../src/lib/db/open-database.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "parley-lock-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("embedded database lock", () => {
  it("is exclusive within the data directory and released on close", async () => {
    const release = await acquireEmbeddedLock(dir, "server");
    expect(JSON.parse(await readFile(lockFile(dir), "utf8"))).toEqual({ pid: process.pid, role: "server" });
    await expect(acquireEmbeddedLock(dir, "ops")).rejects.toBeInstanceOf(DatabaseBusyError);
    await release();
    expect(await readLockHolder(dir)).toBeUndefined();
    await (
      await acquireEmbeddedLock(dir, "ops")
    )();
  });

  it("refuses while another live process holds it, and takes over a stale lock", async () => {
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      await writeFile(lockFile(dir), JSON.stringify({ pid: sleeper.pid, role: "server" }));
      const error = await acquireEmbeddedLock(dir, "ops", 300).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseBusyError);
      expect((error as Error).message).toMatch(/in use by a running Parley server \(pid \d+\)/);
    } finally {
      sleeper.kill();
      await new Promise((resolve) => sleeper.once("exit", resolve));
    }
    // The holder died without cleaning up: its lock is stale.
    const release = await acquireEmbeddedLock(dir, "ops");
    expect(await readLockHolder(dir)).toEqual({ pid: process.pid, role: "ops" });
    await release();
  });

  it("guards the PGlite files: a second open of the same data directory fails fast", async () => {
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir }, { role: "server" });
    try {
      await expect(openDatabase({ databaseUrl: undefined, dataDir: dir }, { role: "ops" })).rejects.toThrow(
        DatabaseBusyError,
      );
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    const again = await openDatabase({ databaseUrl: undefined, dataDir: dir }, { role: "ops" });
    await again.close();
  });
});
