import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ToolsScreen } from "../features/tools-screen/components/tools-screen.tsx";
import { crashTexts, toolsMessages } from "../i18n/load-tools-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The Tools screen, route /tools. */
function ToolsScreenRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <ToolsScreen />
    </RemoteRoot>
  );
}

/** Exposed as `mf_tools/ToolsScreen`. */
export default createParcel({
  parcel: "mf_tools/ToolsScreen",
  messages: toolsMessages,
  Root: ToolsScreenRoot,
  crashTexts,
});
