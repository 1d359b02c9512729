import { BehaviorSettingsPanel } from "../features/behavior-settings/components/behavior-settings-panel.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The right panel's 'behavior-settings' view (declared in rspack.config.ts `slots`). */
export default defineParcel("mf_conversations/BehaviorSettingsPanel", BehaviorSettingsPanel);
