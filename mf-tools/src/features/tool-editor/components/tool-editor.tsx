import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Tool } from "@parley/shared-contracts/api/tools";
import button from "@parley/ui-kit/ui/button.module.css";
import { Dialog } from "@parley/ui-kit/ui/dialog.tsx";
import dialog from "@parley/ui-kit/ui/dialog.module.css";
import { serverMessage } from "@parley/ui-kit/http-error.ts";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useToolsTranslation } from "../../../i18n/use-tools-translation.ts";
import { chosenToolOf } from "../../../lib/chosen-tool.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useToast } from "@parley/ui-kit/hooks/use-toast.ts";
import { downloadTool, readTool, toolKeys } from "../../agentics/api/tools-api.ts";
import { saveBlob } from "@parley/ui-kit/browser/save-blob.ts";
import { createAndSave, CreateFailed, updateTool } from "../api/tool-editor-api.ts";
import {
  badAllowedValues,
  blankTool,
  blankVariable,
  draftOf,
  moved,
  previewOf,
  sharingOf,
  updateOf,
  variablesToSave,
  type DraftVariable,
  type ToolDraft,
} from "../utils/draft.ts";
import { VariableEditor } from "./variable-editor.tsx";
import type { IconChange } from "./icon-field.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { base64Of, iconType } from "../utils/tool-files.ts";
import styles from "./tool-editor.module.css";
import tabStyles from "@parley/ui-kit/ui/tabs.module.css";

type Tab = "prompt" | "settings";
/** The prompt area's height in preview (docs/product/tools.md § Constants). */
const PREVIEW_ROWS = 18;

/**
 * The tool edit dialog (docs/product/tools.md § Tool edit dialog): tabs Agentics (prompt, preview with
 * the defaults, variables reordered by dragging or by the arrow buttons) and Settings (icon, overview,
 * files to knowledge, parameters, creator). A part the member may only view is read-only; Save sends the parts they may
 * edit. Send closes the dialog with the tool chosen in the chat box. `toolId` null is a new tool:
 * nothing is stored until Save, which creates it (Cancel leaves nothing behind) and hands its id to
 * `onCreated`.
 */
export function ToolEditor({
  toolId,
  onClose,
  onCreated,
  onSaved,
}: {
  toolId: number | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
  /** After each successful Save, with the tool as stored. */
  onSaved?: (tool: Tool) => void;
}) {
  const { api, session } = useShell();
  const { t } = useToolsTranslation();
  const query = useQuery({
    queryKey: [...toolKeys.all, "detail", toolId],
    queryFn: () => readTool(api, toolId ?? 0),
    enabled: toolId !== null,
  });
  const profile = session.profile;
  const [blank] = useState(() =>
    blankTool(t("editor.newName"), { name: profile?.name ?? "", email: profile?.email ?? "" }),
  );
  const tool = toolId === null ? blank : query.data;
  return (
    <Dialog title={tool?.name ?? t("editor.title")} onClose={onClose} testId="tool-editor" wide>
      {tool ? (
        <EditorBody
          tool={tool}
          isNew={toolId === null}
          onClose={onClose}
          onCreated={onCreated}
          onSaved={onSaved}
        />
      ) : query.isError ? (
        <p className={dialog.body} role="alert">
          {t("list.failed")}
        </p>
      ) : (
        <p className={dialog.body} role="status">
          <Spinner /> {t("list.loading")}
        </p>
      )}
    </Dialog>
  );
}

