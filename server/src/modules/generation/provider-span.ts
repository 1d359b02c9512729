// What a provider call's span says, after OpenTelemetry's GenAI conventions (still incubating, so the
// names are written here rather than imported): the operation, the provider and the model asked for.
import type { Attributes } from "@opentelemetry/api";
import type { LanguageModel } from "ai";

export function providerSpanAttributes(
  model: LanguageModel,
  /** Parley's kind of provider (openai, anthropic …); else the AI SDK's name for it. */
  kind?: string,
): { name: string; attributes: Attributes } {
  const modelId = typeof model === "string" ? model : model.modelId;
  return {
    name: `chat ${modelId}`,
    attributes: {
      "gen_ai.operation.name": "chat",
      "gen_ai.provider.name": kind ?? (typeof model === "string" ? undefined : model.provider),
      "gen_ai.request.model": modelId,
    },
  };
}
