import { loadableComponent, useLoadedComponent } from "@parley/ui-kit/hooks/use-loaded-component.ts";
import type { NavigationFailure } from "@parley/shared-contracts/navigation-info";
import { useNavigationInfo } from "./use-navigation-info.ts";

interface DialogProps {
  reason: NavigationFailure;
  onClose: () => void;
}

// The dialog and its texts load only when a record says a navigation failed: most pages have none.
const failedDialog = loadableComponent<DialogProps>(() =>
  import(/* webpackChunkName: "navigation-info" */ "./navigation-failed-dialog.tsx").then(
    (module) => module.NavigationFailedDialog,
  ),
);

function LoadedDialog(props: DialogProps) {
  const { component: Dialog } = useLoadedComponent(failedDialog);
  return Dialog === null ? null : <Dialog {...props} />;
}

/** The main layout's navigation-info modal: shown when the tab's record says a navigation failed. */
export function NavigationInfoModal() {
  const { failure, dismiss } = useNavigationInfo();
  return failure === null ? null : <LoadedDialog reason={failure} onClose={dismiss} />;
}
