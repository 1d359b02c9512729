import type { EventBus } from "./event-bus.ts";
import type { RealtimeEvent } from "./api/realtime.ts";
import type { LanguageCode } from "./languages.ts";
import type { ToolVariable } from "./api/tools.ts";
import type { RightPanelView } from "./remote-routes.ts";

/**
 * Every event that crosses a remote boundary, by name (`domain.verb`) and payload. Adding an event
 * here is the only way a remote can tell another one something.
 */
export interface ParleyEvents {
  /** A conversation became the active one (id 0 = a new, unsaved conversation). */
  "conversation.selected": { conversationId: number };
  /**
   * The server created a conversation on first send. `name` is its title as text (plainTitle applied
   * by the sender): the shell shows it as is, and keeps the markdown reader out of its boot code.
   */
  "conversation.created": { conversationId: number; name: string };
  /** The conversation list should be refetched (debounced 400 ms by listeners). */
  "conversations.changed": { reason: "created" | "renamed" | "deleted" | "message" | "realtime" };
  /** Open or close the right panel on one of its views. */
  "panel.opened": { panel: RightPanelView };
  "panel.closed": Record<string, never>;
  /**
   * A tool was chosen in the tools panel (mf_tools) for the next messages: the chat box (mf_conversations)
   * shows its input panel, one input per variable in this order. `editable`: the member may view a
   * part of the tool, so the panel offers Edit (the tool edit dialog, `mf_tools/ToolEditorDialog`).
   */
  "tool.chosen": { tool: { id: number; name: string; variables: ToolVariable[]; editable?: boolean } };
  /** Ask the shell to toggle the left sidebar (sub-header button). */
  "sidebar.toggled": { open?: boolean };
  /** Show a toast in the shell. `message` is already translated. */
  "toast.shown": { kind: "success" | "info" | "warning" | "error"; message: string };
  /** The signed-in profile changed (name, photo, settings). */
  "session.profile-changed": Record<string, never>;
  /**
   * Ask the shell to open the workspace's admin site in a new tab, as Manage account does (owners and
   * admins; the server checks). `page`: the console page to open on, else its home. Emit it during the
   * click: the shell opens the tab at once, or the browser blocks it as a pop-up.
   */
  "admin-site.open-requested": { page?: "models" };
  /** Start a guided walkthrough. */
  "walkthrough.started": { tour: "user-introduction" | "helper-app" | "model-params" };
  /** A realtime event from the server, relayed by the shell's single websocket. */
  "realtime.event": RealtimeEvent;
  /** The websocket opened or closed (the avatar shows a yellow dot while closed). */
  "realtime.status": { open: boolean };
  /** The interface language changed. */
  "language.changed": { language: string };
  /** Ask the shell to switch the interface language (as its language menu does); it answers with `language.changed`. */
  "language.change-requested": { language: LanguageCode };
  /**
   * Collaboration on a conversation changed (mf_collaboration tells the chat screen to refetch the
   * conversation): enabled or disabled by the owner, joined or left by this member, or revoked (the
   * owner disabled it while this member collaborated).
   */
  "conversation.collaboration-changed": {
    conversationId: number;
    change: "enabled" | "disabled" | "joined" | "left" | "revoked";
  };
}

/** The bus type every parcel receives in ShellProps. */
export type ParleyEventBus = EventBus<ParleyEvents>;

// A Record rather than an array: a missing or extra name does not compile, so the runtime list and
// the interface cannot drift apart (as in parcel-catalogue.ts).
const EVENT_NAMES: Readonly<Record<keyof ParleyEvents, true>> = {
  "conversation.selected": true,
  "conversation.created": true,
  "conversations.changed": true,
  "panel.opened": true,
  "panel.closed": true,
  "tool.chosen": true,
  "sidebar.toggled": true,
  "toast.shown": true,
  "session.profile-changed": true,
  "admin-site.open-requested": true,
  "walkthrough.started": true,
  "realtime.event": true,
  "realtime.status": true,
  "language.changed": true,
  "language.change-requested": true,
  "conversation.collaboration-changed": true,
};

/** Every event name of the bus, at runtime (the remote contract check compares a build's with it). */
export const PARLEY_EVENT_NAMES: readonly (keyof ParleyEvents)[] = Object.keys(
  EVENT_NAMES,
) as (keyof ParleyEvents)[];
