import { useCallback, useEffect, useState } from "react";
import type { ParleyEventBus, ParleyEvents } from "@parley/shared-contracts/events";
import { readStorage, writeStorage } from "../../lib/browser/storage.ts";

export type RightPanelView = ParleyEvents["panel.opened"]["panel"];

const STORAGE_KEY = "parley_right_panel";
/** A view name as remotes declare them (remote-routes.ts); the layout shows it only if a remote fills it. */
const VIEW = /^[a-z][a-z0-9-]{0,39}$/;

function readStored(): RightPanelView | null {
  const value = readStorage(STORAGE_KEY);
  // Not checked against this host's list of views: a remote may declare one newer than the host.
  return value !== null && VIEW.test(value) ? (value as RightPanelView) : null;
}

/** The selected right-panel view, driven by the bus (`panel.opened` / `panel.closed`) and remembered. */
export function useRightPanel(bus: ParleyEventBus): { view: RightPanelView | null; close: () => void } {
  const [view, setView] = useState<RightPanelView | null>(readStored);

  useEffect(() => {
    const offOpen = bus.on("panel.opened", ({ panel }) => setView(panel));
    const offClose = bus.on("panel.closed", () => setView(null));
    return () => {
      offOpen();
      offClose();
    };
  }, [bus]);

  useEffect(() => writeStorage(STORAGE_KEY, view ?? ""), [view]);

  const close = useCallback(() => bus.emit("panel.closed", {}), [bus]);
  return { view, close };
}
