import { RoutineSidebar } from "../features/routine-list/components/routine-sidebar.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** The left panel of the routines area. */
export default defineParcel("mf_routines/RoutineSidebar", RoutineSidebar);
