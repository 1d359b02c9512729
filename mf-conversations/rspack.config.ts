// mf_conversations' build declaration; scripts/build.ts turns it into the rspack configuration shared
// by every remote (scripts/build/remote-config.ts). Build with `npm run build -w mf-conversations`.
import { defineRemote } from "../scripts/build/define-remote.ts";

/**
 * What the chat screen reads first (the model list, the knowledge sources), exactly as its code asks:
 * the document preloads them for a signed-in member (docs/remote-delivery.md § Pages and slots).
 */
const CHAT_READS = ["/api/v1/models/", "/api/v1/integrations/knowledge/"];
// A new conversation's address is declared apart from a saved one's: only the latter shows messages
// at once, so only it preloads their chunks.
const CHAT_PATHS = [
  "/",
  "/conversations",
  "/conversations/new",
  "/conversations/:conversationId",
  "/conversation/:slug",
];
/** The on-demand chunks a saved conversation shows at once: its messages, in markdown. */
const THREAD_CHUNKS = ["message-list", "markdown"];
/** Parcels of other remotes the chat screen mounts at once (the sub-header's collaboration controls). */
const CHAT_PARCELS = ["mf_collaboration/CollaborationControls"];

export default defineRemote({
  container: "mf_conversations",
  exposes: {
    "./ChatScreen": "./src/parcels/chat-screen.tsx",
    "./ConversationSidebar": "./src/parcels/conversation-sidebar.tsx",
    "./ModelSettingsPanel": "./src/parcels/model-settings-panel.tsx",
    "./BehaviorSettingsPanel": "./src/parcels/behavior-settings-panel.tsx",
  },
  // Every address of the chat screen: one page, the same first reads and parcels.
  routes: CHAT_PATHS.map((path) => ({
    path,
    kind: "main" as const,
    expose: "./ChatScreen",
    area: "conversations",
    title: "title.conversations",
    reads: CHAT_READS,
    parcels: CHAT_PARCELS,
    ...(path.includes("/:") ? { chunks: THREAD_CHUNKS } : {}),
  })),
  slots: [
    {
      slot: "left-panel",
      area: "conversations",
      expose: "./ConversationSidebar",
      // The list in its default order (a member who chose another order reads that one too).
      reads: ["/api/v1/conversations/?ordering=-modified&page=1&page_size=20"],
    },
    { slot: "right-panel", view: "model-settings", expose: "./ModelSettingsPanel" },
    { slot: "right-panel", view: "behavior-settings", expose: "./BehaviorSettingsPanel" },
  ],
});
