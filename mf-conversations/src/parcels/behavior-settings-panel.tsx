import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { BehaviorSettingsPanel } from "../features/behavior-settings/components/behavior-settings-panel.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type BehaviorSettingsPanelProps = ParcelRootProps<"mf_conversations/BehaviorSettingsPanel">;

/** The right panel's 'behavior-settings' view (declared in rspack.config.ts `slots`). */
function BehaviorSettingsPanelRoot(props: BehaviorSettingsPanelProps) {
  return (
    <RemoteRoot shell={props}>
      <BehaviorSettingsPanel />
    </RemoteRoot>
  );
}

/** Exposed as `mf_conversations/BehaviorSettingsPanel`. */
export default createParcel({
  parcel: "mf_conversations/BehaviorSettingsPanel",
  messages: conversationMessages,
  Root: BehaviorSettingsPanelRoot,
  crashTexts,
});
