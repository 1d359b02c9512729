// Two Parley instances on one PostgreSQL behind nginx (loopback): the websocket and the stream
// endpoint are pinned to instance B, sending to instance A, everything else round-robin. So a
// message sent through A must reach browsers connected to B, and a reply generated on A must stream
// to a collaborator reading it through B — carried by PostgreSQL LISTEN/NOTIFY. The instances keep
// published remote builds in one S3 bucket (a fake on loopback): a version published and promoted
// through A's ops API is served by B at once.
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFile, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import pg from "pg";
import { startTempPostgres, type TempPostgres } from "../../scripts/pg-temp.ts";
import { startFakeS3, type FakeS3 } from "@parley/test-fakes/s3";
import { acmeOwner, PROXY_PORT } from "../fixtures/env.ts";
import { startNginx, type RunningNginx } from "../fixtures/nginx.ts";
import { repoRoot, runNode, startNode } from "../fixtures/processes.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import { expect, test } from "../fixtures/test.ts";

const INSTANCE_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2] as const;
const colleague = { email: "bea@acme.test", password: "e2e-bea-Password-1", name: "Bea Colleague" };
const SECRET = "e2e-multi-instance-secret-0123456789abcdef";
const OPS_TOKEN = "e2e-multi-instance-ops-token-0123456789";
/** The mf_auth version published through instance A (not built in: the build is in a temp folder). */
const PUBLISHED_AUTH_VERSION = "1.1.0-two-instances";

const execFileAsync = promisify(execFile);

let postgres: TempPostgres;
let s3: FakeS3;
let nginx: RunningNginx;
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startTempPostgres();
  s3 = await startFakeS3();
  const env = {
    ...s3.env(),
    PARLEY_OPS_TOKEN: OPS_TOKEN,
    DATABASE_URL: postgres.url,
    PARLEY_DEMO_PASSWORD: acmeOwner.password,
    // Every instance signs and checks the same session tokens.
    PARLEY_SECRET: SECRET,
    PARLEY_OFFLINE_CHUNK_DELAY_MS: "40",
    LOG_LEVEL: process.env.E2E_INSTANCE_LOG_LEVEL ?? "warn",
  };
  const opsDir = mkdtempSync(join(tmpdir(), "parley-e2e-ops-"));
  dataDirs.push(opsDir);
  runNode("server/src/cli/ops.ts", ["seed"], { ...env, PARLEY_DATA_DIR: opsDir });
  runNode(
    "server/src/cli/ops.ts",
    ["user", "create", "acme", colleague.email, "--name", colleague.name, "--password", colleague.password],
    { ...env, PARLEY_DATA_DIR: opsDir },
  );
  for (const port of INSTANCE_PORTS) {
    const dataDir = mkdtempSync(join(tmpdir(), "parley-e2e-instance-"));
    dataDirs.push(dataDir);
    const server = await startNode(
      "server/src/server.ts",
      { ...env, PORT: String(port), PARLEY_DATA_DIR: dataDir },
      `http://localhost:${port}/api/v1/core/gs-version`,
    );
    // Kept for a failing run: server.log in the instance's temporary folder (parley-e2e-instance-*).
    const log = createWriteStream(join(dataDir, "server.log"));
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
    servers.push(server);
  }
  nginx = await startNginx({
    port: PROXY_PORT,
    upstreams: INSTANCE_PORTS,
    pin: { "/ws/": 1, "/api/v1/messages/stream/": 1, "/api/v1/messages/send/": 0 },
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await postgres?.stop();
  await s3?.stop();
  if (test.info().status === test.info().expectedStatus)
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, who: { email: string; password: string }, next: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open(nginx.url("acme.localhost"), `?next=${encodeURIComponent(next)}`);
  await signInPage.signIn(who.email, who.password);
  await expect(page.getByTestId("nav.user-menu")).toBeVisible();
}

/** A JSON POST from the page (the browser resolves *.localhost; the CSRF header as the shell sends it). */
function postFromPage(page: Page, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = /(?:^|; )parley_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrf },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { path, body },
  );
}

