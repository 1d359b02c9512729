// A resolved provider as a Vercel AI SDK speech model, for commentary audio. Only OpenAI and
// OpenAI-compatible servers have a speech API (`POST <base>/audio/speech`); the compatible ones are
// called through the OpenAI provider, which speaks that endpoint. The key is passed explicitly, as
// for language models: the SDK's fallback to OPENAI_API_KEY must never apply.
import { createOpenAI } from "@ai-sdk/openai";
import type { ModelSourceType } from "@parley/shared-contracts/api/models";
import type { SpeechModel } from "ai";
import type { ResolvedProvider } from "./service.ts";

/** Whether models of this source can speak (the models API's supports_speech). */
export function supportsSpeech(source: ModelSourceType): boolean {
  return source === "openai" || source === "openai_compatible";
}

/** The speech model of a provider that can speak; undefined for one that cannot. */
export function createSpeechModel(
  provider: ResolvedProvider,
  speechModel: string,
  fetchImpl?: typeof fetch,
): SpeechModel | undefined {
  if (!supportsSpeech(provider.kind)) return undefined;
  return createOpenAI({
    baseURL: provider.baseURL,
    // A local compatible server may take no key; an empty one still keeps the environment out.
    apiKey: provider.apiKey ?? "",
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  }).speech(speechModel);
}
