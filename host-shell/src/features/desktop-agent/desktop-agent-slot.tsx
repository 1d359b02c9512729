import { useState } from "react";
import type { ParcelId } from "@parley/shared-contracts/shell";
import { DESKTOP_UUID_STORAGE_KEY } from "@parley/shared-contracts/api/helper-app-calls";
import { readStorage } from "../../lib/browser/storage.ts";
import { ParcelSlot } from "../../lib/remotes/parcel-slot.tsx";
import { useShellServices } from "../../lib/shell/shell-services.ts";

/**
 * Starts mf_tools' headless desktop agent with the signed-in layout when this browser has paired a
 * desktop helper (a desktop uuid is stored), so local tools work in a page whose tools panel was
 * never opened; and always on the user host, where the spec has the layout trigger a helper-app call
 * (the agent's first act is the helper's status read). Decided once per page load: a pairing made
 * later starts the agent from the panel. See docs/architecture.md § Desktop helper app.
 */
export function DesktopAgentSlot({ parcel }: { parcel: ParcelId }) {
  const { host } = useShellServices();
  const [start] = useState(() => host.isUserHost || readStorage(DESKTOP_UUID_STORAGE_KEY) !== null);
  if (!start) return null;
  return (
    <div hidden>
      <ParcelSlot id={parcel} testId="layout.desktop-agent" />
    </div>
  );
}
