// Every endpoint against the reference MCP servers from npm, run over stdio by the helper:
// server-filesystem on a temporary folder and server-everything, plus one server that fails.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HELPER_PATHS,
  helperErrorSchema,
  helperHiddenToolsSchema,
  helperMcpServersSchema,
  helperOkSchema,
  helperServerAnswerSchema,
  helperServersSchema,
  helperShutdownSchema,
  helperStatusSchema,
  helperToolResultSchema,
} from "@parley/shared-contracts/api/helper-app";
import { startHelper, type RunningHelper } from "./helper.ts";
import { call, everythingServer, filesystemServer, pair, tempFolder, writeConfig } from "./test/fixtures.ts";

let config: Awaited<ReturnType<typeof tempFolder>>;
let data: Awaited<ReturnType<typeof tempFolder>>;
let helper: RunningHelper;
let secret: string;
const opened: string[] = [];
let shutdowns = 0;

const start = () =>
  startHelper({
    dir: config.path,
    port: 0,
    openFile: async (path) => void opened.push(path),
    onShutdown: () => void shutdowns++,
  });

beforeAll(async () => {
  config = await tempFolder();
  data = await tempFolder("parley-helper-data-");
  await writeFile(join(data.path, "hello.txt"), "Hello from a local file\n");
  await writeConfig(config.path, {
    mcpServers: {
      files: filesystemServer(data.path),
      everything: {
        ...everythingServer(),
        env: { EXAMPLE_TOKEN: "value-never-sent" },
        iconUrl: "https://example.com/icon.png",
      },
      broken: {
        command: process.execPath,
        args: ["-e", "console.error('no database here'); process.exit(3)"],
      },
    },
  });
  helper = await start();
  secret = await pair(helper);
});

afterAll(async () => {
  await helper.close();
  await config.remove();
  await data.remove();
});

/** Processes whose command line mentions `text` (Linux's /proc). */
async function processesMentioning(text: string): Promise<number> {
  let count = 0;
  for (const pid of (await readdir("/proc")).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (cmdline.includes(text)) count++;
  }
  return count;
}

const get = (path: string) => call(helper.port, path, { secret });
const post = (path: string, body?: unknown) => call(helper.port, path, { method: "POST", body, secret });
const errorCode = (answer: { body: unknown }) => helperErrorSchema.parse(answer.body).error.code;
const textOf = (body: unknown) =>
  helperToolResultSchema
    .parse(body)
    .content.map((block) => String(block.text))
    .join("\n");

