// dist/shell/build-info.json, re-read at most every 2 s so a new build shows without a restart.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { versionInfoSchema } from "@parley/shared-contracts/api/workspace";
import type { VersionInfo } from "@parley/shared-contracts/api/workspace";

export function createBuildInfoReader(distDir: string, ttlMs = 2000): () => Promise<VersionInfo | undefined> {
  const file = path.join(distDir, "shell", "build-info.json");
  let cached: { value: VersionInfo | undefined; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    let value: VersionInfo | undefined;
    try {
      const parsed = versionInfoSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
      value = parsed.success ? parsed.data : undefined;
    } catch {
      value = undefined;
    }
    // Only a found file is cached: the first build after start shows at once.
    cached = value === undefined ? undefined : { value, at: Date.now() };
    return value;
  };
}
