import { ToolsSidebar } from "../features/tools-screen/components/tools-sidebar.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The Tools area's left panel: the MCP server list. */
export default defineParcel("mf_tools/ToolsSidebar", ToolsSidebar);
