// The remote reports' retention (docs/admin-site.md § Ops: versions): load beacons and load-error
// reports older than PARLEY_REMOTE_REPORTS_RETENTION_DAYS are deleted by an hourly job of the server's
// job queue; newer ones stay, and the canary's error rate is still counted from them.
import type { OpsRemoteVersions } from "@parley/shared-contracts/api/ops";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import {
  pruneRemoteReports,
  REMOTE_REPORTS_PRUNE_QUEUE,
} from "../../../src/modules/remotes/report-retention.ts";
import { writeRemoteBuild } from "../../helpers/fake-dist.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-the-retention";
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PARLEY_OPS_TOKEN: OPS_TOKEN,
      PARLEY_ROUTINES_SCHEDULER: "on",
      PARLEY_ROUTINE_POLL_SECONDS: "0.5",
      PARLEY_REMOTE_REPORTS_RETENTION_DAYS: "30",
    },
  });
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.1.0");
});
afterAll(() => t.close());

const headers = { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` };

async function ops(command: OpsCommand) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers,
    payload: { command },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A load row and a failure report of acme's `version`, `daysAgo` days back. */
async function reportsOf(version: string, daysAgo: number, loads = 1) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.database.db.query(
    `INSERT INTO remote_loads (tenant, remote, version, minute, loads)
     VALUES ('acme', 'mf_conversations', $1, date_trunc('minute', $2::timestamptz), $3)`,
    [version, at, loads],
  );
  await t.database.db.query(
    `INSERT INTO remote_failures (tenant, remote, version, phase, message, at)
     VALUES ('acme', 'mf_conversations', $1, 'load', $2, $3)`,
    [version, `${daysAgo} days ago`, at],
  );
}

async function counts() {
  const [loads] = await t.database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM remote_loads");
  const [failures] = await t.database.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM remote_failures",
  );
  return { loads: loads?.n ?? 0, failures: failures?.n ?? 0 };
}

describe("remote reports' retention", () => {
  it("deletes reports older than the retention and keeps newer ones", async () => {
    await t.database.db.query("DELETE FROM remote_loads");
    await t.database.db.query("DELETE FROM remote_failures");
    await reportsOf("1.0.0", 45);
    await reportsOf("1.0.0", 31);
    await reportsOf("1.0.0", 29);
    await reportsOf("1.0.0", 0);
    expect(await pruneRemoteReports(t.database.db, new Date(), 30)).toEqual({ loads: 2, failures: 2 });
    expect(await counts()).toEqual({ loads: 2, failures: 2 });
    const kept = await t.database.db.query<{ message: string }>(
      "SELECT message FROM remote_failures ORDER BY at",
    );
    expect(kept.map((r) => r.message)).toEqual(["29 days ago", "0 days ago"]);
    // Nothing more to prune.
    expect(await pruneRemoteReports(t.database.db, new Date(), 30)).toEqual({ loads: 0, failures: 0 });
  });

  it("runs as an hourly job of the server's job queue", async () => {
    const scheduler = await t.app.routineScheduler;
    expect(scheduler).toBeDefined();
    const schedules = await t.database.db.query<{ name: string; cron: string }>(
      "SELECT name, cron FROM pgboss.schedule WHERE name = $1",
      [REMOTE_REPORTS_PRUNE_QUEUE],
    );
    expect(schedules).toEqual([{ name: REMOTE_REPORTS_PRUNE_QUEUE, cron: "17 * * * *" }]);
    await reportsOf("1.0.0", 40);
    const before = await counts();
    await scheduler?.requestRecurring(REMOTE_REPORTS_PRUNE_QUEUE);
    await expect.poll(counts, { timeout: 15_000, interval: 200 }).toEqual({
      loads: before.loads - 1,
      failures: before.failures - 1,
    });
  });

  it("still counts a canary's error rate from the kept reports", async () => {
    await t.database.db.query("DELETE FROM remote_loads");
    await t.database.db.query("DELETE FROM remote_failures");
    await ops({ cmd: "remotes.promote", remote: "mf_conversations", version: "1.0.0", tenants: ["acme"] });
    // Promoted now: only today's reports count; an old one goes with the retention.
    await reportsOf("1.0.0", 40, 50);
    await t.database.db.query(
      `INSERT INTO remote_loads (tenant, remote, version, minute, loads)
       VALUES ('acme', 'mf_conversations', '1.0.0', date_trunc('minute', now()), 3)`,
    );
    await t.database.db.query(
      `INSERT INTO remote_failures (tenant, remote, version, phase, message)
       VALUES ('acme', 'mf_conversations', '1.0.0', 'load', 'chunk failed')`,
    );
    await pruneRemoteReports(t.database.db, new Date(), 30);
    const res = await t.app.inject({ url: "/api/v1/ops/remotes/versions", headers });
    const canary = res
      .json<OpsRemoteVersions>()
      .remotes.find((r) => r.name === "mf_conversations")
      ?.versions.find((v) => v.version === "1.0.0");
    expect(canary?.failures.count).toBe(1);
    expect(canary?.tenants).toEqual([
      expect.objectContaining({
        tenant: "acme",
        failuresSincePromotion: 1,
        loadsSincePromotion: 3,
        errorRate: 0.25,
      }),
    ]);
  });
});
