import { HELPER_LAUNCH_URL } from "@parley/shared-contracts/api/helper-app-calls";

/**
 * Launches the helper: a top-level navigation to the parley-helper:// link, made from the member's
 * click on the switch. The browser hands the link to the protocol handler `parley-helper install`
 * registered (asking the member first) and the page stays where it is. Not a hidden frame: the page's
 * CSP (`frame-src 'self'`) refuses a frame on another scheme, so the handler was never reached.
 */
export function openLaunchLink(navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  navigate(HELPER_LAUNCH_URL);
}
