import type { Routine } from "@parley/shared-contracts/api/routines";

/**
 * The routine editor's states (docs/product/routines.md § Routine editor): `new` (Schedule, Cancel),
 * `existing` (Edit, Schedule), `editing` (Save, Cancel). `saving` disables every control.
 */
export type EditorMode = "new" | "existing" | "editing";

export interface EditorState {
  mode: EditorMode;
  content: string;
  modelId: number | null;
  saving: boolean;
  /** The schedule dialog is open. */
  scheduling: boolean;
  /** A failed save's message (already translated), shown until the next change. */
  error: string | null;
}

export type EditorAction =
  | { type: "load"; routine: Routine | null; defaultModelId?: number | null }
  | { type: "refresh"; routine: Routine }
  | { type: "edit" }
  | { type: "cancel"; routine: Routine | null; defaultModelId?: number | null }
  | { type: "content"; content: string }
  | { type: "model"; modelId: number | null }
  | { type: "open-schedule" }
  | { type: "close-schedule" }
  | { type: "save" }
  | { type: "saved"; routine: Routine }
  | { type: "failed"; message: string };

/** The state a routine (or none: a new one) opens in. */
export function initialEditorState(
  routine: Routine | null,
  defaultModelId: number | null = null,
): EditorState {
  return {
    mode: routine ? "existing" : "new",
    content: routine?.content ?? "",
    modelId: routine ? (routine.model?.id ?? null) : defaultModelId,
    saving: false,
    scheduling: false,
    error: null,
  };
}

/** Scheduling and saving need a non-blank prompt and a chosen model. */
export function hasPromptAndModel(state: Pick<EditorState, "content" | "modelId">): boolean {
  return state.content.trim() !== "" && state.modelId !== null;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  // While a save is under way nothing but its outcome changes the editor.
  if (state.saving && action.type !== "saved" && action.type !== "failed") return state;
  switch (action.type) {
    case "load":
      return initialEditorState(action.routine, action.defaultModelId);
    case "refresh":
      // A newer copy of the open routine (polling) replaces what is shown, never a draft being edited.
      return state.mode === "existing" && !state.scheduling ? initialEditorState(action.routine) : state;
    case "edit":
      return state.mode === "existing" ? { ...state, mode: "editing", error: null } : state;
    case "cancel":
      return initialEditorState(action.routine, action.defaultModelId);
    case "content":
      return state.mode === "existing" ? state : { ...state, content: action.content, error: null };
    case "model":
      return state.mode === "existing" ? state : { ...state, modelId: action.modelId, error: null };
    case "open-schedule":
      return state.mode === "editing" || !hasPromptAndModel(state)
        ? state
        : { ...state, scheduling: true, error: null };
    case "close-schedule":
      return { ...state, scheduling: false, error: null };
    case "save":
      return hasPromptAndModel(state) ? { ...state, saving: true, error: null } : state;
    case "saved":
      return initialEditorState(action.routine);
    case "failed":
      return { ...state, saving: false, error: action.message };
  }
}
