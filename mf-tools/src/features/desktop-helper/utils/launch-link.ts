import { HELPER_LAUNCH_URL } from "@parley/shared-contracts/api/helper-app-calls";

/** How long the launch frame stays: the browser has handed the link over long before. */
const FRAME_LIFETIME_MS = 5000;

/**
 * Opens the parley-helper:// link in a hidden frame: the browser hands it to the protocol handler
 * `parley-helper install` registered (asking the user first), and the page itself never starts a
 * navigation, which would hold its input until the browser's question was answered.
 */
export function openLaunchLink(): void {
  const frame = document.createElement("iframe");
  frame.hidden = true;
  frame.src = HELPER_LAUNCH_URL;
  document.body.append(frame);
  setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
}
