/** The types a tool file may declare (docs/product/tools.md § Importing tools); some systems send none. */
const TYPES = new Set(["application/json", "text/csv", "application/csv", "application/vnd.ms-excel", ""]);

export interface Choice {
  accepted: File[];
  refused: File[];
}

/**
 * Adds `picked` to `current`: JSON and CSV files only (by extension and declared type), each name once
 * (a file of a name already chosen is left out).
 */
export function chooseFiles(current: readonly File[], picked: readonly File[]): Choice {
  const names = new Set(current.map((file) => file.name.toLowerCase()));
  const accepted: File[] = [...current];
  const refused: File[] = [];
  for (const file of picked) {
    const key = file.name.toLowerCase();
    if (names.has(key)) continue;
    if (!/\.(json|csv)$/i.test(file.name) || !TYPES.has(file.type)) {
      refused.push(file);
      continue;
    }
    names.add(key);
    accepted.push(file);
  }
  return { accepted, refused };
}
