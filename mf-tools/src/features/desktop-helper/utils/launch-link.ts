import { HELPER_LAUNCH_URL } from "@parley/shared-contracts/api/helper-app-calls";

/**
 * Opens the parley-helper:// link: the browser hands it to the protocol handler `parley-helper
 * install` registered (or ignores it when none is), and the page stays where it is.
 */
export function openLaunchLink(): void {
  window.location.assign(HELPER_LAUNCH_URL);
}
