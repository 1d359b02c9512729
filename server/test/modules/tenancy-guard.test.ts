// A second wall besides the tests of each endpoint: every repository function that touches a
// tenant-owned table takes the account id explicitly and filters its SQL by account_id.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const MIGRATIONS = fileURLToPath(new URL("../../migrations/", import.meta.url));

/** Every table some migration creates with an account_id column: the tenant-owned ones. */
async function tenantTables(): Promise<string[]> {
  const tables: string[] = [];
  for (const file of (await readdir(MIGRATIONS)).filter((f) => f.endsWith(".sql")).sort()) {
    const sql = await readFile(path.join(MIGRATIONS, file), "utf8");
    for (const m of sql.matchAll(/CREATE TABLE (\w+) \(([\s\S]*?)\n\);/g))
      if (/^\s*account_id\b/m.test(m[2] ?? "")) tables.push(m[1] ?? "");
    for (const m of sql.matchAll(/ALTER TABLE (\w+) ADD COLUMN account_id\b/g)) tables.push(m[1] ?? "");
  }
  return [...new Set(tables)];
}

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (entry.name.endsWith(".ts")) files.push(full);
  }
  return files;
}

/** Deliberately cross-tenant, with the reason. */
const ALLOWED = new Map([
  ["listAllPins", "ops listing of every tenant's pins"],
  ["listTenantPinTimes", "the ops versions page: every tenant's pins and when they changed"],
  ["listAccountsWithMemberCounts", "the ops workspaces page: every workspace with its member count"],
  ["liveSessions", "periodic re-check of every socket of this instance, by unguessable session ids"],
  ["deleteExpiredChallenges", "housekeeping of expired WebAuthn challenges of every tenant"],
  ["addPresence", "the row carries its account id (checked by the socket that owns it)"],
  ["removePresence", "by the random id of this instance's own socket"],
  ["refreshPresence", "this instance's rows, and stale rows of dead instances"],
  ["removeInstancePresence", "this instance's rows at shutdown"],
  ["findPublicSnapshot", "the share host reads a public snapshot by its uuid (122 random bits), no account"],
  ["findPublicSnapshotRevision", "the share host's cache key for a public snapshot, by its uuid, no account"],
  ["countPublicEvent", "visits and continuations of a public snapshot, by its uuid, from the share host"],
  ["isEmailMemberAnywhere", "self-service sign-up: one address signs up once, whatever the workspace"],
  [
    "claimDueRoutines",
    "the routines' dispatcher picks due routines of every tenant; each run then names its account",
  ],
  [
    "recordRuns",
    "the dispatcher's batch of due slots of every tenant; each row carries and matches its account_id",
  ],
  ["settleOrphanedReplies", "recovery of replies whose process died, in every tenant (optionally one reply)"],
]);

async function sqlFiles(): Promise<{ file: string; source: string }[]> {
  const result = [];
  for (const file of await sourceFiles(SRC)) {
    const source = await readFile(file, "utf8");
    if (/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b/.test(source)) result.push({ file, source });
  }
  return result;
}

describe("tenant scoping of every statement", () => {
  it("finds the tenant tables in the migrations and the files with SQL", async () => {
    const tables = await tenantTables();
    for (const table of ["members", "messages", "message_files", "knowledge_integrations", "audit_events"])
      expect(tables).toContain(table);
    expect((await sqlFiles()).length).toBeGreaterThanOrEqual(25);
  });

  it("scopes every statement on a tenant-owned table by account_id", async () => {
    const TENANT_TABLES = await tenantTables();
    const problems: string[] = [];
    let checked = 0;
    for (const { file, source } of await sqlFiles()) {
      const where = path.relative(SRC, file);
      for (const chunk of source.split(/(?=^(?:export )?(?:async )?function )/m).slice(1)) {
        const name = /function (\w+)/.exec(chunk)?.[1] ?? "?";
        const sql = [...chunk.matchAll(/`([^`]*)`|"((?:SELECT|INSERT|UPDATE|DELETE)[^"]*)"/g)].map(
          (m) => m[1] ?? m[2] ?? "",
        );
        const touches = sql.filter((s) =>
          TENANT_TABLES.some((t) => new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+${t}\\b`).test(s)),
        );
        if (touches.length === 0 || ALLOWED.has(name)) continue;
        checked++;
        // Repositories take the account id explicitly; services may pass an account row instead.
        // (A bare accountId, or an owner/sender object whose accountId the SQL binds.) Fragments
        // that are not exported (a WHERE clause builder) are checked through their callers' SQL.
        const exported = chunk.startsWith("export ");
        const signature = chunk.slice(0, chunk.indexOf(")") + 1);
        if (
          exported &&
          file.endsWith("repository.ts") &&
          !/accountId: number/.test(signature) &&
          !(/\w+: (Owner|Sender|MemberRef)\b/.test(signature) && /\.accountId\b/.test(chunk))
        )
          problems.push(`${where} ${name}: no accountId parameter`);
        for (const statement of touches) {
          if (!/account_id/.test(statement)) problems.push(`${where} ${name}: ${statement.slice(0, 60)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});
