// A shutdown takes seconds (each server gets time to exit before it is terminated): meanwhile the
// status says `stopping`, so a page switching the helper off does not read "enabled" and show it
// running again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { HELPER_PATHS, helperStatusSchema } from "@parley/shared-contracts/api/helper-app";
import { startHelper, type RunningHelper } from "./helper.ts";
import { call, pair, tempFolder, writeConfig } from "./test/fixtures.ts";

const require = createRequire(import.meta.url);

// The filesystem server behind a wrapper that stays after its input closes, until it is terminated:
// a server slow to stop (the MCP client waits 2 s before it terminates one).
const LINGERING_SERVER = `
const { spawn } = require("node:child_process");
const [server, folder] = process.argv.slice(1);
const child = spawn(process.execPath, [server, folder], { stdio: ["pipe", "inherit", "inherit"] });
process.stdin.pipe(child.stdin);
setInterval(() => undefined, 60_000);
`;

let config: Awaited<ReturnType<typeof tempFolder>>;
let data: Awaited<ReturnType<typeof tempFolder>>;
let helper: RunningHelper;
let secret: string;
let shutdowns = 0;

beforeAll(async () => {
  config = await tempFolder();
  data = await tempFolder("parley-helper-data-");
  await writeConfig(config.path, {
    mcpServers: {
      slow: {
        command: process.execPath,
        args: [
          "-e",
          LINGERING_SERVER,
          require.resolve("@modelcontextprotocol/server-filesystem/dist/index.js"),
          data.path,
        ],
      },
    },
  });
  helper = await startHelper({ dir: config.path, port: 0, onShutdown: () => void shutdowns++ });
  secret = await pair(helper);
  await helper.ready;
});

afterAll(async () => {
  await helper.close();
  await config.remove();
  await data.remove();
});

const status = async () =>
  helperStatusSchema.parse((await call(helper.port, HELPER_PATHS.status, { secret })).body).status;

describe("shutting the helper down", () => {
  it("says 'stopping' (not 'enabled') while its servers stop, then closes the port", async () => {
    expect(helper.servers.list().servers.map((server) => server.status)).toEqual(["running"]);
    expect(await status()).toBe("enabled");
    const answer = await call(helper.port, HELPER_PATHS.shutdown, { method: "POST", secret });
    expect(answer.status).toBe(202);
    expect(await status()).toBe("stopping");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(shutdowns).toBe(0);
    expect(await status()).toBe("stopping");
    await expect.poll(() => shutdowns, { timeout: 10_000 }).toBe(1);
    await expect(status()).rejects.toThrow();
  });
});
