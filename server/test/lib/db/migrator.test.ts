import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, readMigrations, SchemaNewerThanCodeError } from "../../../src/lib/db/migrator.ts";
import { openTestDatabase } from "../../helpers/test-database.ts";
import type { TestDatabase } from "../../helpers/test-database.ts";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe("migrator", () => {
  it("applies every committed migration once; a second run is a no-op", async () => {
    database = await openTestDatabase({ migrated: false });
    const files = await readMigrations();
    expect(files.map((f) => f.version)).toEqual(files.map((_, i) => i + 1));
    expect(await migrate(database.db)).toEqual(files.map((f) => f.version));
    expect(await migrate(database.db)).toEqual([]);
    const tables = await database.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      "accounts",
      "audit_events",
      "conversation_participants",
      "conversations",
      "desktop_tool_sessions",
      "knowledge_integrations",
      "knowledge_oauth_states",
      "mcp_member_servers",
      "mcp_servers",
      "mcp_tool_grants",
      "member_model_settings",
      "members",
      "message_chunks",
      "message_files",
      "message_mentions",
      "messages",
      "models",
      "one_time_tokens",
      "parley_migrations",
      "passkeys",
      "provider_credentials",
      "rate_limit_counters",
      "realtime_presence",
      "refresh_tokens",
      "remote_failures",
      "remote_loads",
      "remote_pins",
      "remote_publish_tokens",
      "remote_release_log",
      "remote_versions",
      "routine_runs",
      "routines",
      "server_settings",
      "sessions",
      "signup_requests",
      "snapshot_visits",
      "snapshots",
      "team_chat_installations",
      "team_chat_oauth_states",
      "team_chat_shares",
      "tool_calls",
      "tool_files",
      "tools",
      "webauthn_challenges",
    ]);
  });

  it("lets concurrent runs race safely (advisory lock): exactly one applies", async () => {
    database = await openTestDatabase({ migrated: false });
    const results = await Promise.all([migrate(database.db), migrate(database.db), migrate(database.db)]);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
  });

  it("refuses a migration edited after it was applied, and applies a new file after the others", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "parley-migrations-"));
    try {
      database = await openTestDatabase({ migrated: false });
      await writeFile(path.join(dir, "0001_one.sql"), "CREATE TABLE one (id integer);");
      expect(await migrate(database.db, dir)).toEqual([1]);
      await writeFile(
        path.join(dir, "0002_two.sql"),
        "CREATE TABLE two (id integer); INSERT INTO two VALUES (2);",
      );
      expect(await migrate(database.db, dir)).toEqual([2]);
      await writeFile(path.join(dir, "0001_one.sql"), "CREATE TABLE one (id bigint);");
      await expect(migrate(database.db, dir)).rejects.toThrow(/0001|1_one changed after it was applied/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a schema newer than the code, naming the migrations, unless told it only expanded", async () => {
    const newer = await mkdtemp(path.join(tmpdir(), "parley-migrations-"));
    const older = await mkdtemp(path.join(tmpdir(), "parley-migrations-"));
    try {
      database = await openTestDatabase({ migrated: false });
      for (const dir of [newer, older])
        await writeFile(path.join(dir, "0001_one.sql"), "CREATE TABLE one (id integer);");
      await writeFile(path.join(newer, "0002_add_two.sql"), "CREATE TABLE two (id integer);");
      expect(await migrate(database.db, newer)).toEqual([1, 2]);

      // An older build (it knows 0001 only) starting on the migrated database.
      const refusal = migrate(database.db, older);
      await expect(refusal).rejects.toBeInstanceOf(SchemaNewerThanCodeError);
      await expect(refusal).rejects.toThrow(
        /schema is newer than this Parley build: it has migration\(s\) 0002_add_two, and this build knows migrations up to 0001.*PARLEY_ALLOW_NEWER_SCHEMA=1/,
      );
      expect(await migrate(database.db, older, { allowNewerSchema: true })).toEqual([]);
      // The refusal changed nothing: the newer build still finds its schema whole.
      expect(await migrate(database.db, newer)).toEqual([]);
    } finally {
      await rm(newer, { recursive: true, force: true });
      await rm(older, { recursive: true, force: true });
    }
  });

  it("rolls back a failing migration entirely", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "parley-migrations-"));
    try {
      database = await openTestDatabase({ migrated: false });
      await writeFile(path.join(dir, "0001_ok.sql"), "CREATE TABLE ok (id integer);");
      await writeFile(
        path.join(dir, "0002_broken.sql"),
        "CREATE TABLE half (id integer); SELECT * FROM missing_table;",
      );
      await expect(migrate(database.db, dir)).rejects.toThrow(/missing_table/);
      const tables = await database.db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name IN ('ok', 'half')",
      );
      expect(tables).toHaveLength(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("rejects badly named files", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "parley-migrations-"));
    try {
      await writeFile(path.join(dir, "init.sql"), "SELECT 1;");
      await expect(readMigrations(dir)).rejects.toThrow(/must look like 0001_name\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("query layer", () => {
  it("returns the same JS types on both drivers", async () => {
    database = await openTestDatabase();
    const [row] = await database.db.query<Record<string, unknown>>(
      `SELECT 42::bigint AS big, count(*) AS n, 12.5::numeric(14,2) AS money, '{"a":[1]}'::jsonb AS doc,
              $1::timestamptz AS at, true AS yes, NULL::text AS nothing`,
      [new Date("2026-01-02T03:04:05.000Z")],
    );
    expect(row).toEqual({
      big: 42,
      n: 1,
      money: "12.50",
      doc: { a: [1] },
      at: new Date("2026-01-02T03:04:05.000Z"),
      yes: true,
      nothing: null,
    });
  });

  it("commits or rolls back transactions as a whole", async () => {
    database = await openTestDatabase();
    const db = database.db;
    await db.exec("CREATE TABLE t (x integer)");
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES ($1)", [1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES ($1)", [2]);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.query("SELECT x FROM t")).toEqual([{ x: 1 }]);
  });
});
