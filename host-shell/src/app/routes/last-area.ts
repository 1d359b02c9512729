import { readStorage, writeStorage } from "../../lib/browser/storage.ts";
import type { Area } from "./route-table.ts";

const STORAGE_KEY = "parley_last_area";

/** The tab (Conversations / Routines / Tools) last used; decides the left panel of pages outside them. */
export function readLastArea(): Area {
  const stored = readStorage(STORAGE_KEY);
  return stored === "routines" || stored === "tools" ? stored : "conversations";
}

export function writeLastArea(area: Area): void {
  writeStorage(STORAGE_KEY, area);
}
