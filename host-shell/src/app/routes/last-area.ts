import { readStorage, writeStorage } from "../../lib/browser/storage.ts";
import type { Area } from "./route-table.ts";

const STORAGE_KEY = "parley_last_area";

/** The tab (Conversations / Routines) last used; decides the left panel of pages outside both. */
export function readLastArea(): Area {
  return readStorage(STORAGE_KEY) === "routines" ? "routines" : "conversations";
}

export function writeLastArea(area: Area): void {
  writeStorage(STORAGE_KEY, area);
}
