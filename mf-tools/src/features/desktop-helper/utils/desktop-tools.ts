import type { DesktopTool } from "@parley/shared-contracts/api/desktop-tools";
import { localToolName } from "@parley/shared-contracts/api/helper-app-calls";
import type { HelperServers } from "@parley/shared-contracts/api/helper-app";

/** The tools models may call: those of running servers the user has not hidden, as server__tool. */
export function desktopToolsOf(servers: HelperServers): DesktopTool[] {
  return servers.servers
    .filter((server) => server.status === "running")
    .flatMap((server) =>
      server.tools
        .filter((tool) => !server.hiddenTools.includes(tool.name))
        .map((tool) => ({
          type: "function" as const,
          function: {
            name: localToolName(server.name, tool.name),
            description: tool.description,
            parameters: tool.inputSchema,
          },
          server_name: server.name,
          tool_name: tool.name,
        })),
    );
}

/** A stable fingerprint of a tool set: the store is posted only when it changes. */
export function toolSetKey(tools: DesktopTool[]): string {
  return JSON.stringify(
    [...tools]
      .sort((a, b) => a.function.name.localeCompare(b.function.name))
      .map((tool) => [tool.function.name, tool.function.description, tool.function.parameters]),
  );
}
