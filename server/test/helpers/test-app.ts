// Builds the real app on a test database with two workspaces: acme (the demo seed) and globex.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import type { AppDeps } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { Config } from "../../src/config.ts";
import { createWorkspace } from "../../src/modules/accounts/service.ts";
import { createMember } from "../../src/modules/members/service.ts";
import { seedDemo } from "../../src/modules/ops/seed.ts";
import { openTestDatabase } from "./test-database.ts";
import type { TestDatabase } from "./test-database.ts";

export const ACME = {
  host: "acme.localhost",
  email: "owner@acme.test",
  password: "acme-owner-password",
} as const;
export const GLOBEX = {
  host: "globex.localhost",
  email: "gina@globex.test",
  password: "globex-gina-password",
} as const;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  tmp: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Omit<AppDeps, "db">;
  /** Seed acme and globex (default true). */
  seed?: boolean;
}

export function testConfig(tmp: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    PARLEY_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    PARLEY_DATA_DIR: path.join(tmp, "data"),
    PARLEY_DIST_DIR: path.join(tmp, "dist"),
    // The fake providers of the tests listen on loopback; the SSRF guard refuses it otherwise.
    PARLEY_FETCH_ALLOW_HOSTS: "127.0.0.1",
    // The routines' job queue only where a test asks for it (it polls the database and its schema
    // costs about a second to install on a fresh database).
    PARLEY_ROUTINES_SCHEDULER: "off",
    // Share pages render markdown on a 2 s budget, then fall back to plain text; tests that check
    // the rendered page run beside others on a busy machine. The stall test sets the real budget.
    PARLEY_MARKDOWN_BUDGET_MS: "15000",
    // Tests sign in by request; the captcha's own tests turn it on (modules/auth/pow-captcha.test.ts).
    CAPTCHA_PROVIDER: "none",
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tmp = await mkdtemp(path.join(tmpdir(), "parley-test-"));
  const database = await openTestDatabase();
  if (options.seed !== false) {
    await seedDemo(database.db, { password: ACME.password });
    const globex = await createWorkspace(database.db, {
      subdomain: "globex",
      name: "Globex",
      signInOptions: ["email_password"],
    });
    await createMember(database.db, globex.id, {
      email: GLOBEX.email,
      name: "Gina Globex",
      role: "member",
      password: GLOBEX.password,
    });
  }
  const config = testConfig(tmp, options.env);
  const app = await buildApp(config, { ...options.deps, db: database.db });
  return {
    app,
    config,
    database,
    tmp,
    async close() {
      await app.close();
      await database.drop();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
