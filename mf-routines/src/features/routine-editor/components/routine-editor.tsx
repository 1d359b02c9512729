import { useEffect, useId, useReducer, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ROUTINE_LIMITS } from "@parley/shared-contracts/api/routine-limits";
import type { Routine, RoutinePayload } from "@parley/shared-contracts/api/routines";
import { Alert } from "@parley/ui-kit/ui/alert.tsx";
import button from "@parley/ui-kit/ui/button.module.css";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { modelsQueryOptions } from "../../../lib/api/routines-api.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useRoutinesTranslation } from "../../../i18n/use-routines-translation.ts";
import { useSaveRoutine } from "../hooks/use-save-routine.ts";
import { editorReducer, hasPromptAndModel, initialEditorState } from "../utils/editor-state.ts";
import { defaultDraft, draftFromRoutine, resaveStart } from "../utils/schedule-draft.ts";
import { ModelPicker } from "./model-picker.tsx";
import { RoutineStatus } from "./routine-status.tsx";
import { ScheduleDialog } from "./schedule-dialog.tsx";
import styles from "./routine-editor.module.css";

export interface RoutineEditorProps {
  /** The open routine, or null for a new one. */
  routine: Routine | null;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * The routine editor above the chat (docs/product/routines.md § Routine editor): the prompt, the model
 * and the schedule. New: Schedule, Cancel; existing: Edit, Schedule; editing: Save, Cancel. Only the
 * owner changes a routine; every control waits while a save runs.
 */
export function RoutineEditor({ routine, now = () => new Date() }: RoutineEditorProps) {
  const { api, navigate } = useShell();
  const { t } = useRoutinesTranslation();
  const models = useQuery(modelsQueryOptions(api));
  const save = useSaveRoutine();
  const [state, dispatch] = useReducer(editorReducer, routine, (initial) => initialEditorState(initial));
  // The dialog's draft is made when it opens (the default start is "now + 5 minutes" at that moment).
  const [draftSeed, setDraftSeed] = useState(0);
  const ids = { content: useId(), model: useId(), hint: useId() };
  const owner = routine === null || routine.requester_is_owner;
  const editable = owner && state.mode !== "existing" && !state.saving;
  const ready = hasPromptAndModel(state);

  useEffect(() => {
    if (routine) dispatch({ type: "refresh", routine });
  }, [routine]);

  const submit = async (id: number, payload: RoutinePayload) => {
    dispatch({ type: "save" });
    const outcome = await save(id, payload);
    if (!outcome.ok) return dispatch({ type: "failed", message: outcome.message });
    dispatch({ type: "saved", routine: outcome.routine });
    if (id === 0) navigate(`/routines/${outcome.routine.id}`);
  };
  const basics = () => ({ content: state.content.trim(), model_id: state.modelId ?? 0 });

  const openSchedule = () => {
    setDraftSeed((n) => n + 1);
    dispatch({ type: "open-schedule" });
  };

  return (
    <section className={styles.editor} aria-label={t("editor.label")} data-testid="routine-editor">
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={ids.content} className={styles.label}>
            {t("editor.content")}
          </label>
          <textarea
            id={ids.content}
            className={styles.textarea}
            value={state.content}
            placeholder={t("editor.contentPlaceholder")}
            maxLength={ROUTINE_LIMITS.content}
            readOnly={!editable}
            aria-readonly={!editable}
            dir="auto"
            rows={3}
            onChange={(event) => dispatch({ type: "content", content: event.target.value })}
            data-testid="routine-editor.content"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.model} className={styles.label}>
            {t("editor.model")}
          </label>
          <ModelPicker
            id={ids.model}
            models={models.data?.results ?? []}
            loading={models.isPending}
            failed={models.isError}
            value={state.modelId}
            disabled={!editable}
            onChange={(modelId) => dispatch({ type: "model", modelId })}
          />
        </div>
      </div>

      {routine && <RoutineStatus routine={routine} />}
      {!owner && <p className={styles.note}>{t("editor.readOnly")}</p>}
      {owner && state.mode !== "existing" && !ready && (
        <p id={ids.hint} className={styles.note} data-testid="routine-editor.hint">
          {t("editor.needs")}
        </p>
      )}
      {state.error && !state.scheduling && <Alert testId="routine-editor.error">{state.error}</Alert>}

      {owner && (
        <div className={styles.actions} aria-busy={state.saving}>
          {state.mode === "new" && (
            <>
              <button
                type="button"
                className={`${button.button} ${button.primary}`}
                disabled={!ready || state.saving}
                aria-describedby={ready ? undefined : ids.hint}
                onClick={openSchedule}
                data-testid="routine-editor.schedule"
              >
                {t("action.schedule")}
              </button>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={state.saving}
                onClick={() => dispatch({ type: "cancel", routine: null })}
                data-testid="routine-editor.cancel"
              >
                {t("action.cancel")}
              </button>
            </>
          )}
          {state.mode === "existing" && (
            <>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={state.saving}
                onClick={() => dispatch({ type: "edit" })}
                data-testid="routine-editor.edit"
              >
                {t("action.edit")}
              </button>
              <button
                type="button"
                className={`${button.button} ${button.primary}`}
                disabled={!ready || state.saving}
                onClick={openSchedule}
                data-testid="routine-editor.schedule"
              >
                {t("action.schedule")}
              </button>
            </>
          )}
          {state.mode === "editing" && routine && (
            <>
              <button
                type="button"
                className={`${button.button} ${button.primary}`}
                disabled={!ready || state.saving}
                aria-describedby={ready ? undefined : ids.hint}
                onClick={() =>
                  void submit(routine.id, {
                    ...basics(),
                    start_date: resaveStart(routine, now()),
                    schedule: routine.schedule,
                    timezone: routine.timezone,
                  })
                }
                data-testid="routine-editor.save"
              >
                {state.saving && <Spinner />}
                {t("action.save")}
              </button>
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={state.saving}
                onClick={() => dispatch({ type: "cancel", routine })}
                data-testid="routine-editor.cancel"
              >
                {t("action.cancel")}
              </button>
            </>
          )}
          {state.saving && (
            <span className={button.visuallyHidden} role="status">
              {t("editor.saving")}
            </span>
          )}
        </div>
      )}

      {state.scheduling && (
        <ScheduleDialog
          key={draftSeed}
          initial={routine ? draftFromRoutine(routine, now()) : defaultDraft(now())}
          saving={state.saving}
          error={state.error}
          onClose={() => dispatch({ type: "close-schedule" })}
          onSubmit={(schedule) =>
            void submit(routine?.id ?? 0, {
              ...basics(),
              ...schedule,
              ...(routine ? { done: false } : {}),
            })
          }
        />
      )}
    </section>
  );
}
