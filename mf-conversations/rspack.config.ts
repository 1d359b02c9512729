// mf_conversations' build declaration; scripts/build.ts turns it into the rspack configuration shared
// by every remote (scripts/build/remote-config.ts). Build with `npm run build -w mf-conversations`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_conversations",
  exposes: {
    "./ChatScreen": "./src/parcels/chat-screen.tsx",
    "./ConversationSidebar": "./src/parcels/conversation-sidebar.tsx",
    "./ModelSettingsPanel": "./src/parcels/model-settings-panel.tsx",
    "./BehaviorSettingsPanel": "./src/parcels/behavior-settings-panel.tsx",
  },
  routes: [
    { path: "/", kind: "main", expose: "./ChatScreen", area: "conversations", title: "title.conversations" },
    {
      path: "/conversations",
      kind: "main",
      expose: "./ChatScreen",
      area: "conversations",
      title: "title.conversations",
    },
    {
      path: "/conversations/:conversationId",
      kind: "main",
      expose: "./ChatScreen",
      area: "conversations",
      title: "title.conversations",
    },
    {
      path: "/conversation/:slug",
      kind: "main",
      expose: "./ChatScreen",
      area: "conversations",
      title: "title.conversations",
    },
  ],
  slots: [
    { slot: "left-panel", area: "conversations", expose: "./ConversationSidebar" },
    { slot: "right-panel", view: "model-settings", expose: "./ModelSettingsPanel" },
    { slot: "right-panel", view: "behavior-settings", expose: "./BehaviorSettingsPanel" },
  ],
});
