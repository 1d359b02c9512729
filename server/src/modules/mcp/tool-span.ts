// A tool call as a span of the active trace (lib/tracing/spans.ts), after OpenTelemetry's GenAI
// conventions (`execute_tool`; incubating, so the names are written here): the tool, its server, and
// whether it ran on a workspace MCP server or on the member's desktop. A tool that answered with an
// error marks the span failed too, not only one that threw.
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { inSpan } from "../../lib/tracing/spans.ts";

export function inToolSpan<T>(
  call: { server: string; tool: string; where: "mcp" | "desktop" },
  run: () => Promise<T>,
  failed: (result: T) => boolean,
): Promise<T> {
  return inSpan(
    `execute_tool ${call.tool}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": call.tool,
        "parley.tool.server": call.server,
        "parley.tool.where": call.where,
      },
    },
    async (span) => {
      const result = await run();
      if (failed(result))
        span.setStatus({ code: SpanStatusCode.ERROR, message: "the tool answered an error" });
      return result;
    },
  );
}
