// Gzip sizes of a build's JavaScript, printed after each build so growth is visible at once. The
// budget itself is measured in the browser by e2e/tests/budget.spec.ts (what is really fetched
// before the first remote); this table is the quick local view.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

export interface AssetSize {
  file: string;
  bytes: number;
  gzip: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function javascriptSizes(dir: string): AssetSize[] {
  return walk(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const body = readFileSync(file);
      return { file: relative(dir, file), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export function formatSizes(title: string, sizes: AssetSize[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const lines = sizes.map((s) => `  ${kb(s.gzip).padStart(9)} gz  ${kb(s.bytes).padStart(9)}  ${s.file}`);
  return [`${title}: ${sizes.length} JS files, ${kb(total)} gzip in all`, ...lines].join("\n");
}
