// `npm run ops -- mcp add|list|remove`: the admin API's checks from the command line; headers sealed
// and never printed; refused addresses refused here too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOpsArgs } from "../../../src/cli/parse-command.ts";
import { createSecretBox } from "../../../src/lib/secret-box.ts";
import { runOpsCommand } from "../../../src/modules/ops/commands.ts";
import type { OpsCommand } from "../../../src/modules/ops/commands.ts";
import { createRemoteCatalog } from "../../../src/modules/remotes/catalog.ts";
import { listServers } from "../../../src/modules/mcp/repository.ts";
import { accountId } from "../../helpers/conversations.ts";
import { createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (argv: string[]) => {
  const command = parseOpsArgs(argv);
  if (command === "help") throw new Error("usage");
  return runOpsCommand(
    {
      db: t.database.db,
      catalog: createRemoteCatalog(t.config.distDir),
      secretBox: createSecretBox("ops-test-secret-ops-test-secret-0123"),
      outboundAllow: t.config.outboundFetch.allow,
    },
    command satisfies OpsCommand,
  );
};

describe("mcp ops commands", () => {
  it("adds, lists and removes a workspace server", async () => {
    const added = await run([
      "mcp",
      "add",
      "acme",
      "wiki",
      "--url",
      "http://127.0.0.1:9/mcp",
      "--header",
      "Authorization=Bearer abc",
      "--description",
      "Team wiki",
    ]);
    expect(added[0]).toMatch(/^Added MCP server wiki/);
    const listed = (await run(["mcp", "list", "acme"])).join("\n");
    expect(listed).toContain("wiki");
    expect(listed).toContain("Authorization");
    expect(listed).not.toContain("abc");
    const rows = await listServers(t.database.db, await accountId(t.database.db, "acme"));
    expect(rows[0]?.headers_encrypted).not.toContain("abc");
    expect(await run(["mcp", "remove", "acme", "wiki"])).toEqual(["Removed MCP server wiki from acme"]);
    expect(await run(["mcp", "list", "acme"])).toEqual(["No MCP servers in acme."]);
  });

  it("refuses metadata and private addresses, bad names and bad headers", async () => {
    await expect(
      run(["mcp", "add", "acme", "meta", "--url", "http://169.254.169.254/latest"]),
    ).rejects.toThrow(/Refused/);
    await expect(run(["mcp", "add", "acme", "lan", "--url", "http://192.168.1.10/mcp"])).rejects.toThrow(
      /Refused/,
    );
    await expect(
      run(["mcp", "add", "acme", "Bad Name", "--url", "http://127.0.0.1:9/mcp"]),
    ).rejects.toThrow();
    expect(() =>
      parseOpsArgs(["mcp", "add", "acme", "x", "--url", "http://a", "--header", "novalue"]),
    ).toThrow(/Name=value/);
    await expect(run(["mcp", "add", "nowhere", "x", "--url", "http://127.0.0.1:9/mcp"])).rejects.toThrow(
      /No workspace/,
    );
  });
});
