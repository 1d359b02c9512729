// `workspace billing` and the billing options of `workspace create`: what the free-trial banner reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpsArgs, UsageError } from "../../src/cli/parse-command.ts";
import { runOpsCommand } from "../../src/modules/ops/commands.ts";
import type { OpsCommand } from "../../src/modules/ops/commands.ts";
import { createRemoteCatalog } from "../../src/modules/remotes/catalog.ts";
import { createClient } from "../helpers/client.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (argv: string[]) =>
  runOpsCommand(
    { db: t.database.db, catalog: createRemoteCatalog(t.config.distDir, () => {}) },
    parseOpsArgs(argv) as OpsCommand,
  );

async function acmeAccount() {
  const client = createClient(t.app, ACME.host);
  await client.login(ACME.email, ACME.password);
  return (await client.get("/api/v1/members/detail")).json().account;
}

// Each test starts servers and CLI runs, a Node process apiece: over 30 s beside e2e on two cores.
describe("ops workspace billing", { timeout: 90_000 }, () => {
  it("parses the options, normalising the time to UTC and accepting none", () => {
    expect(
      parseOpsArgs(["workspace", "billing", "acme", "--trial-end", "2030-01-02T03:04:05+01:00"]),
    ).toEqual({
      cmd: "workspace.billing",
      subdomain: "acme",
      trialEnd: "2030-01-02T02:04:05.000Z",
    });
    expect(parseOpsArgs(["workspace", "billing", "acme", "--trial-end", "none", "--balance", "3.5"])).toEqual(
      {
        cmd: "workspace.billing",
        subdomain: "acme",
        trialEnd: null,
        balance: "3.5",
      },
    );
    expect(() => parseOpsArgs(["workspace", "billing", "acme"])).toThrow(UsageError);
    expect(() => parseOpsArgs(["workspace", "billing", "acme", "--trial-end", "tomorrow"])).toThrow(
      /ISO time/,
    );
  });

  it("sets the trial end and the balance the profile then reports", async () => {
    const lines = await run([
      "workspace",
      "billing",
      "acme",
      "--trial-end",
      "2031-05-06T07:08:09Z",
      "--balance",
      "1234.5",
    ]);
    expect(lines).toEqual(["Workspace acme: balance 1234.50, free trial ends 2031-05-06T07:08:09.000Z"]);
    expect(await acmeAccount()).toMatchObject({
      balance: "1234.50",
      free_trial: { end_at: "2031-05-06T07:08:09.000Z" },
    });
    await run(["workspace", "billing", "acme", "--trial-end", "none"]);
    expect(await acmeAccount()).toMatchObject({ balance: "1234.50", free_trial: { end_at: null } });
  });

  it("refuses a bad balance or an unknown workspace", async () => {
    await expect(run(["workspace", "billing", "acme", "--balance=-1"])).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(run(["workspace", "billing", "nope", "--balance", "1"])).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("creates a workspace with a trial and a balance", async () => {
    await run([
      "workspace",
      "create",
      "initech",
      "--name",
      "Initech",
      "--balance",
      "7",
      "--trial-end",
      "2032-01-01T00:00:00Z",
    ]);
    const rows = await t.database.db.query<{ balance: string; free_trial_end_at: Date }>(
      "SELECT balance, free_trial_end_at FROM accounts WHERE subdomain = 'initech'",
    );
    expect(rows[0]?.balance).toBe("7.00");
    expect(rows[0]?.free_trial_end_at.toISOString()).toBe("2032-01-01T00:00:00.000Z");
  });
});
