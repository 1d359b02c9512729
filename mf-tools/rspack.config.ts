// mf_tools's build declaration; scripts/build.ts turns it into the rspack configuration shared by
// every remote (scripts/build/remote-config.ts). Build with `node scripts/build.ts --only mf-tools`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_tools",
  exposes: {
    "./ToolsPanel": "./src/parcels/tools-panel.tsx",
    "./DesktopAgent": "./src/parcels/desktop-agent.tsx",
    "./ToolEditorDialog": "./src/parcels/tool-editor-dialog.tsx",
    "./ToolsScreen": "./src/parcels/tools-screen.tsx",
    "./ToolsSidebar": "./src/parcels/tools-sidebar.tsx",
  },
  // The Tools area (docs/product/tools.md § Tools screen): its page and its left panel.
  routes: [
    {
      path: "/tools",
      kind: "main",
      expose: "./ToolsScreen",
      area: "tools",
      title: null,
      reads: ["/api/v1/tools/?ordering=name&page=1&page_size=20"],
    },
  ],
  slots: [
    { slot: "right-panel", view: "tools", expose: "./ToolsPanel" },
    { slot: "desktop-agent", expose: "./DesktopAgent" },
    {
      slot: "left-panel",
      area: "tools",
      expose: "./ToolsSidebar",
      reads: ["/api/v1/mcp/servers/?ordering=server_name&page=1&page_size=10"],
    },
  ],
});
