// The configured MCP servers, each a child process spoken to over stdio with the MCP SDK's client.
// Only names from the user's configuration file can be started: callers pass a name, never a
// command. A server that exits on its own becomes `failed` with the end of its stderr as the reason.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import type {
  HelperMcpServer,
  HelperServers,
  HelperToolResult,
  LocalServer,
  LocalServerStatus,
  LocalTool,
} from "@parley/shared-contracts/api/helper-app";
import type { HelperConfig, ServerConfig } from "../config.ts";
import type { StateStore } from "../state.ts";

const STDERR_TAIL = 2000;

/** A reason with the end of the server's stderr, which usually says what went wrong. */
const withStderr = (reason: string, stderr: string) =>
  stderr.trim() ? `${reason} (${stderr.trim()})` : reason;

interface Entry {
  name: string;
  config: ServerConfig;
  status: LocalServerStatus;
  tools: LocalTool[];
  error: string | null;
  client: Client | null;
  stderr: string;
  starting: Promise<void> | null;
  stopping: boolean;
}

/** A request the servers refuse (the caller's mistake, not a failure of a server). */
export class RefusedError extends Error {}
export class UnknownServerError extends RefusedError {}
export class ServerNotRunningError extends RefusedError {}
export class UnknownToolError extends RefusedError {}
export class HiddenToolError extends RefusedError {}

export interface LocalServersOptions {
  config: HelperConfig;
  store: StateStore;
  version: string;
  log: (line: string) => void;
}

export class LocalServers {
  readonly #entries = new Map<string, Entry>();
  readonly #options: LocalServersOptions;

  constructor(options: LocalServersOptions) {
    this.#options = options;
    for (const [name, config] of Object.entries(options.config.mcpServers)) {
      this.#entries.set(name, {
        name,
        config,
        status: "stopped",
        tools: [],
        error: null,
        client: null,
        stderr: "",
        starting: null,
        stopping: false,
      });
    }
  }

  #entry(name: string): Entry {
    const entry = this.#entries.get(name);
    if (!entry) throw new UnknownServerError(`No server "${name}" in the helper's configuration.`);
    return entry;
  }

  #hidden(name: string): string[] {
    return this.#options.store.get().hiddenTools[name] ?? [];
  }

  describe(name: string): LocalServer {
    const entry = this.#entry(name);
    return {
      name,
      status: entry.status,
      iconUrl: entry.config.iconUrl ?? null,
      tools: entry.tools,
      hiddenTools: this.#hidden(name),
      error: entry.error,
    };
  }

  list(): HelperServers {
    const all = [...this.#entries.keys()].map((name) => this.describe(name));
    return {
      servers: all.filter((server) => server.status !== "stopped"),
      stoppedServers: all.filter((server) => server.status === "stopped"),
    };
  }

  configured(): HelperMcpServer[] {
    const disabled = new Set(this.#options.store.get().disabledServers);
    return [...this.#entries.values()].map((entry) => ({
      name: entry.name,
      command: entry.config.command,
      args: entry.config.args,
      envNames: Object.keys(entry.config.env),
      enabled: !disabled.has(entry.name),
      status: entry.status,
    }));
  }

  /** Starts every server not switched off; settles when each has started or failed. */
  async startEnabled(): Promise<void> {
    const disabled = new Set(this.#options.store.get().disabledServers);
    const names = [...this.#entries.keys()].filter((name) => !disabled.has(name));
    await Promise.all(names.map((name) => this.start(name)));
  }

  async start(name: string): Promise<LocalServer> {
    const entry = this.#entry(name);
    if (entry.status === "running") return this.describe(name);
    entry.starting ??= this.#connect(entry).finally(() => (entry.starting = null));
    await entry.starting;
    return this.describe(name);
  }

  async #connect(entry: Entry): Promise<void> {
    entry.status = "starting";
    entry.error = null;
    entry.stderr = "";
    entry.stopping = false;
    const { command, args, env, cwd } = entry.config;
    const transport = new StdioClientTransport({ command, args, env, cwd, stderr: "pipe" });
    transport.stderr?.on("data", (chunk: Buffer) => {
      entry.stderr = (entry.stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    const client = new Client({ name: "parley-helper", version: this.#options.version });
    client.onclose = () => {
      if (entry.client !== client) return;
      entry.client = null;
      entry.tools = [];
      if (entry.stopping) {
        entry.status = "stopped";
      } else {
        entry.status = "failed";
        entry.error = withStderr("The server exited.", entry.stderr);
        this.#options.log(`server ${entry.name} exited`);
      }
    };
    try {
      await client.connect(transport);
      entry.client = client;
      entry.tools = await this.#listTools(client);
      client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
        if (entry.client === client) entry.tools = await this.#listTools(client);
      });
      entry.status = "running";
      this.#options.log(`server ${entry.name} running (${entry.tools.length} tools)`);
    } catch (error) {
      entry.client = null;
      entry.tools = [];
      entry.status = "failed";
      entry.error = withStderr((error as Error).message, entry.stderr);
      this.#options.log(`server ${entry.name} failed: ${entry.error}`);
      await client.close().catch(() => undefined);
    }
  }

  async #listTools(client: Client): Promise<LocalTool[]> {
    const tools: LocalTool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : undefined);
      for (const tool of page.tools) {
        tools.push({ name: tool.name, description: tool.description ?? "", inputSchema: tool.inputSchema });
      }
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  }

  async stop(name: string): Promise<LocalServer> {
    const entry = this.#entry(name);
    if (entry.starting) await entry.starting;
    const client = entry.client;
    entry.stopping = true;
    entry.client = null;
    entry.tools = [];
    entry.status = "stopped";
    entry.error = null;
    if (client) await client.close().catch(() => undefined);
    return this.describe(name);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#entries.keys()].map((name) => this.stop(name)));
  }

  /** The toggle: remembered for the next launch, and applied now. */
  async setEnabled(name: string, enabled: boolean): Promise<LocalServer> {
    this.#entry(name);
    await this.#options.store.update((state) => {
      state.disabledServers = state.disabledServers.filter((item) => item !== name);
      if (!enabled) state.disabledServers.push(name);
    });
    return enabled ? this.start(name) : this.stop(name);
  }

  async setHidden(name: string, tool: string, hidden: boolean): Promise<string[]> {
    this.#entry(name);
    await this.#options.store.update((state) => {
      const rest = (state.hiddenTools[name] ?? []).filter((item) => item !== tool);
      state.hiddenTools[name] = hidden ? [...rest, tool] : rest;
      if (state.hiddenTools[name].length === 0) delete state.hiddenTools[name];
    });
    return this.#hidden(name);
  }

  /** Runs a listed, visible tool of a running server. */
  async callTool(name: string, tool: string, args: Record<string, unknown>): Promise<HelperToolResult> {
    const entry = this.#entry(name);
    if (entry.status !== "running" || !entry.client) {
      throw new ServerNotRunningError(`The server "${name}" is not running.`);
    }
    if (this.#hidden(name).includes(tool)) throw new HiddenToolError(`The tool "${tool}" is hidden.`);
    if (!entry.tools.some((item) => item.name === tool)) {
      throw new UnknownToolError(`The server "${name}" has no tool "${tool}".`);
    }
    const result = await entry.client.callTool({ name: tool, arguments: args }, undefined, {
      timeout: this.#options.config.toolTimeoutMs,
    });
    return {
      content: Array.isArray(result.content) ? (result.content as HelperToolResult["content"]) : [],
      isError: result.isError === true,
      ...(result.structuredContent
        ? { structuredContent: result.structuredContent as Record<string, unknown> }
        : {}),
    };
  }
}
