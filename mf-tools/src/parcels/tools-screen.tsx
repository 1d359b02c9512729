import { ToolsScreen } from "../features/tools-screen/components/tools-screen.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The Tools screen, route /tools. */
export default defineParcel("mf_tools/ToolsScreen", ToolsScreen);
