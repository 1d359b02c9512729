import { useCallback, useEffect, useMemo, useState } from "react";
import { readJson, writeJson } from "../../lib/browser/storage.ts";
import { DEFAULT_SIZES, normaliseSizes, type PanelSizes } from "./panel-sizes.ts";

const STORAGE_KEY = "parley_panel_sizes";

/** Panel sizes, persisted in local storage (spec: "Panel sizes persist"). */
export function usePanelSizes(rightOpen: boolean): {
  sizes: PanelSizes;
  setSizes: (sizes: PanelSizes) => void;
} {
  const [stored, setStored] = useState<PanelSizes>(() => ({
    ...DEFAULT_SIZES,
    ...readJson<Partial<PanelSizes>>(STORAGE_KEY, {}),
  }));
  const sizes = useMemo(() => normaliseSizes(stored, rightOpen), [stored, rightOpen]);
  useEffect(() => writeJson(STORAGE_KEY, stored), [stored]);
  const setSizes = useCallback((next: PanelSizes) => setStored(next), []);
  return { sizes, setSizes };
}
