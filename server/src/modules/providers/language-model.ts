// A resolved provider as a Vercel AI SDK language model. The key is passed explicitly: the SDK's
// fallback to OPENAI_API_KEY / ANTHROPIC_API_KEY in the server's environment must never apply to
// a workspace's model.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { ResolvedProvider } from "./service.ts";

export function createLanguageModel(provider: ResolvedProvider, fetchImpl?: typeof fetch): LanguageModel {
  const common = { baseURL: provider.baseURL, ...(fetchImpl ? { fetch: fetchImpl } : {}) };
  switch (provider.kind) {
    case "openai":
      return createOpenAI({ ...common, apiKey: provider.apiKey ?? "" }).chat(provider.providerModel);
    case "anthropic":
      return createAnthropic({ ...common, apiKey: provider.apiKey ?? "" })(provider.providerModel);
    case "openai_compatible":
      return createOpenAICompatible({
        ...common,
        name: "openai-compatible",
        includeUsage: true,
        ...(provider.apiKey !== undefined ? { apiKey: provider.apiKey } : {}),
      }).chatModel(provider.providerModel);
  }
}
