// The reference MCP server from npm (@modelcontextprotocol/server-everything) over Streamable HTTP
// on loopback, as a child process: tools like echo and get-sum, listed and called for real.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { dirname } from "node:path";

export interface McpEverything {
  /** The MCP endpoint, e.g. http://127.0.0.1:8174/mcp (or …/sse) */
  url: string;
  stop: () => Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Streamable HTTP (endpoint /mcp) or the older HTTP+SSE transport (endpoint /sse). */
export async function startMcpEverything(
  port: number,
  transport: "streamableHttp" | "sse" = "streamableHttp",
  timeoutMs = 30_000,
): Promise<McpEverything> {
  // Its bin (the package has no exports map to import it by, and the tests want it as a process).
  const script = createRequire(import.meta.url).resolve(
    "@modelcontextprotocol/server-everything/dist/index.js",
  );
  const child: ChildProcess = spawn(process.execPath, [script, transport], {
    cwd: dirname(script),
    env: { ...process.env, PORT: String(port) },
    stdio: "pipe",
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`server-everything exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server-everything did not listen on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}/${transport === "sse" ? "sse" : "mcp"}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
