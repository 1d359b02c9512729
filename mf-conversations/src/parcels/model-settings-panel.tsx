import { ModelSettingsPanel } from "../features/model-settings/components/model-settings-panel.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The right panel's 'model-settings' view (declared in rspack.config.ts `slots`). */
export default defineParcel("mf_conversations/ModelSettingsPanel", ModelSettingsPanel);
