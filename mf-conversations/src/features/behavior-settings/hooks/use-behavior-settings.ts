import { useCallback, useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import { usePendingKeys } from "@parley/ui-kit/hooks/use-pending-keys.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import {
  behaviorSettingsKey,
  getBehaviorSettings,
  updateBehaviorSettings,
} from "../api/behavior-settings-api.ts";
import { useActiveConversation } from "../state/active-conversation.ts";
import { useBehaviorSettingsTranslation } from "./use-behavior-settings-translation.ts";

/** The aggressiveness slider saves after this pause (docs/product/chat-settings.md § Saving settings). */
export const SLIDER_SAVE_DELAY_MS = 500;

/** Until the member changes anything: the spec's defaults (assistant markdown on, latex off). */
export const FALLBACK_BEHAVIOR_SETTINGS: BehaviorSettings = {
  markdown_view: true,
  latex_view: false,
  explicit_url_detection: false,
  function_call_aggressiveness: 1,
  commentary_enabled: false,
};

/**
 * The member's behaviour settings, one cache for every parcel of this remote (the chat renders with
 * them, the panel changes them); the profile the shell holds is the starting value.
 */
export function useBehaviorSettings(): BehaviorSettings {
  const { api, bus, session } = useShell();
  const client = useQueryClient();
  const initial = session.profile?.behavior_settings;
  const query = useQuery({
    queryKey: behaviorSettingsKey,
    queryFn: () => getBehaviorSettings(api),
    ...(initial ? { initialData: initial } : {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Changed elsewhere (the settings page, another remote): read them again.
  useEffect(
    () =>
      bus.on("session.profile-changed", () => {
        void client.invalidateQueries({ queryKey: behaviorSettingsKey });
      }),
    [bus, client],
  );
  return query.data ?? FALLBACK_BEHAVIOR_SETTINGS;
}

type SettingKey = Exclude<keyof BehaviorSettings, never>;

/**
 * Changes settings the spec's way: the value switches at once and shows a spinner while it is
 * saved; a failure restores the last saved value with 'Failed to update setting. Please try
 * again.'. The aggressiveness slider waits for a 500 ms pause before it saves.
 */
export function useUpdateBehaviorSettings() {
  const { api, bus } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useBehaviorSettingsTranslation();
  const conversationId = useActiveConversation((state) => state.id);
  const [saving, mark] = usePendingKeys<SettingKey>();
  const sliderTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sliderSave = useRef<(() => void) | null>(null);
  /** The last values the server confirmed: what a failure restores. */
  const confirmed = useRef<BehaviorSettings | null>(null);

  const save = useCallback(
    async <K extends SettingKey>(key: K, value: BehaviorSettings[K]) => {
      mark(key, true);
      try {
        const saved = await updateBehaviorSettings(api, {
          [key]: value,
          ...(conversationId > 0 ? { conversation_id: conversationId } : {}),
        });
        confirmed.current = saved;
        client.setQueryData<BehaviorSettings>(behaviorSettingsKey, (current) =>
          current ? { ...current, [key]: saved[key] } : saved,
        );
        bus.emit("session.profile-changed", {});
      } catch {
        const previous = confirmed.current;
        client.setQueryData<BehaviorSettings>(behaviorSettingsKey, (current) =>
          current && previous ? { ...current, [key]: previous[key] } : current,
        );
        toast("error", t("updateFailed"));
      } finally {
        mark(key, false);
      }
    },
    [api, bus, client, conversationId, mark, t, toast],
  );

  const optimistic = useCallback(
    <K extends SettingKey>(key: K, value: BehaviorSettings[K]) => {
      const current =
        client.getQueryData<BehaviorSettings>(behaviorSettingsKey) ?? FALLBACK_BEHAVIOR_SETTINGS;
      confirmed.current ??= current;
      client.setQueryData<BehaviorSettings>(behaviorSettingsKey, { ...current, [key]: value });
    },
    [client],
  );

  /** A toggle: shown at once, saved now. */
  const toggle = useCallback(
    (
      key: "markdown_view" | "latex_view" | "explicit_url_detection" | "commentary_enabled",
      value: boolean,
    ) => {
      optimistic(key, value);
      void save(key, value);
    },
    [optimistic, save],
  );

  /** The slider: shown at once, saved after the pause (clamped to 0–2). */
  const setAggressiveness = useCallback(
    (value: number) => {
      const level = Math.min(2, Math.max(0, Math.round(value)));
      optimistic("function_call_aggressiveness", level);
      if (sliderTimer.current) clearTimeout(sliderTimer.current);
      sliderSave.current = () => {
        sliderTimer.current = null;
        sliderSave.current = null;
        void save("function_call_aggressiveness", level);
      };
      sliderTimer.current = setTimeout(() => sliderSave.current?.(), SLIDER_SAVE_DELAY_MS);
    },
    [optimistic, save],
  );

  // Closing the panel within the pause still saves the slider's value.
  useEffect(
    () => () => {
      if (sliderTimer.current) clearTimeout(sliderTimer.current);
      sliderSave.current?.();
    },
    [],
  );

  return { toggle, setAggressiveness, saving };
}