describe("the helper's endpoints", () => {
  it("status: starting until the servers switched on have started, then enabled with the version", async () => {
    const first = helperStatusSchema.parse((await get(HELPER_PATHS.status)).body);
    expect(["starting", "enabled"]).toContain(first.status);
    await helper.ready;
    expect(helperStatusSchema.parse((await get(HELPER_PATHS.status)).body)).toEqual({
      status: "enabled",
      version: "1.0.0",
    });
  });

  it("servers: running ones with their tools, the failed one with its reason", async () => {
    const { servers, stoppedServers } = helperServersSchema.parse((await get(HELPER_PATHS.servers)).body);
    expect(stoppedServers).toEqual([]);
    const byName = Object.fromEntries(servers.map((server) => [server.name, server]));
    expect(byName.files?.status).toBe("running");
    expect(byName.files?.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(["read_text_file", "list_directory", "write_file"]),
    );
    expect(byName.files?.iconUrl).toBeNull();
    expect(byName.everything?.status).toBe("running");
    expect(byName.everything?.iconUrl).toBe("https://example.com/icon.png");
    const echo = byName.everything?.tools.find((tool) => tool.name === "echo");
    expect(echo?.description).not.toBe("");
    expect(echo?.inputSchema).toMatchObject({ type: "object" });
    expect(byName.broken?.status).toBe("failed");
    expect(byName.broken?.tools).toEqual([]);
    expect(byName.broken?.error).toContain("no database here");
  });

  it("mcp-servers: the configured servers, environment names but never their values", async () => {
    const answer = await get(HELPER_PATHS.mcpServers);
    const { mcpServers } = helperMcpServersSchema.parse(answer.body);
    expect(mcpServers.map((server) => server.name)).toEqual(["files", "everything", "broken"]);
    const everything = mcpServers.find((server) => server.name === "everything");
    expect(everything).toMatchObject({
      command: process.execPath,
      envNames: ["EXAMPLE_TOKEN"],
      enabled: true,
    });
    expect(JSON.stringify(answer.body)).not.toContain("value-never-sent");
  });

  it("execute-tool: a filesystem tool reads the folder it was given, and only that", async () => {
    const read = await post(HELPER_PATHS.executeTool, {
      serverName: "files",
      toolName: "read_text_file",
      arguments: { path: join(data.path, "hello.txt") },
    });
    expect(read.status).toBe(200);
    expect(textOf(read.body)).toContain("Hello from a local file");
    const outside = await post(HELPER_PATHS.executeTool, {
      serverName: "files",
      toolName: "read_text_file",
      arguments: { path: "/etc/passwd" },
    });
    expect(outside.status).toBe(200);
    expect(helperToolResultSchema.parse(outside.body).isError).toBe(true);
  });

  it("execute-tool: server-everything's tools, the configured environment and structured content", async () => {
    const echo = await post(HELPER_PATHS.executeTool, {
      serverName: "everything",
      toolName: "echo",
      arguments: { message: "hi" },
    });
    expect(textOf(echo.body)).toBe("Echo: hi");
    const env = await post(HELPER_PATHS.executeTool, { serverName: "everything", toolName: "get-env" });
    expect(textOf(env.body)).toContain("value-never-sent");
    const weather = await post(HELPER_PATHS.executeTool, {
      serverName: "everything",
      toolName: "get-structured-content",
      arguments: { location: "Chicago" },
    });
    expect(helperToolResultSchema.parse(weather.body).structuredContent).toMatchObject({
      temperature: expect.any(Number),
    });
  });

  it("execute-tool refuses unknown servers and tools and a failed server", async () => {
    const unknownServer = await post(HELPER_PATHS.executeTool, { serverName: "nope", toolName: "echo" });
    expect([unknownServer.status, errorCode(unknownServer)]).toEqual([404, "not_found"]);
    const unknownTool = await post(HELPER_PATHS.executeTool, { serverName: "everything", toolName: "rm" });
    expect([unknownTool.status, errorCode(unknownTool)]).toEqual([404, "not_found"]);
    const failed = await post(HELPER_PATHS.executeTool, { serverName: "broken", toolName: "x" });
    expect([failed.status, errorCode(failed)]).toEqual([409, "server_not_running"]);
  });

  it("hide-tool and show-tool: a hidden tool is listed as hidden and refused", async () => {
    const hidden = await post(HELPER_PATHS.hideTool, { serverName: "everything", toolName: "echo" });
    expect(helperHiddenToolsSchema.parse(hidden.body)).toEqual({
      serverName: "everything",
      hiddenTools: ["echo"],
    });
    const { servers } = helperServersSchema.parse((await get(HELPER_PATHS.servers)).body);
    expect(servers.find((server) => server.name === "everything")?.hiddenTools).toEqual(["echo"]);
    const refused = await post(HELPER_PATHS.executeTool, {
      serverName: "everything",
      toolName: "echo",
      arguments: { message: "hi" },
    });
    expect([refused.status, errorCode(refused)]).toEqual([403, "tool_hidden"]);
    const shown = await post(HELPER_PATHS.showTool, { serverName: "everything", toolName: "echo" });
    expect(helperHiddenToolsSchema.parse(shown.body).hiddenTools).toEqual([]);
    const again = await post(HELPER_PATHS.executeTool, {
      serverName: "everything",
      toolName: "echo",
      arguments: { message: "again" },
    });
    expect(textOf(again.body)).toBe("Echo: again");
  });

  it("stop-server and start-server: the process ends and starts again", async () => {
    const stopped = helperServerAnswerSchema.parse(
      (await post(HELPER_PATHS.stopServer, { serverName: "files" })).body,
    );
    expect(stopped.server).toMatchObject({ name: "files", status: "stopped", tools: [] });
    await expect.poll(() => processesMentioning(data.path), { timeout: 10_000 }).toBe(0);
    const list = helperServersSchema.parse((await get(HELPER_PATHS.servers)).body);
    expect(list.stoppedServers.map((server) => server.name)).toEqual(["files"]);
    const refused = await post(HELPER_PATHS.executeTool, {
      serverName: "files",
      toolName: "list_directory",
      arguments: { path: data.path },
    });
    expect([refused.status, errorCode(refused)]).toEqual([409, "server_not_running"]);

    const started = helperServerAnswerSchema.parse(
      (await post(HELPER_PATHS.startServer, { serverName: "files" })).body,
    );
    expect(started.server.status).toBe("running");
    expect(await processesMentioning(data.path)).toBe(1);
    const listed = await post(HELPER_PATHS.executeTool, {
      serverName: "files",
      toolName: "list_directory",
      arguments: { path: data.path },
    });
    expect(textOf(listed.body)).toContain("hello.txt");

    const broken = helperServerAnswerSchema.parse(
      (await post(HELPER_PATHS.startServer, { serverName: "broken" })).body,
    );
    expect(broken.server.status).toBe("failed");
    const unknown = await post(HELPER_PATHS.startServer, { serverName: "elsewhere" });
    expect(unknown.status).toBe(404);
  });

  it("the toggle (POST mcp-servers) switches a server off for good and on again", async () => {
    const off = await post(HELPER_PATHS.mcpServers, { serverName: "everything", enabled: false });
    expect(helperServerAnswerSchema.parse(off.body).server.status).toBe("stopped");
    const { mcpServers } = helperMcpServersSchema.parse((await get(HELPER_PATHS.mcpServers)).body);
    expect(mcpServers.find((server) => server.name === "everything")?.enabled).toBe(false);
    const state = JSON.parse(await readFile(join(config.path, "state.json"), "utf8")) as {
      disabledServers: string[];
    };
    expect(state.disabledServers).toEqual(["everything"]);
  });

  it("open/server opens the helper's configuration file, for a configured server only", async () => {
    const answer = await post(HELPER_PATHS.openServer, { serverName: "files" });
    expect(helperOkSchema.parse(answer.body)).toEqual({ ok: true });
    expect(opened).toEqual([join(config.path, "config.json")]);
    expect((await post(HELPER_PATHS.openServer, { serverName: "other" })).status).toBe(404);
    expect(opened).toHaveLength(1);
  });

  it("keeps pairings, hidden tools and switched-off servers across a restart", async () => {
    await post(HELPER_PATHS.hideTool, { serverName: "files", toolName: "write_file" });
    await helper.close();
    helper = await start();
    await helper.ready;
    const { servers, stoppedServers } = helperServersSchema.parse((await get(HELPER_PATHS.servers)).body);
    expect(stoppedServers.map((server) => server.name)).toEqual(["everything"]);
    expect(servers.find((server) => server.name === "files")?.hiddenTools).toEqual(["write_file"]);
    const on = await post(HELPER_PATHS.mcpServers, { serverName: "everything", enabled: true });
    expect(helperServerAnswerSchema.parse(on.body).server.status).toBe("running");
  });

  it("shutdown answers, stops the servers and closes the port", async () => {
    const answer = await post(HELPER_PATHS.shutdown);
    expect(answer.status).toBe(202);
    expect(helperShutdownSchema.parse(answer.body)).toEqual({ status: "stopping" });
    await expect.poll(() => shutdowns, { timeout: 15_000 }).toBe(1);
    expect(helper.servers.list().servers).toEqual([]);
    await expect.poll(() => processesMentioning(data.path), { timeout: 10_000 }).toBe(0);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(helper.port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(false)));
      socket.once("error", () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
