// mf_tools's build declaration; scripts/build.ts turns it into the rspack configuration shared by
// every remote (scripts/build/remote-config.ts). Build with `node scripts/build.ts --only mf-tools`.
import { defineRemote } from "../scripts/build/define-remote.ts";

export default defineRemote({
  container: "mf_tools",
  exposes: {
    "./ToolsPanel": "./src/parcels/tools-panel.tsx",
    "./DesktopAgent": "./src/parcels/desktop-agent.tsx",
  },
  slots: [
    { slot: "right-panel", view: "tools", expose: "./ToolsPanel" },
    { slot: "desktop-agent", expose: "./DesktopAgent" },
  ],
});
