// What a model produces, provider-neutral: the offline model and the AI SDK adapter both yield
// these, and the generation service turns them into the reply's tagged text.

export type GenerationPart =
  | { type: "text"; text: string }
  | { type: "reasoning"; text: string }
  | { type: "usage"; inputTokens: number | undefined; outputTokens: number | undefined }
  /** The model called a tool (MCP): its model-facing name and arguments; the result follows. */
  | { type: "tool-call"; id: string; name: string; input: unknown }
  | { type: "tool-result"; id: string; output: unknown }
  | { type: "tool-error"; id: string; error: unknown };

/** Rough token count (4 characters a token): the token-limit check and usage a provider did not report. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