test("a message sent through instance A reaches a colleague on B, and A's reply streams there live", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerContext = await browser.newContext();
  const colleagueContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const colleaguePage = await colleagueContext.newPage();
  try {
    await signIn(ownerPage, acmeOwner, "/conversations/new");
    const owner = new ChatPage(ownerPage);
    await owner.sendMessage("Hello across instances");
    await expect(ownerPage).toHaveURL(/\/conversations\/\d+$/);
    const conversationId = Number(ownerPage.url().split("/").at(-1));
    expect(await owner.waitForSettled(90_000)).toBe("complete");

    // The colleague joins through the collaboration endpoints.
    const enabled = await postFromPage(ownerPage, "/api/v1/collaboration/enable/", {
      conversation_id: conversationId,
    });
    await signIn(colleaguePage, colleague, "/conversations/new");
    if (enabled.status === 200) {
      const slug = (enabled.json as { data?: { collaboration_slug?: string } }).data?.collaboration_slug;
      const joined = await postFromPage(colleaguePage, "/api/v1/collaboration/join/", {
        conversation_slug: slug,
      });
      expect(joined.status).toBe(200);
    } else {
      // Without the collaboration endpoints: a participant row, as joining makes.
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query(
        `INSERT INTO conversation_participants (account_id, conversation_id, member_id)
         SELECT c.account_id, c.id, m.id FROM conversations c JOIN members m ON m.account_id = c.account_id
         WHERE c.id = $1 AND m.email = $2`,
        [conversationId, colleague.email],
      );
      await client.end();
    }
    await colleaguePage.goto(nginx.url("acme.localhost") + `/conversations/${conversationId}`);
    const seen = new ChatPage(colleaguePage);
    await expect(seen.userMessages()).toHaveCount(1);
    await expect(colleaguePage.getByTestId("nav.realtime-offline")).toHaveCount(0);

    // Sent through A (pinned); both browsers' sockets are on B.
    await owner.sendMessage("Second message, across instances");
    await expect(seen.userMessages().last()).toContainText("Second message, across instances", {
      timeout: 30_000,
    });
    const reply = seen.assistantReplies().last();
    await expect(seen.assistantReplies()).toHaveCount(2);
    await expect(reply).toHaveAttribute("data-status", "streaming");
    await expect(reply).toContainText("Echo", { timeout: 60_000 });
    await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 90_000 });
    await expect(reply).toContainText("Second message, across instances");
    await colleaguePage.screenshot({ path: test.info().outputPath("h6-multi-instance.png") });
  } finally {
    await ownerContext.close();
    await colleagueContext.close();
  }
});

/** A command of instance A's ops API (PARLEY_OPS_TOKEN as bearer), answered with its output lines. */
async function opsOnA(command: Record<string, unknown>): Promise<string[]> {
  const response = await fetch(`http://localhost:${INSTANCE_PORTS[0]}/api/v1/ops/commands`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${OPS_TOKEN}`,
      "content-type": "application/json",
      "x-parley-actor": "e2e",
    },
    body: JSON.stringify({ command }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { lines: string[] }).lines;
}

test("a version published and promoted through instance A is served by instance B at once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The remote team's release build, outside the instances' dist/ (so it exists only once published).
  const out = mkdtempSync(join(tmpdir(), "parley-e2e-release-"));
  dataDirs.push(out);
  runNode("scripts/build.ts", ["--only", "mf-auth", "--version", PUBLISHED_AUTH_VERSION, "--out", out]);
  const token = (await opsOnA({ cmd: "remotes.token.create", remote: "mf_auth", label: "two instances" })).at(
    -1,
  );
  expect(token).toMatch(/^prt_/);
  const [instanceA, instanceB] = INSTANCE_PORTS.map((port) => `http://localhost:${port}`);
  // Not runNode (spawnSync): the fake S3 lives in this process and must answer A during the publish.
  const { stdout: published } = await execFileAsync(
    process.execPath,
    [
      "server/src/cli/ops.ts",
      "remotes",
      "publish",
      join(out, "remotes", "mf_auth", PUBLISHED_AUTH_VERSION),
      "--url",
      instanceA ?? "",
      "--token",
      token ?? "",
    ],
    { cwd: repoRoot },
  );
  expect(published).toContain(`Published mf_auth ${PUBLISHED_AUTH_VERSION}`);
  await opsOnA({
    cmd: "remotes.promote",
    remote: "mf_auth",
    version: PUBLISHED_AUTH_VERSION,
    tenants: ["acme"],
  });

  // Both instances serve the same bytes (the bucket, not A's disk).
  const entry = `/remotes/mf_auth/${PUBLISHED_AUTH_VERSION}/remoteEntry.js`;
  const [fromA, fromB] = await Promise.all(
    [instanceA, instanceB].map(async (origin) => {
      const response = await fetch(`${origin}${entry}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }),
  );
  expect(fromB?.equals(fromA ?? Buffer.alloc(0))).toBe(true);

  // A fresh browser on instance B only: acme's sign-in page runs the published version.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const versions = new Set<string>();
    page.on("response", (response) => {
      const match = /\/remotes\/mf_auth\/([^/]+)\/remoteEntry\.js$/.exec(response.url());
      if (match?.[1] && response.ok()) versions.add(match[1]);
    });
    await page.goto(`http://acme.localhost:${INSTANCE_PORTS[1]}/sign-in`);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Acme");
    expect([...versions]).toEqual([PUBLISHED_AUTH_VERSION]);
  } finally {
    await context.close();
  }
});
