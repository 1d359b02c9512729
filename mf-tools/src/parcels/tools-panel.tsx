import { ToolsPanel } from "../features/tools-panel/components/tools-panel.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The right panel `tools`. */
export default defineParcel("mf_tools/ToolsPanel", ToolsPanel);
