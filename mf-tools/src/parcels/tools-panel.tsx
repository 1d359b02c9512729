import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ToolsPanel } from "../features/tools-panel/components/tools-panel.tsx";
import { crashTexts, toolsMessages } from "../i18n/load-tools-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The right panel `tools`. */
function ToolsPanelRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <ToolsPanel />
    </RemoteRoot>
  );
}

/** Exposed as `mf_tools/ToolsPanel`. */
export default createParcel({
  parcel: "mf_tools/ToolsPanel",
  messages: toolsMessages,
  Root: ToolsPanelRoot,
  crashTexts,
});
