// Add or edit a model: every field of the registry, the parameter schema as JSON.
import { useState, type FormEvent, type ReactNode } from "react";
import type { AdminModel } from "@parley/shared-contracts/api/models";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { useAdminTranslation } from "../../../i18n/use-admin-translation.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { createAdminModel, modelsQueryKey, updateAdminModel } from "../api/models-api.ts";
import { bodyOf, draftOf, EMPTY_DRAFT, type ModelDraft } from "../utils/model-draft.ts";
import { SourceOptions } from "./source-options.tsx";
import styles from "./models.module.css";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      {children}
    </label>
  );
}

export function ModelDialog({ model, onClose }: { model: AdminModel | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const { api } = useShell();
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ModelDraft>(model ? draftOf(model) : EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof ModelDraft>(key: K, value: ModelDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const toggle = <K extends "tags" | "supported_file_types">(key: K, value: ModelDraft[K][number]) =>
    setDraft((d) => {
      const list = d[key] as string[];
      return { ...d, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
    });
  const save = useMutation({
    mutationFn: async () => {
      const body = bodyOf(draft, model?.is_offline ?? false);
      if (body === null) throw new Error("schema");
      return model ? updateAdminModel(api, model.id, body) : createAdminModel(api, body);
    },
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: modelsQueryKey });
      toast("success", t("models.saved", { name: saved.display_name }));
      onClose();
    },
    onError: (error) =>
      setProblem(
        error instanceof Error && error.message === "schema"
          ? t("models.schemaInvalid")
          : (serverMessage(error) ?? t("error.generic", { ns: "common" })),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate();
  };
  const text = (key: keyof ModelDraft, testId: string, extra: object = {}) => (
    <input
      value={draft[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      data-testid={testId}
      {...extra}
    />
  );
  return (
    <Dialog
      title={model ? t("models.editTitle", { name: model.display_name }) : t("models.addTitle")}
      onClose={onClose}
      testId="model.dialog"
      wide
    >
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.grid}>
          <Field label={t("models.fieldName")}>
            {text("name", "model.name", { disabled: model?.is_offline, required: true })}
          </Field>
          <Field label={t("models.fieldDisplayName")}>
            {text("display_name", "model.display-name", { required: true })}
          </Field>
          <Field label={t("models.fieldSource")}>
            <select
              value={draft.source_type}
              disabled={model?.is_offline}
              onChange={(e) => set("source_type", e.target.value as ModelDraft["source_type"])}
              data-testid="model.source"
            >
              <SourceOptions />
            </select>
          </Field>
          <Field label={t("models.fieldProviderModel")}>
            {text("provider_model", "model.provider-model")}
          </Field>
          <Field label={t("models.fieldBaseUrl")}>
            {text("base_url", "model.base-url", { type: "url" })}
          </Field>
          <Field label={t("models.fieldContext")}>
            {text("context_size", "model.context", { inputMode: "numeric" })}
          </Field>
          <Field label={t("models.fieldPriceIn")}>
            {text("price_input_per_token", "model.price-in", { inputMode: "decimal" })}
          </Field>
          <Field label={t("models.fieldPriceOut")}>
            {text("price_output_per_token", "model.price-out", { inputMode: "decimal" })}
          </Field>
        </div>
        <fieldset className={styles.checks}>
          <legend>{t("models.fieldTags")}</legend>
          {(["search", "image"] as const).map((tag) => (
            <label key={tag}>
              <input
                type="checkbox"
                checked={draft.tags.includes(tag)}
                onChange={() => toggle("tags", tag)}
              />
              {tag === "search" ? t("models.tagSearch") : t("models.tagImage")}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.checks}>
          <legend>{t("models.fieldFileTypes")}</legend>
          {(["image", "document"] as const).map((kind) => (
            <label key={kind}>
              <input
                type="checkbox"
                checked={draft.supported_file_types.includes(kind)}
                onChange={() => toggle("supported_file_types", kind)}
              />
              {kind === "image" ? t("models.fileImage") : t("models.fileDocument")}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.checks}>
          <legend>{t("models.fieldFlags")}</legend>
          {(["recommended", "is_trial_model", "disabled"] as const).map((flag) => (
            <label key={flag}>
              <input
                type="checkbox"
                checked={draft[flag]}
                onChange={() => set(flag, !draft[flag])}
                data-testid={`model.${flag}`}
              />
              {flag === "recommended"
                ? t("models.recommended")
                : flag === "disabled"
                  ? t("models.disabled")
                  : t("models.trial")}
            </label>
          ))}
        </fieldset>
        <Field label={t("models.fieldUsageNote")}>
          <textarea rows={2} value={draft.usage_note} onChange={(e) => set("usage_note", e.target.value)} />
        </Field>
        <Field label={t("models.fieldSchema")}>
          <textarea
            rows={6}
            className={styles.code}
            value={draft.parameter_schema}
            onChange={(e) => set("parameter_schema", e.target.value)}
            spellCheck={false}
            data-testid="model.schema"
          />
        </Field>
        {problem && (
          <p role="alert" className={styles.problem} data-testid="model.problem">
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
            {t("models.cancel")}
          </button>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={save.isPending}
            data-testid="model.save"
          >
            {t("models.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
