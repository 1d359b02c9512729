import { createParcel, type ParcelRootProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { RoutineScreen } from "../features/routine-editor/components/routine-screen.tsx";
import { crashTexts, routinesMessages } from "../i18n/load-routines-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The host's props, single-spa's own, and the route parameters of the centre slot. */
type RoutineScreenProps = ParcelRootProps<"mf_routines/RoutineScreen">;

/** Routes /routines, /routines/{id} and /routine/{slug}. */
function RoutineScreenRoot(props: RoutineScreenProps) {
  return (
    <RemoteRoot shell={props}>
      <RoutineScreen routeParams={props.routeParams} />
    </RemoteRoot>
  );
}

/** Exposed as `mf_routines/RoutineScreen`. */
export default createParcel({
  parcel: "mf_routines/RoutineScreen",
  messages: routinesMessages,
  Root: RoutineScreenRoot,
  crashTexts,
});
