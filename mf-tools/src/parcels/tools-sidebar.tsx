import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ToolsSidebar } from "../features/tools-screen/components/tools-sidebar.tsx";
import { crashTexts, toolsMessages } from "../i18n/load-tools-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The Tools area's left panel: the MCP server list. */
function ToolsSidebarRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <ToolsSidebar />
    </RemoteRoot>
  );
}

/** Exposed as `mf_tools/ToolsSidebar`. */
export default createParcel({
  parcel: "mf_tools/ToolsSidebar",
  messages: toolsMessages,
  Root: ToolsSidebarRoot,
  crashTexts,
});
