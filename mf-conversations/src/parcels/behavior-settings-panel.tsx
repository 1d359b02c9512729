import { createParcel } from "@parley/ui-kit/parcel/create-parcel.tsx";
import type { AppProps } from "single-spa";
import type { ShellProps } from "@parley/shared-contracts/shell";
import { BehaviorSettingsPanel } from "../features/behavior-settings/components/behavior-settings-panel.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type BehaviorSettingsPanelProps = ShellProps & AppProps;

/** The right panel's 'behavior-settings' view (host: RIGHT_PANEL_PARCELS). */
function BehaviorSettingsPanelRoot(props: BehaviorSettingsPanelProps) {
  return (
    <RemoteRoot shell={props}>
      <BehaviorSettingsPanel />
    </RemoteRoot>
  );
}

/** Exposed as `mf_conversations/BehaviorSettingsPanel`. */
export default createParcel<BehaviorSettingsPanelProps>({
  module: "./BehaviorSettingsPanel",
  messages: conversationMessages,
  Root: BehaviorSettingsPanelRoot,
  crashTexts,
});
