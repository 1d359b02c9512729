import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import type { Conversation } from "@parley/shared-contracts/api/conversations";
import type { Model } from "@parley/shared-contracts/api/models";
import button from "@parley/ui-kit/ui/button.module.css";
import { PeopleIcon, SendIcon, StopIcon, WarningIcon } from "../../../lib/ui/icons.tsx";
import { Spinner } from "@parley/ui-kit/ui/spinner.tsx";
import { useConversationsTranslation } from "../../../i18n/use-conversations-translation.ts";
import type { SendResult } from "../hooks/use-send-message.ts";
import { BehaviorButton } from "../../behavior-settings/components/behavior-button.tsx";
import { ToolSelectorButton } from "../../tools/components/tool-selector-button.tsx";
import { ModelSettingsButton } from "../../model-settings/components/model-settings-button.tsx";
import { AttachMenu } from "../../attachments/components/attach-menu.tsx";
import { AttachmentChips } from "../../attachments/components/attachment-chips.tsx";
import { UploadProgress, type UploadState } from "../../attachments/components/upload-progress.tsx";
import { useAttachments, type Attachments } from "../../attachments/hooks/use-attachments.ts";
import { checkAttachments } from "../../attachments/utils/attachment-rules.ts";
import { MentionList } from "../../mentions/components/mention-list.tsx";
import { useMentionPicker } from "../../mentions/hooks/use-mention-picker.ts";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { CostLabel } from "./cost-label.tsx";
import { ModelDropdown } from "./model-dropdown.tsx";
import { NoModelNotice } from "./no-model-notice.tsx";
import styles from "./chat-box.module.css";
import { useChosenTool } from "../../tools/state/chosen-tool.ts";

// The chosen tool's input panel loads when a tool is chosen (the tools panel), not with the chat box.
// Not React.lazy: its resolved fallback waits out React's throttle (ui-kit use-loaded-component.ts).
const toolInputPanel = loadableComponent(() =>
  import("../../tools/components/tool-input-panel.tsx").then((module) => module.ToolInputPanel),
);

/** Most height the message field grows to (docs/product/conversations.md § Chat box). */
export const INPUT_MAX_HEIGHT_PX = 200;

export interface ChatBoxProps {
  conversation: Conversation | undefined;
  models: readonly Model[];
  modelsLoading: boolean;
  model: Model | null;
  onChooseModel: (model: Model) => void;
  /** `mentionedIds`: participants the text mentions (the send is then to people only). */
  onSend: (
    text: string,
    nonAi: boolean,
    mentionedIds: readonly number[],
    files: readonly File[],
  ) => Promise<SendResult>;
  /** Text to put back in the field (a message withdrawn by Don't send); applied when `key` changes. */
  restoreDraft?: { text: string; key: number } | null;
  /** The files waiting to be sent (the chat screen's drop overlay adds to them); own ones if absent. */
  attachments?: Attachments;
  /** The files of the send in flight, while they upload. */
  uploading?: UploadState | null;
  /** Stops that upload. */
  onCancelUpload?: () => void;
  /** A reply is arriving (or a send is in flight): sending waits. */
  replyArriving: boolean;
  /** The reply that Stop would end, while one streams. */
  onStop: (() => void) | null;
  stopping: boolean;
}

/**
 * The chat box (docs/product/conversations.md § Chat box, § Sending): 'Send a message', growing to 200 px.
 * Enter sends to the AI, Shift+Enter adds a line, Ctrl+Enter (⌘+Enter) sends the other way: as a message to
 * the other participants only. Send waits while a reply arrives; Stop ends it. A failed send puts the text
 * back.
 */
