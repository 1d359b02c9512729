// The text of a tool call inside a reply's tool section (markdown): which tool ran with which
// arguments, then its result or error. Written as the call starts and as it ends, so the section
// shows its loader while the call waits for permission or runs, and replays from the stored text.
// Nothing from the model or the tool can end the section early: chunk tags inside are defused, and
// fences are longer than any backtick run inside.
import { DECLINED_TEXT, STOPPED_TEXT } from "../mcp/tool-calls.ts";
import type { ReplyToolOutput } from "../mcp/reply-tools.ts";
import { cut } from "../mcp/tool-result.ts";

const CHUNK_TAG = /<(\/?)(think|tool|exception|smart_thinking)>/g;

/** Chunk tags in foreign text become look-alikes that cannot open or close a section. */
export function defuseTags(text: string): string {
  return text.replace(CHUNK_TAG, "‹$1$2›");
}

function fenced(text: string, language = ""): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${defuseTags(text)}\n${fence}`;
}

export function toolCallSection(title: string, input: unknown): string {
  const args = JSON.stringify(input ?? {}, null, 2) ?? "{}";
  return `**${defuseTags(title).replace(/[*_`]/g, "\\$&")}**\n\n${fenced(cut(args, 4000), "json")}\n`;
}

function isOutput(value: unknown): value is ReplyToolOutput {
  return typeof value === "object" && value !== null && "status" in value && "text" in value;
}

/** The result part of a call; `restore` puts back what DLP replaced for the model. */
export function toolResultSection(
  part: { type: "tool-result"; output: unknown } | { type: "tool-error"; error: unknown },
  restore: (text: string) => string,
): string {
  if (part.type === "tool-error") {
    const message = part.error instanceof Error ? part.error.message : String(part.error);
    return `\n**Error:** ${defuseTags(message)}\n`;
  }
  const output = part.output;
  if (!isOutput(output)) return `\n${fenced(JSON.stringify(output))}\n`;
  switch (output.status) {
    case "success":
      return `\n${fenced(restore(output.text))}\n`;
    case "error":
      return `\n**Error:**\n\n${fenced(restore(output.text))}\n`;
    case "declined":
      return `\n_${DECLINED_TEXT}_\n`;
    case "stopped":
      return "";
  }
}

export function toolStoppedSection(): string {
  return `\n_${STOPPED_TEXT}_\n`;
}
