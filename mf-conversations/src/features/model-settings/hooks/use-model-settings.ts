import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModelSettings } from "@parley/shared-contracts/api/model-settings";
import type { ParameterValue, ParameterValues } from "@parley/shared-contracts/model-parameters";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import {
  modelSettingsKeys,
  modelSettingsQueryOptions,
  resetModelSettings,
  saveModelSettings,
} from "../api/model-settings-api.ts";
import { withoutValue } from "../utils/parameter-rules.ts";
import { useModelSettingsTranslation } from "./use-model-settings-translation.ts";

/**
 * Pause after the last change before the values are saved (setting save debounce,
 * docs/product/chat-settings.md § Constants).
 */
export const SETTINGS_SAVE_DELAY_MS = 500;

/**
 * The member's settings of one model: read (with the load-failure toast), changed locally at once
 * and saved after a pause, one value or all reset. A failed save restores the server's values and
 * shows 'Failed to update setting. Please try again.'.
 */
export function useModelSettings(modelId: number | null) {
  const { api } = useShell();
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useModelSettingsTranslation();
  const [saving, setSaving] = useState(false);
  const query = useQuery({ ...modelSettingsQueryOptions(api, modelId ?? 0), enabled: modelId !== null });
  const pending = useRef<{
    modelId: number;
    values: ParameterValues;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);

  // Said once per failure (errorUpdatedAt), not again when the texts finish loading (a new `t`).
  const latestNotice = useRef({ toast, t });
  useEffect(() => {
    latestNotice.current = { toast, t };
  });
  useEffect(() => {
    if (query.isError) latestNotice.current.toast("error", latestNotice.current.t("loadFailed"));
  }, [query.isError, query.errorUpdatedAt]);

  const flush = useCallback(async () => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    setSaving(true);
    try {
      const saved = await saveModelSettings(api, job.modelId, job.values);
      // A later change waiting for its own save keeps the newer values on screen.
      if (!pending.current) client.setQueryData<ModelSettings>(modelSettingsKeys.model(job.modelId), saved);
    } catch {
      toast("error", t("saveFailed"));
      await client.invalidateQueries({ queryKey: modelSettingsKeys.model(job.modelId) });
    } finally {
      setSaving(false);
    }
  }, [api, client, t, toast]);

  // Leaving the panel (or another model) saves what waits.
  useEffect(() => () => void flush(), [flush, modelId]);

  const update = useCallback(
    (next: (saved: ParameterValues) => ParameterValues) => {
      if (modelId === null) return;
      const key = modelSettingsKeys.model(modelId);
      const current = client.getQueryData<ModelSettings>(key);
      if (!current) return;
      const values = next(current.parameters);
      client.setQueryData<ModelSettings>(key, { ...current, parameters: values });
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { modelId, values, timer: setTimeout(() => void flush(), SETTINGS_SAVE_DELAY_MS) };
    },
    [client, flush, modelId],
  );

  const change = useCallback(
    (name: string, value: ParameterValue) => update((saved) => ({ ...saved, [name]: value })),
    [update],
  );
  const resetOne = useCallback((name: string) => update((saved) => withoutValue(saved, name)), [update]);

  const resetAll = useCallback(async () => {
    if (modelId === null) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setSaving(true);
    try {
      client.setQueryData(modelSettingsKeys.model(modelId), await resetModelSettings(api, modelId));
    } catch {
      toast("error", t("saveFailed"));
    } finally {
      setSaving(false);
    }
  }, [api, client, modelId, t, toast]);

  return { query, saving, change, resetOne, resetAll };
}
