import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { ModelSettingsPanel } from "../features/model-settings/components/model-settings-panel.tsx";
import { conversationMessages, crashTexts } from "../i18n/load-conversation-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

type ModelSettingsPanelProps = ParcelRootProps<"mf_conversations/ModelSettingsPanel">;

/** The right panel's 'model-settings' view (declared in rspack.config.ts `slots`). */
function ModelSettingsPanelRoot(props: ModelSettingsPanelProps) {
  return (
    <RemoteRoot shell={props}>
      <ModelSettingsPanel />
    </RemoteRoot>
  );
}

/** Exposed as `mf_conversations/ModelSettingsPanel`. */
export default createParcel({
  parcel: "mf_conversations/ModelSettingsPanel",
  messages: conversationMessages,
  Root: ModelSettingsPanelRoot,
  crashTexts,
});
