import { describe, expect, it } from "vitest";
import { aRoutine } from "../../../test/fixtures.ts";
import {
  editorReducer,
  hasPromptAndModel,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from "./editor-state.ts";

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe("the routine editor's states", () => {
  it("opens a new routine empty with Schedule and Cancel, an existing one read-only with Edit and Schedule", () => {
    expect(initialEditorState(null)).toEqual({
      mode: "new",
      content: "",
      modelId: null,
      saving: false,
      scheduling: false,
      error: null,
    });
    expect(initialEditorState(aRoutine())).toMatchObject({
      mode: "existing",
      content: "Summarise last week's incidents",
      modelId: 1,
    });
    expect(initialEditorState(aRoutine({ model: null })).modelId).toBeNull();
  });

  it("needs a non-blank prompt and a model to schedule", () => {
    const blank = run(
      initialEditorState(null),
      { type: "content", content: "   " },
      { type: "model", modelId: 1 },
    );
    expect(hasPromptAndModel(blank)).toBe(false);
    expect(run(blank, { type: "open-schedule" }).scheduling).toBe(false);
    const noModel = run(initialEditorState(null), { type: "content", content: "Hi" });
    expect(run(noModel, { type: "open-schedule" }).scheduling).toBe(false);
    const ready = run(noModel, { type: "model", modelId: 2 });
    expect(run(ready, { type: "open-schedule" }).scheduling).toBe(true);
  });

  it("cancels a new routine back to empty", () => {
    const typed = run(
      initialEditorState(null),
      { type: "content", content: "Hi" },
      { type: "model", modelId: 2 },
    );
    expect(run(typed, { type: "cancel", routine: null })).toEqual(initialEditorState(null));
  });

  it("edits an existing routine: Edit → editing (Save, Cancel); Cancel restores it", () => {
    const routine = aRoutine();
    const existing = initialEditorState(routine);
    // Read-only until Edit.
    expect(run(existing, { type: "content", content: "Other" }).content).toBe(routine.content);
    const editing = run(
      existing,
      { type: "edit" },
      { type: "content", content: "Other" },
      { type: "model", modelId: 3 },
    );
    expect(editing).toMatchObject({ mode: "editing", content: "Other", modelId: 3 });
    // Schedule is not offered while editing.
    expect(run(editing, { type: "open-schedule" }).scheduling).toBe(false);
    expect(run(editing, { type: "cancel", routine })).toEqual(existing);
  });

  it("holds every control while saving, then shows the saved routine", () => {
    const routine = aRoutine();
    const saving = run(initialEditorState(routine), { type: "edit" }, { type: "save" });
    expect(saving.saving).toBe(true);
    for (const action of [
      { type: "content", content: "x" },
      { type: "cancel", routine },
      { type: "edit" },
      { type: "close-schedule" },
      { type: "refresh", routine },
    ] as EditorAction[]) {
      expect(editorReducer(saving, action)).toBe(saving);
    }
    const saved = editorReducer(saving, { type: "saved", routine: { ...routine, content: "New" } });
    expect(saved).toMatchObject({ mode: "existing", content: "New", saving: false, scheduling: false });
  });

  it("keeps the draft and shows the message when a save fails", () => {
    const draft = run(
      initialEditorState(null),
      { type: "content", content: "Hi" },
      { type: "model", modelId: 2 },
      { type: "open-schedule" },
      { type: "save" },
    );
    const failed = editorReducer(draft, { type: "failed", message: "Start date need to be in the future" });
    expect(failed).toMatchObject({
      mode: "new",
      content: "Hi",
      saving: false,
      scheduling: true,
      error: "Start date need to be in the future",
    });
    // The next change clears it.
    expect(editorReducer(failed, { type: "content", content: "Hi!" }).error).toBeNull();
  });

  it("does not save without a prompt and a model", () => {
    const blank = initialEditorState(null);
    expect(editorReducer(blank, { type: "save" })).toBe(blank);
  });

  it("takes a newer copy of the routine (polling) only when nothing is being edited", () => {
    const routine = aRoutine();
    const newer = { ...routine, total_times: 3, content: "Newer" };
    expect(run(initialEditorState(routine), { type: "refresh", routine: newer }).content).toBe("Newer");
    const editing = run(initialEditorState(routine), { type: "edit" }, { type: "content", content: "Mine" });
    expect(run(editing, { type: "refresh", routine: newer }).content).toBe("Mine");
    const scheduling = run(initialEditorState(routine), { type: "open-schedule" });
    expect(run(scheduling, { type: "refresh", routine: newer })).toBe(scheduling);
  });
});
