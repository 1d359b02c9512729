// A second wall besides the tests of each endpoint: every repository function that touches a
// tenant-owned table takes the account id explicitly and filters its SQL by account_id.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULES = fileURLToPath(new URL("../../src/modules/", import.meta.url));
const TENANT_TABLES = [
  "members",
  "sessions",
  "refresh_tokens",
  "one_time_tokens",
  "models",
  "remote_pins",
  "provider_credentials",
  "conversations",
  "conversation_participants",
  "messages",
  "message_chunks",
  "passkeys",
  "webauthn_challenges",
  "realtime_presence",
  "message_mentions",
  "member_model_settings",
];
/** Deliberately cross-tenant, with the reason. */
const ALLOWED = new Map([
  ["listAllPins", "ops listing of every tenant's pins"],
  ["liveSessions", "periodic re-check of every socket of this instance, by unguessable session ids"],
  ["deleteExpiredChallenges", "housekeeping of expired WebAuthn challenges of every tenant"],
  ["addPresence", "the row carries its account id (checked by the socket that owns it)"],
  ["removePresence", "by the random id of this instance's own socket"],
  ["refreshPresence", "this instance's rows, and stale rows of dead instances"],
  ["removeInstancePresence", "this instance's rows at shutdown"],
  ["settleOrphanedReplies", "recovery of replies whose process died, in every tenant (optionally one reply)"],
]);

async function repositories(): Promise<{ file: string; source: string }[]> {
  const result = [];
  for (const dir of await readdir(MODULES)) {
    const file = path.join(MODULES, dir, "repository.ts");
    const source = await readFile(file, "utf8").catch(() => undefined);
    if (source !== undefined) result.push({ file, source });
  }
  return result;
}

describe("tenant scoping of repositories", () => {
  it("finds the repositories", async () => {
    expect((await repositories()).length).toBeGreaterThanOrEqual(5);
  });

  it("scopes every statement on a tenant-owned table by account_id", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { file, source } of await repositories()) {
      for (const chunk of source.split(/(?=^export (?:async )?function )/m).slice(1)) {
        const name = /function (\w+)/.exec(chunk)?.[1] ?? "?";
        const sql = [...chunk.matchAll(/`([^`]*)`|"((?:SELECT|INSERT|UPDATE|DELETE)[^"]*)"/g)].map(
          (m) => m[1] ?? m[2] ?? "",
        );
        const touches = sql.filter((s) =>
          TENANT_TABLES.some((t) => new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+${t}\\b`).test(s)),
        );
        if (touches.length === 0 || ALLOWED.has(name)) continue;
        checked++;
        if (!/\(\s*db: (Queryable|Database),\s*accountId: number( \| null)?\s*[,)]/.test(chunk))
          problems.push(`${path.basename(path.dirname(file))}.${name}: no accountId parameter`);
        for (const statement of touches) {
          if (!/account_id/.test(statement)) problems.push(`${name}: ${statement.slice(0, 60)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
