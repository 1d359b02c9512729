import type { Model } from "@parley/shared-contracts/api/models";
import type { Profile } from "@parley/shared-contracts/api/profile";

/** Where the member's last used model is kept when the profile does not carry it. */
export const LAST_USED_MODEL_STORAGE_KEY = "parley.mf_conversations.last_used_model";

/** A model named like a default ("default", "default-chat"): the spec's third choice. */
const DEFAULT_NAME = /(^|[^a-z])default([^a-z]|$)/i;

export interface ModelPreferences {
  /** The conversation's last_used_model_id. */
  conversation: number | null;
  /** The member's last used model. */
  member: number | null;
}

/**
 * The model the chat box starts with (docs/product/chat-settings.md § Model choice): the conversation's last
 * used model, the member's last used model, a default-named model, the first enabled model. Disabled models
 * never qualify; with none enabled the answer is null (the 'No model available' notice).
 */
export function pickModel(models: readonly Model[], preferences: ModelPreferences): Model | null {
  const enabled = models.filter((model) => !model.disabled);
  const byId = (id: number | null) => (id === null ? undefined : enabled.find((model) => model.id === id));
  return (
    byId(preferences.conversation) ??
    byId(preferences.member) ??
    enabled.find((model) => DEFAULT_NAME.test(model.name)) ??
    enabled[0] ??
    null
  );
}

/**
 * The member's last used model: from the profile when the server sends it (`last_used_model`),
 * else what this browser remembered when the member last changed it.
 */
export function memberLastUsedModel(profile: Profile | null, storage: Storage | null): number | null {
  const fromProfile: unknown = profile ? (profile as Record<string, unknown>)["last_used_model"] : undefined;
  if (typeof fromProfile === "number") return fromProfile;
  try {
    const stored = Number(storage?.getItem(LAST_USED_MODEL_STORAGE_KEY) ?? "");
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the member's choice in this browser (the server has it too, see updateLastUsedModel). */
export function rememberLastUsedModel(storage: Storage | null, id: number): void {
  try {
    storage?.setItem(LAST_USED_MODEL_STORAGE_KEY, String(id));
  } catch {
    // Private mode or a full quota: the server still has the choice.
  }
}
