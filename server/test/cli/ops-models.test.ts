// `npm run ops -- models …` and `providers …`: parsed from argv, run on the embedded database
// directly, and sent to a running server that holds it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpsArgs, UsageError } from "../../src/cli/parse-command.ts";
import { openPglite } from "../../src/lib/db/pglite-driver.ts";
import { embeddedDatabaseDir } from "../../src/lib/db/open-database.ts";
import { httpRequest, runOps, signIn, startServer } from "../helpers/processes.ts";

describe("parsing model and provider commands", () => {
  it("turns options into the admin API's fields", () => {
    expect(
      parseOpsArgs([
        "models",
        "add",
        "acme",
        "llama3",
        "--display-name",
        "Llama 3",
        "--source",
        "openai_compatible",
        "--base-url",
        "http://127.0.0.1:11434/v1",
        "--context-size",
        "8192",
        "--price-input",
        "0",
        "--recommended",
        "yes",
        "--tags",
        "search, image",
        "--file-types",
        "image",
      ]),
    ).toEqual({
      cmd: "models.add",
      subdomain: "acme",
      fields: {
        name: "llama3",
        display_name: "Llama 3",
        source_type: "openai_compatible",
        base_url: "http://127.0.0.1:11434/v1",
        context_size: 8192,
        price_input_per_token: "0",
        recommended: true,
        tags: ["search", "image"],
        supported_file_types: ["image"],
      },
    });
    expect(
      parseOpsArgs(["models", "update", "acme", "llama3", "--name", "llama3.1", "--trial", "no"]),
    ).toEqual({
      cmd: "models.update",
      subdomain: "acme",
      name: "llama3",
      fields: { name: "llama3.1", is_trial_model: false },
    });
    expect(parseOpsArgs(["models", "disable", "acme", "llama3"])).toEqual({
      cmd: "models.disable",
      subdomain: "acme",
      name: "llama3",
    });
    expect(parseOpsArgs(["providers", "set", "acme", "openai", "--api-key", "sk-1"])).toEqual({
      cmd: "providers.set",
      subdomain: "acme",
      kind: "openai",
      apiKey: "sk-1",
    });
    expect(() => parseOpsArgs(["models", "add", "acme", "x", "--recommended", "maybe"])).toThrow(UsageError);
    expect(() => parseOpsArgs(["models", "add", "acme", "x", "--context-size", "big"])).toThrow(UsageError);
    expect(() => parseOpsArgs(["models", "list"])).toThrow(UsageError);
  });
});

describe("model and provider commands as users run them", { timeout: 120_000 }, () => {
  let tmp: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), "parley-ops-models-"));
    env = { PARLEY_DATA_DIR: path.join(tmp, "data"), PARLEY_DIST_DIR: path.join(tmp, "dist") };
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it("manages the registry and keys on the embedded database, keys encrypted", async () => {
    // Secret of the data directory, as the server generates it on its first start.
    const first = await startServer({ ...env, PARLEY_DEMO_PASSWORD: "demo-password-1" });
    await first.stop();

    const add = await runOps(
      [
        "models",
        "add",
        "acme",
        "llama3",
        "--display-name",
        "Llama 3",
        "--source",
        "openai_compatible",
        "--price-input",
        "0.000001",
      ],
      env,
    );
    expect(add.stderr).toBe("");
    expect(add.stdout).toMatch(/^Added model llama3 \("Llama 3", openai_compatible\) to acme \(id \d+\)\n$/);
    expect((await runOps(["models", "disable", "acme", "llama3"], env)).stdout).toBe(
      "Disabled model llama3 in acme\n",
    );
    const list = await runOps(["models", "list", "acme"], env);
    expect(list.stdout).toMatch(/offline-demo\s+Offline demo\s+offline\s+-\s+32768\s+0\s+0\s+offline/);
    expect(list.stdout).toMatch(/llama3\s+Llama 3\s+openai_compatible\s+-\s+8192\s+0\.000001\s+0\s+disabled/);
    const bad = await runOps(["models", "add", "acme", "x", "--display-name", "X", "--source", "nope"], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Invalid model\n\s+source_type:/);
    expect((await runOps(["models", "remove", "acme", "offline-demo"], env)).stderr).toContain(
      "can be disabled, not removed",
    );

    const set = await runOps(
      [
        "providers",
        "set",
        "acme",
        "openai_compatible",
        "--api-key",
        "sk-cli-secret",
        "--base-url",
        "http://127.0.0.1:9/v1",
      ],
      env,
    );
    expect(set.stdout).toBe(
      "Provider openai_compatible of acme: api key set (encrypted), base URL http://127.0.0.1:9/v1\n",
    );
    expect(set.stdout + set.stderr).not.toContain("sk-cli-secret");
    expect((await runOps(["providers", "list", "acme"], env)).stdout).toMatch(
      /openai_compatible\s+set\s+http:\/\/127\.0\.0\.1:9\/v1/,
    );
    const db = await openPglite(embeddedDatabaseDir(env.PARLEY_DATA_DIR ?? ""));
    try {
      const rows = await db.query<{ api_key_encrypted: string }>(
        "SELECT api_key_encrypted FROM provider_credentials",
      );
      expect(rows[0]?.api_key_encrypted).toMatch(/^v1:/);
      expect(rows[0]?.api_key_encrypted).not.toContain("sk-cli-secret");
    } finally {
      await db.close();
    }
    expect((await runOps(["models", "remove", "acme", "llama3"], env)).stdout).toBe(
      "Removed model llama3 from acme\n",
    );
    // A server start and nine CLI runs, each a Node process of its own: 15 s on a quiet machine,
    // over 30 s while e2e shares the two cores (scripts/test.ts runs them side by side).
  }, 120_000);

  it("sends the commands to a running server, whose users see the change at once", async () => {
    const server = await startServer({ ...env, PARLEY_DEMO_PASSWORD: "demo-password-1" });
    try {
      const add = await runOps(
        [
          "models",
          "add",
          "acme",
          "claude",
          "--display-name",
          "Claude",
          "--source",
          "anthropic",
          "--recommended",
          "yes",
        ],
        env,
      );
      expect(add.stdout).toContain("Added model claude");
      const set = await runOps(["providers", "set", "acme", "anthropic", "--api-key", "sk-ant-1"], env);
      expect(set.stdout).toContain("api key set (encrypted)");
      const cookie = await signIn(server.port, "acme.localhost", "owner@acme.test", "demo-password-1");
      const models = JSON.parse(
        (await httpRequest(server.port, "acme.localhost", "/api/v1/models/", { headers: { cookie } })).body,
      );
      expect(
        models.results.map((m: { name: string; recommended: boolean }) => [m.name, m.recommended]),
      ).toEqual([
        ["offline-demo", false],
        ["claude", true],
      ]);
      expect(server.output()).not.toContain("sk-ant-1");
    } finally {
      await server.stop();
    }
  });
});
