// The member's model parameters and behaviour settings as the AI SDK's call options: the common
// sampling settings, and per provider kind what only that provider understands (providerOptions).
//
// - temperature, max_tokens (maxOutputTokens), top_p, top_k, frequency/presence penalty, seed: the
//   SDK's own settings; thinking enabled omits temperature, top_p and top_k
//   (docs/product/chat-settings.md § Model parameter rules).
// - reasoning_effort: OpenAI and OpenAI-compatible `reasoning_effort` (a slider position is mapped
//   to a level, see reasoningLevel).
// - thinking (enabled, budget_tokens): Anthropic extended thinking; prompt_caching: Anthropic cache
//   control. OpenAI caches prompts by itself; OpenAI-compatible servers get no extra field.
// - top_k and repetition_penalty reach OpenAI-compatible servers (vLLM, Ollama) as body fields; the
//   OpenAI API has neither.
// - web_search / search_context_size: OpenAI-compatible `web_search_options` when web search is on.
// - function_call_aggressiveness (0 Never, 1 Smart, 2 Always): an instruction in the system prompt
//   (no tools exist yet; toolChoiceFor is the policy tools will use). Smart is the model's default
//   behaviour and adds nothing.
// size, quality and image_generation belong to image models, which Parley does not call yet.
import type { streamText } from "ai";
import type { ProviderKind } from "@parley/shared-contracts/api/models";
import type { UserModelParameters } from "@parley/shared-contracts/api/messages";
import { isEnabled, reasoningLevel } from "@parley/shared-contracts/model-parameters";

type ProviderOptions = NonNullable<Parameters<typeof streamText>[0]["providerOptions"]>;
type JsonObject = ProviderOptions[string];

export interface CallOptions {
  temperature?: number;
  maxOutputTokens?: number;
  topP?: number;
  topK?: number;
  frequencyPenalty?: number;
  presencePenalty?: number;
  seed?: number;
  /** The system prompt (a tool's, then the aggressiveness instruction). */
  instructions?: string;
  providerOptions?: ProviderOptions;
}

/** 0 Never, 1 Smart, 2 Always (docs/product/chat-settings.md § Behaviour settings fields). */
export type Aggressiveness = 0 | 1 | 2;

export const AGGRESSIVENESS_INSTRUCTIONS: Readonly<Record<Aggressiveness, string | undefined>> = {
  0: "Do not call tools or functions; answer from the conversation and your own knowledge only.",
  1: undefined,
  2: "Whenever a tool or function can help with the request, call it rather than answering from memory.",
};

/** The tool-choice policy of an aggressiveness level, for calls that offer tools. */
export function toolChoiceFor(level: Aggressiveness): "none" | "auto" | "required" {
  return level === 0 ? "none" : level === 2 ? "required" : "auto";
}

/** Anthropic needs a budget; its documented minimum is 1024 tokens. */
const DEFAULT_THINKING_BUDGET = 1024;

function set<K extends keyof CallOptions>(target: CallOptions, key: K, value: CallOptions[K] | undefined) {
  if (value !== undefined) target[key] = value;
}

export function callOptions(
  kind: ProviderKind,
  parameters: UserModelParameters,
  aggressiveness: Aggressiveness = 1,
  toolInstructions?: string,
): CallOptions {
  const p = parameters;
  const thinking = isEnabled(p.thinking);
  const options: CallOptions = {};
  // Thinking omits the sampling parameters (THINKING_HIDES: temperature, top_p, top_k).
  if (!thinking) {
    set(options, "temperature", p.temperature);
    set(options, "topP", p.top_p);
    // OpenAI has no top_k (the SDK would warn and drop it); compatible servers get it as a body field.
    if (kind === "anthropic") set(options, "topK", p.top_k);
  }
  set(options, "maxOutputTokens", p.max_tokens);
  set(options, "frequencyPenalty", p.frequency_penalty);
  set(options, "presencePenalty", p.presence_penalty);
  set(options, "seed", p.seed);
  const instructions = [toolInstructions, AGGRESSIVENESS_INSTRUCTIONS[aggressiveness]].filter(Boolean);
  if (instructions.length > 0) options.instructions = instructions.join("\n\n");

  const effort = reasoningLevel(p.reasoning_effort);
  const provider: JsonObject = {};
  switch (kind) {
    case "openai":
      if (effort !== undefined) provider.reasoningEffort = effort;
      break;
    case "openai_compatible":
      if (effort !== undefined) provider.reasoningEffort = effort;
      if (!thinking && p.top_k !== undefined) provider.top_k = p.top_k;
      if (p.repetition_penalty !== undefined) provider.repetition_penalty = p.repetition_penalty;
      if (isEnabled(p.web_search))
        provider.web_search_options =
          p.search_context_size !== undefined && p.search_context_size !== "none"
            ? { search_context_size: p.search_context_size }
            : {};
      break;
    case "anthropic":
      if (p.thinking !== undefined)
        provider.thinking = thinking
          ? { type: "enabled", budgetTokens: p.thinking.budget_tokens ?? DEFAULT_THINKING_BUDGET }
          : { type: "disabled" };
      if (isEnabled(p.prompt_caching)) provider.cacheControl = { type: "ephemeral" };
      break;
  }
  if (Object.keys(provider).length > 0)
    options.providerOptions = { [kind === "openai_compatible" ? "openaiCompatible" : kind]: provider };
  return options;
}
