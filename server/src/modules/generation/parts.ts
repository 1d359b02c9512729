// What a model produces, provider-neutral: the offline model and the AI SDK adapter both yield
// these, and the generation service turns them into the reply's tagged text.

export type GenerationPart =
  | { type: "text"; text: string }
  | { type: "reasoning"; text: string }
  | { type: "usage"; inputTokens: number | undefined; outputTokens: number | undefined };

/** Rough token count (4 characters a token): the token-limit check and usage a provider did not report. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
