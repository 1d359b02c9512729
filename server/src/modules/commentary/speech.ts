// One commentary line as audio through the AI SDK's speech generation (generateSpeech, formerly
// experimental_generateSpeech) and the provider's speech model. No retries: a late line is useless.
import { generateSpeech } from "ai";
import type { SpeechModel } from "ai";
import type { Config } from "../../config.ts";

/** The speech model id (OpenAI: "tts-1"), voice and per-line timeout (PARLEY_SPEECH_*). */
export type SpeechSettings = Config["generation"]["speech"];

/** The line's audio (MP3), base64. */
export async function speakLine(
  model: SpeechModel,
  text: string,
  voice: string,
  signal: AbortSignal,
): Promise<string> {
  const result = await generateSpeech({
    model,
    text,
    voice,
    outputFormat: "mp3",
    maxRetries: 0,
    abortSignal: signal,
  });
  return result.audio.base64;
}
