import { createParcel, type MountedProps } from "@parley/ui-kit/parcel/create-parcel.tsx";
import { RoutineSidebar } from "../features/routine-list/components/routine-sidebar.tsx";
import { crashTexts, routinesMessages } from "../i18n/load-routines-messages.ts";
import { RemoteRoot } from "../lib/remote-root.tsx";

/** The left panel of the routines area. */
function RoutineSidebarRoot(props: MountedProps) {
  return (
    <RemoteRoot shell={props}>
      <RoutineSidebar />
    </RemoteRoot>
  );
}

/** Exposed as `mf_routines/RoutineSidebar`. */
export default createParcel({
  parcel: "mf_routines/RoutineSidebar",
  messages: routinesMessages,
  Root: RoutineSidebarRoot,
  crashTexts,
});
