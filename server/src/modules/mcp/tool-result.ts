// An MCP tool result as the text the model reads next and the reply shows: text parts as they are,
// other parts named by kind (an image is not forwarded to the model as pixels). Long results are cut;
// control characters (a NUL that PostgreSQL text refuses) are stripped.
import { stripControlCharacters } from "../../lib/nul-characters.ts";

/** Characters of one tool result the model and the reply get at most. */
export const TOOL_RESULT_MAX_CHARS = 20_000;

export interface ToolOutcome {
  ok: boolean;
  text: string;
}

interface ContentPart {
  type: string;
  text?: unknown;
  mimeType?: unknown;
  resource?: { uri?: unknown; text?: unknown; mimeType?: unknown };
  uri?: unknown;
  name?: unknown;
}

function partText(part: ContentPart): string {
  switch (part.type) {
    case "text":
      return typeof part.text === "string" ? part.text : "";
    case "image":
    case "audio":
      return `[${part.type}${typeof part.mimeType === "string" ? ` ${part.mimeType}` : ""}]`;
    case "resource":
      return typeof part.resource?.text === "string"
        ? part.resource.text
        : `[resource ${typeof part.resource?.uri === "string" ? part.resource.uri : ""}]`;
    case "resource_link":
      return `[resource ${typeof part.name === "string" ? part.name : typeof part.uri === "string" ? part.uri : ""}]`;
    default:
      return `[${part.type}]`;
  }
}

export function cut(text: string, max = TOOL_RESULT_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}\n…(cut after ${max} characters)` : text;
}

/** A CallToolResult (or the older toolResult form) as an outcome. */
export function describeToolResult(result: Record<string, unknown>): ToolOutcome {
  const content = Array.isArray(result.content) ? (result.content as ContentPart[]) : [];
  let text = content.map(partText).filter(Boolean).join("\n");
  if (text === "" && result.structuredContent !== undefined) text = JSON.stringify(result.structuredContent);
  if (text === "" && result.toolResult !== undefined) text = JSON.stringify(result.toolResult);
  return { ok: result.isError !== true, text: cut(stripControlCharacters(text)) };
}
