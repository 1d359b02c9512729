import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { DesktopAgent } from "../features/desktop-helper/components/desktop-agent.tsx";
import { crashTexts, toolsMessages } from "../i18n/load-tools-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** Headless: the page's desktop helper agent, without the tools panel. */
function DesktopAgentRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <DesktopAgent />
    </RemoteRoot>
  );
}

/** Exposed as `mf_tools/DesktopAgent`. */
export default createParcel({
  parcel: "mf_tools/DesktopAgent",
  messages: toolsMessages,
  Root: DesktopAgentRoot,
  crashTexts,
});
