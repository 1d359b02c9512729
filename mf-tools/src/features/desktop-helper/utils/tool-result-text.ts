import type { HelperToolResult } from "@parley/shared-contracts/api/helper-app";

/**
 * An MCP tool result as the text the reply gets: text parts as they are, other parts named by kind
 * (the server cuts long results and applies DLP before the model reads them).
 */
export function toolResultText(result: HelperToolResult): string {
  const text = result.content
    .map((part) => (part.type === "text" && typeof part.text === "string" ? part.text : `[${part.type}]`))
    .join("\n");
  if (text === "" && result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
  return text;
}