function EditorBody({
  tool,
  isNew,
  onClose,
  onCreated,
  onSaved,
}: {
  tool: Tool;
  isNew: boolean;
  onClose: () => void;
  onCreated: ((id: number) => void) | undefined;
  onSaved: ((tool: Tool) => void) | undefined;
}) {
  const { api, bus } = useShell();
  const { t } = useToolsTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const canPrompt = tool.prompt_permission === "Edit";
  const canSettings = tool.settings_permission === "Edit";
  const tabs: Tab[] = [
    ...(tool.prompt_permission !== "None" ? (["prompt"] as const) : []),
    ...(tool.settings_permission !== "None" ? (["settings"] as const) : []),
  ];
  const [tab, setTab] = useState<Tab>(tabs[0] ?? "settings");
  const [draft, setDraft] = useState<ToolDraft>(() => draftOf(tool));
  const [preview, setPreview] = useState(false);
  const [previewNotice, setPreviewNotice] = useState(false);
  const [icon, setIcon] = useState<IconChange>(undefined);
  const [pending, setPending] = useState<File[]>([]);
  const dragged = useRef<number | null>(null);
  const tabButtons = useRef(new Map<Tab, HTMLButtonElement>());
  const ids = { prompt: useId(), preview: useId() };
  const invalid = badAllowedValues(draft.variables);
  // A tool created here is shareable once its first Save has stored it (owners and admins).
  if (draft.sharing === null && tool.member_access !== null) setDraft({ ...draft, sharing: sharingOf(tool) });

  const save = useMutation({
    mutationFn: async () => {
      const { variables, skipped } = variablesToSave(draft.variables);
      for (const name of skipped) toast("error", t("editor.invalidAllowed", { name }));
      const update = updateOf(draft, variables, { prompt: canPrompt, settings: canSettings });
      // The icon and knowledge files are settings: sent only by whoever may edit them.
      const files = canSettings ? { add: pending } : {};
      const avatar =
        !canSettings || icon === undefined
          ? {}
          : icon === null
            ? { avatar: null }
            : { avatar: await base64Of(icon.file), avatar_type: iconType(icon.file) };
      const changes = { ...update, ...avatar };
      return isNew ? createAndSave(api, changes, files) : updateTool(api, tool.id, changes, files);
    },
    onSuccess: (saved) => {
      setPending([]);
      setIcon(undefined);
      client.setQueryData([...toolKeys.all, "detail", saved.id], saved);
      void client.invalidateQueries({ queryKey: toolKeys.all });
      toast("success", t("update.done"));
      onSaved?.(saved);
      if (isNew) onCreated?.(saved.id);
    },
    onError: (error) => {
      if (error instanceof CreateFailed) {
        toast("error", t("create.failed"));
        return;
      }
      const detail = serverMessage(error);
      toast("error", detail === null ? t("update.failed") : `${t("update.failed")} ${detail}`);
    },
  });

  const set = (patch: Partial<ToolDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setVariable = (key: number, patch: Partial<DraftVariable>) =>
    set({ variables: draft.variables.map((v) => (v.key === key ? { ...v, ...patch } : v)) });
  const editable = tab === "prompt" ? canPrompt : canSettings;

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowLeft", "ArrowRight"].includes(event.key) || tabs.length < 2) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length] ?? tab;
    setTab(next);
    tabButtons.current.get(next)?.focus();
  };

  return (
    <>
      <div className={dialog.body}>
        <div className={styles.tabs} role="tablist" aria-label={t("editor.sections")} onKeyDown={onTabKey}>
          {tabs.map((name) => (
            <button
              key={name}
              ref={(element) => {
                if (element) tabButtons.current.set(name, element);
              }}
              type="button"
              role="tab"
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className={tabStyles.tab}
              onClick={() => setTab(name)}
              data-testid={`tool-editor.tab-${name}`}
            >
              {name === "prompt" ? t("tabs.agentics") : t("editor.settings")}
            </button>
          ))}
        </div>
        {!editable && <p className={styles.note}>{t("editor.viewOnly")}</p>}
        {tab === "prompt" ? (
          <div role="tabpanel" className={styles.panel}>
            <div className={styles.promptHeader}>
              <label htmlFor={ids.prompt}>{t("editor.prompt")}</label>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  checked={preview}
                  onChange={(event) => {
                    setPreview(event.target.checked);
                    setPreviewNotice(false);
                  }}
                  data-testid="tool-editor.preview"
                />
                {t("editor.preview")}
              </label>
            </div>
            <textarea
              id={ids.prompt}
              className={styles.prompt}
              dir="auto"
              rows={preview ? PREVIEW_ROWS : 8}
              value={preview ? previewOf(draft) : draft.prompt}
              readOnly={preview || !canPrompt}
              aria-describedby={previewNotice ? ids.preview : undefined}
              onChange={(event) => set({ prompt: event.target.value })}
              onKeyDown={(event) => {
                // Typing into the preview would edit text that is not the prompt.
                if (preview && event.key.length === 1) setPreviewNotice(true);
              }}
              data-testid="tool-editor.prompt"
            />
            {previewNotice && (
              <p id={ids.preview} className={styles.error} role="alert">
                {t("editor.previewReadOnly")}
              </p>
            )}
            <p className={styles.note}>{t("editor.placeholderHint")}</p>
            <h3 className={styles.heading}>{t("editor.variables")}</h3>
            <ul className={styles.variables}>
              {draft.variables.map((variable, index) => (
                <VariableEditor
                  key={variable.key}
                  dragProps={{
                    draggable: canPrompt,
                    onDragStart: () => {
                      dragged.current = index;
                    },
                    onDragOver: (event) => event.preventDefault(),
                    onDrop: () => {
                      if (dragged.current !== null)
                        set({ variables: moved(draft.variables, dragged.current, index - dragged.current) });
                      dragged.current = null;
                    },
                  }}
                  variable={variable}
                  readOnly={!canPrompt}
                  invalidAllowed={invalid.has(variable.key)}
                  first={index === 0}
                  last={index === draft.variables.length - 1}
                  onChange={(patch) => setVariable(variable.key, patch)}
                  onMove={(step) => set({ variables: moved(draft.variables, index, step) })}
                  onRemove={() => set({ variables: draft.variables.filter((v) => v.key !== variable.key) })}
                />
              ))}
            </ul>
            {canPrompt && (
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                onClick={() => set({ variables: [...draft.variables, blankVariable(draft.variables)] })}
                data-testid="tool-editor.add-variable"
              >
                {t("editor.addVariable")}
              </button>
            )}
          </div>
        ) : (
          <SettingsTab
            tool={tool}
            draft={draft}
            readOnly={!canSettings}
            icon={icon}
            onIcon={setIcon}
            pending={pending}
            onPending={setPending}
            onChange={set}
          />
        )}
      </div>
      <div className={dialog.actions}>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
          {t("action.cancel")}
        </button>
        {tool.downloadable && (
          <button
            type="button"
            className={`${button.button} ${button.secondary}`}
            onClick={() =>
              void downloadTool(api, tool.id).then(
                (file) => saveBlob(file.blob, file.fileName),
                () => toast("error", t("download.failed")),
              )
            }
            data-testid="tool-editor.download"
          >
            {t("editor.download")}
          </button>
        )}
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          // A tool that is not saved yet has nothing the chat box could run.
          disabled={isNew}
          onClick={() => {
            bus.emit("tool.chosen", { tool: chosenToolOf(tool) });
            onClose();
          }}
          data-testid="tool-editor.send"
        >
          {t("editor.send")}
        </button>
        <button
          type="button"
          className={`${button.button} ${button.primary}`}
          disabled={!editable || save.isPending || invalid.size > 0 || draft.name.trim() === ""}
          onClick={() => save.mutate()}
          data-testid="tool-editor.save"
        >
          {save.isPending ? <Spinner /> : t("editor.save")}
        </button>
      </div>
    </>
  );
}
