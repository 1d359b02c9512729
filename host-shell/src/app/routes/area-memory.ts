import { readJson, writeJson } from "../../lib/browser/storage.ts";
import type { Area } from "./route-table.ts";

const STORAGE_KEY = "parley_area_locations";
const DEFAULTS: Record<Area, string> = {
  conversations: "/conversations",
  routines: "/routines",
  tools: "/tools",
};

/** Where each tab was last (spec: selecting a tab "navigates to the saved location for that tab"). */
export function areaLocation(area: Area): string {
  const saved = readJson<Partial<Record<Area, unknown>>>(STORAGE_KEY, {})[area];
  return typeof saved === "string" && saved.startsWith("/") ? saved : DEFAULTS[area];
}

export function rememberAreaLocation(area: Area, path: string): void {
  const all = readJson<Partial<Record<Area, string>>>(STORAGE_KEY, {});
  if (all[area] !== path) writeJson(STORAGE_KEY, { ...all, [area]: path });
}
