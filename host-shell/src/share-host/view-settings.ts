// Per-snapshot view settings (local storage) and how they show: data attributes on <main> that the
// page's CSS reads (markdown or plain text, formulas or their source, per sender role).
import { snapshotViewStorageKey, type SnapshotView } from "@parley/shared-contracts/share";
import { readJson, writeJson } from "../lib/browser/storage.ts";

const ROLES = ["user", "assistant"] as const;

function isView(value: unknown): value is SnapshotView {
  const view = value as Partial<SnapshotView> | null;
  return typeof view?.markdown === "boolean" && typeof view.latex === "boolean";
}

/** The visitor's stored choice for this snapshot, if any. */
export function storedView(uuid: string): SnapshotView | null {
  const value = readJson<unknown>(snapshotViewStorageKey(uuid), null);
  return isView(value) ? value : null;
}

/** What the dialog starts with: the stored choice, else the snapshot's defaults for replies. */
export function currentView(main: HTMLElement, uuid: string): SnapshotView {
  return (
    storedView(uuid) ?? {
      markdown: main.dataset.assistantMarkdown === "on",
      latex: main.dataset.assistantLatex === "on",
    }
  );
}

export function applyView(main: HTMLElement, view: SnapshotView): void {
  for (const role of ROLES) {
    main.setAttribute(`data-${role}-markdown`, view.markdown ? "on" : "off");
    main.setAttribute(`data-${role}-latex`, view.markdown && view.latex ? "on" : "off");
  }
}

export function saveView(main: HTMLElement, uuid: string, view: SnapshotView): void {
  const next = { markdown: view.markdown, latex: view.markdown && view.latex };
  writeJson(snapshotViewStorageKey(uuid), next);
  applyView(main, next);
}
