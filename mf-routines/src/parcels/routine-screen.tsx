import { RoutineScreen } from "../features/routine-editor/components/routine-screen.tsx";
import { defineParcel } from "../lib/define-parcel.ts";

/** Routes /routines, /routines/{id} and /routine/{slug} (the centre slot's route parameters). */
export default defineParcel("mf_routines/RoutineScreen", RoutineScreen);