export function ChatBox(props: ChatBoxProps) {
  const { t } = useConversationsTranslation();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [noModelAlert, setNoModelAlert] = useState(false);
  // A withdrawn message comes back into an empty field (adjusted while rendering, not in an effect).
  const draft = props.restoreDraft;
  const [appliedDraft, setAppliedDraft] = useState(draft?.key);
  if (draft && draft.key !== appliedDraft) {
    setAppliedDraft(draft.key);
    if (text === "") setText(draft.text);
  }
  const { session } = useShell();
  const picker = useMentionPicker({
    participants: props.conversation?.participants ?? [],
    selfId: session.profile?.id,
    text,
    setText,
    input,
  });
  const mentioned = picker.mentionedIds(text);
  const own = useAttachments();
  const attachments = props.attachments ?? own;
  // Shown as soon as it applies (e.g. an image attached, then a model without images chosen).
  const attachmentProblem = checkAttachments(attachments.files, props.model, mentioned.length === 0);
  const noModel = !props.modelsLoading && props.model === null;
  const blocked = props.replyArriving || sending;
  const toolChosen = useChosenTool((state) => state.tool !== null);
  const { component: ToolInputPanel } = useLoadedComponent(toolInputPanel, toolChosen);
  // With a tool chosen its prompt is the message: the typed text may stay empty.
  const canSend = (text.trim() !== "" || attachments.files.length > 0 || toolChosen) && !blocked;

  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    // Empty, the field is its one CSS row: no measuring, which would force a layout of the whole
    // page in the middle of its first render.
    if (text === "") {
      field.style.height = "";
      field.style.overflowY = "hidden";
      return;
    }
    field.style.height = "auto";
    const height = Math.min(field.scrollHeight, INPUT_MAX_HEIGHT_PX);
    if (height > 0) field.style.height = `${height}px`;
    field.style.overflowY = field.scrollHeight > INPUT_MAX_HEIGHT_PX ? "auto" : "hidden";
  }, [text]);

  const submit = async (asked: boolean) => {
    if (!canSend) return;
    // A message that mentions someone is for people, not the AI (docs/product/conversations.md § Sending).
    const nonAi = asked || mentioned.length > 0;
    if (!nonAi && props.model === null) {
      // With none to choose the notice says what to do next (it is announced now); while the list loads
      // there is just no model yet.
      if (noModel) setNoModelAlert(true);
      else setError(t("model.none"));
      return;
    }
    const problem = checkAttachments(attachments.files, props.model, !nonAi);
    if (problem) {
      setError(t(problem.key, problem.key === "attach.unsupportedType" ? { name: problem.name } : {}));
      return;
    }
    const message = text;
    const files = attachments.take();
    setText("");
    setError(null);
    setSending(true);
    const result = await props.onSend(message, nonAi, mentioned, files);
    setSending(false);
    if (!result.ok) {
      // Nothing typed or attached is lost.
      setText((current) => (current === "" ? message : current));
      attachments.restore(files);
      setError(result.error);
    }
    // Back to the field unless something else took the focus meanwhile: a tool's permission dialog
    // that opened while the send was on its way keeps it.
    const active = document.activeElement;
    if (active === null || active === document.body || (input.current?.form?.contains(active) ?? false))
      input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit(event.ctrlKey || event.metaKey);
  };

  return (
    <form
      className={styles.chatBox}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
      aria-label={t("chatBox.label")}
      data-testid="chat-box.form"
    >
      {toolChosen && ToolInputPanel && <ToolInputPanel onSend={() => void submit(false)} sending={sending} />}
      {error && (
        <p className={styles.error} role="alert" data-testid="chat-box.error">
          <WarningIcon />
          <span>{error}</span>
        </p>
      )}
      {attachmentProblem && !error && (
        <p className={styles.notice} role="status" data-testid="chat-box.attachment-problem">
          <WarningIcon />
          <span>
            {t(
              attachmentProblem.key,
              attachmentProblem.key === "attach.unsupportedType" ? { name: attachmentProblem.name } : {},
            )}
          </span>
        </p>
      )}
      <AttachmentChips
        files={attachments.files}
        onRemove={(index) => {
          attachments.remove(index);
          setError(null);
        }}
      />
      <UploadProgress
        state={props.uploading ?? null}
        {...(props.onCancelUpload ? { onCancel: props.onCancelUpload } : {})}
      />
      {noModel && !error && <NoModelNotice alert={noModelAlert} />}
      <MentionList picker={picker} />
      <textarea
        ref={input}
        className={styles.input}
        value={text}
        rows={1}
        dir="auto"
        onChange={(event) => {
          setText(event.target.value);
          picker.track(event.target.selectionStart);
          if (error) setError(null);
        }}
        onSelect={(event) => picker.track(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onPaste={(event) => {
          // Pasted files (a screenshot, files copied in a file manager) become attachments; text
          // pastes as usual.
          const files = [...event.clipboardData.files];
          if (files.length === 0) return;
          event.preventDefault();
          attachments.add(files);
          setError(null);
        }}
        aria-autocomplete="list"
        aria-expanded={picker.open}
        aria-controls={picker.open ? picker.listId : undefined}
        aria-activedescendant={picker.open ? picker.optionId(picker.activeIndex) : undefined}
        placeholder={t("chatBox.placeholder")}
        aria-label={t("chatBox.placeholder")}
        aria-describedby={hintId}
        data-testid="chat-box.input"
      />
      <div className={styles.toolbar}>
        {/* The controls wrap among themselves; the send buttons stay at the end of the row (a right panel
            narrows the chat box). */}
        <div className={styles.controls}>
          <AttachMenu
            onFiles={(files) => {
              attachments.add(files);
              setError(null);
            }}
            disabled={sending}
          />
          <ModelDropdown models={props.models} selected={props.model} onChoose={props.onChooseModel} />
          <ModelSettingsButton model={props.model} />
          <BehaviorButton
            conversationId={props.conversation?.id ?? 0}
            modelSpeaks={props.model?.supports_speech ?? null}
          />
          <ToolSelectorButton />
          {props.conversation && <CostLabel conversation={props.conversation} />}
        </div>
        <div className={styles.sendActions} data-testid="chat-box.send-actions">
          {props.onStop && (
            <button
              type="button"
              className={`${button.icon} ${styles.stop}`}
              onClick={props.onStop}
              disabled={props.stopping}
              aria-label={t("chatBox.stop")}
              title={t("chatBox.stop")}
              data-testid="chat-box.stop"
            >
              {props.stopping ? <Spinner /> : <StopIcon />}
            </button>
          )}
          <button
            type="button"
            className={button.icon}
            onClick={() => void submit(true)}
            disabled={!canSend}
            aria-label={t("chatBox.sendNonAi")}
            title={t("chatBox.sendNonAi")}
            data-testid="chat-box.send-non-ai"
          >
            <PeopleIcon />
          </button>
          <button
            type="submit"
            className={`${button.icon} ${styles.send}`}
            disabled={!canSend}
            aria-label={t("chatBox.send")}
            title={t("chatBox.send")}
            data-testid="chat-box.send"
          >
            {sending ? <Spinner /> : <SendIcon />}
          </button>
        </div>
      </div>
      <p id={hintId} className={styles.hint} aria-live="polite" data-testid="chat-box.hint">
        {mentioned.length > 0 ? t("mentions.toPeopleOnly") : t("chatBox.hint")}
      </p>
    </form>
  );
}
