import { useCallback, useEffect, useRef, useState } from "react";
import type { BehaviorSettings } from "@parley/shared-contracts/api/profile";
import { usePendingKeys } from "@parley/ui-kit/hooks/use-pending-keys.ts";
import { useAccountTranslation } from "../../../i18n/use-account-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { saveBehaviorSettings } from "../api/behavior-settings-api.ts";

/**
 * The agentic slider saves after this pause (docs/product/chat-settings.md § Saving settings, as in the
 * behaviour panel).
 */
export const SLIDER_SAVE_DELAY_MS = 500;

export type ToggleKey = "markdown_view" | "latex_view" | "explicit_url_detection" | "commentary_enabled";
type Key = keyof BehaviorSettings;

/**
 * The member's behaviour settings as chat defaults, changed the spec's way: a value switches at once
 * and shows it is saving; a failure restores the last saved value with 'Failed to update setting.
 * Please try again.'; the slider waits for a 500 ms pause. Every save tells the other remotes.
 */
export function useChatDefaults(initial: BehaviorSettings) {
  const { api, bus } = useShell();
  const toast = useToast();
  const { t } = useAccountTranslation();
  const [values, setValues] = useState(initial);
  const [saving, mark] = usePendingKeys<Key>();
  const confirmed = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = useCallback(
    async <K extends Key>(key: K, value: BehaviorSettings[K]) => {
      mark(key, true);
      try {
        const saved = await saveBehaviorSettings(api, { [key]: value });
        confirmed.current = { ...confirmed.current, [key]: saved[key] };
        setValues((current) => ({ ...current, [key]: saved[key] }));
        bus.emit("session.profile-changed", {});
      } catch {
        setValues((current) => ({ ...current, [key]: confirmed.current[key] }));
        toast("error", t("settings.chat.updateFailed"));
      } finally {
        mark(key, false);
      }
    },
    [api, bus, mark, t, toast],
  );

  const toggle = useCallback(
    (key: ToggleKey, value: boolean) => {
      setValues((current) => ({ ...current, [key]: value }));
      void save(key, value);
    },
    [save],
  );

  const setAggressiveness = useCallback(
    (value: number) => {
      const level = Math.min(2, Math.max(0, Math.round(value)));
      setValues((current) => ({ ...current, function_call_aggressiveness: level }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void save("function_call_aggressiveness", level);
      }, SLIDER_SAVE_DELAY_MS);
    },
    [save],
  );

  return { values, saving, toggle, setAggressiveness };
}
