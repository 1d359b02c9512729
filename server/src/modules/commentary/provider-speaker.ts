// The speak function of one reply's commentary: the reply's provider (resolved once, on the first
// line) and its speech model. A provider that cannot speak fails each line, which is then dropped.
import type { SpeechModel } from "ai";
import type { Queryable } from "../../lib/db/database.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import type { ModelRow } from "../models/repository.ts";
import { createSpeechModel } from "../providers/speech-model.ts";
import { resolveProvider } from "../providers/service.ts";
import { speakLine } from "./speech.ts";
import type { SpeechSettings } from "./speech.ts";

export interface ProviderSpeakerOptions {
  db: Queryable;
  box: SecretBox;
  accountId: number;
  model: ModelRow;
  settings: SpeechSettings;
  fetch?: typeof fetch | undefined;
}

export function createProviderSpeaker(
  options: ProviderSpeakerOptions,
): (text: string, signal: AbortSignal) => Promise<string> {
  let speechModel: Promise<SpeechModel | undefined> | undefined;
  return async (text, signal) => {
    speechModel ??= resolveProvider(options.db, options.box, options.accountId, options.model).then(
      (provider) => createSpeechModel(provider, options.settings.model, options.fetch),
    );
    const model = await speechModel;
    if (model === undefined) throw new Error(`${options.model.source_type} models cannot speak`);
    return speakLine(model, text, options.settings.voice, signal);
  };
}
