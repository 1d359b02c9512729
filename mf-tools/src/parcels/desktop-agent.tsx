import { DesktopAgent } from "../features/desktop-helper/components/desktop-agent.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Headless: the page's desktop helper agent, without the tools panel. */
export default defineParcel("mf_tools/DesktopAgent", DesktopAgent);
