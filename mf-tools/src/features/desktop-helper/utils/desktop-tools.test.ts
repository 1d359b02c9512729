import { describe, expect, it } from "vitest";
import type { HelperServers, LocalServer } from "@parley/shared-contracts/api/helper-app";
import { desktopToolsOf, toolSetKey } from "./desktop-tools.ts";

const tool = (name: string) => ({ name, description: `${name} tool`, inputSchema: { type: "object" } });
const server = (over: Partial<LocalServer>): LocalServer => ({
  name: "files",
  status: "running",
  iconUrl: null,
  tools: [tool("read_text_file"), tool("write_file")],
  hiddenTools: [],
  error: null,
  ...over,
});

describe("desktopToolsOf", () => {
  it("offers the visible tools of running servers as server__tool", () => {
    const servers: HelperServers = {
      servers: [server({ hiddenTools: ["write_file"] }), server({ name: "db", status: "failed" })],
      stoppedServers: [server({ name: "off", status: "stopped" })],
    };
    expect(desktopToolsOf(servers)).toEqual([
      {
        type: "function",
        function: {
          name: "files__read_text_file",
          description: "read_text_file tool",
          parameters: { type: "object" },
        },
        server_name: "files",
        tool_name: "read_text_file",
      },
    ]);
  });

  it("cuts long names to 63 characters and keeps the tool's own name", () => {
    const [long] = desktopToolsOf({
      servers: [server({ tools: [tool("t".repeat(80))] })],
      stoppedServers: [],
    });
    expect(long?.function.name).toHaveLength(63);
    expect(long?.tool_name).toBe("t".repeat(80));
  });
});

describe("toolSetKey", () => {
  it("ignores order and sees a changed description", () => {
    const tools = desktopToolsOf({ servers: [server({})], stoppedServers: [] });
    expect(toolSetKey([...tools].reverse())).toBe(toolSetKey(tools));
    const changed = tools.map((t) => ({ ...t, function: { ...t.function, description: "new" } }));
    expect(toolSetKey(changed)).not.toBe(toolSetKey(tools));
  });
});
