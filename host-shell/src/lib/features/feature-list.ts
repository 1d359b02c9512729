// The workspace's feature list (shellEndpoints.features), kept 24 h per workspace and member in
// localStorage (spec: "Feature list cache 24 h"); a failed load counts as an empty list and is not kept.
import { shellEndpoints } from "@parley/shared-contracts/api/shell-endpoints";
import { FEATURE_LIST_CACHE_MS } from "@parley/shared-contracts/constants";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { readJson, writeJson } from "../browser/storage.ts";

export type Features = Record<string, boolean>;

interface Cached {
  at: number;
  features: Features;
}

/**
 * The `features` record of an answer, checked by hand: the schema library would add some 24 KB to the
 * shell's first chunk for one object.
 */
function featuresOf(body: unknown): Features | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const features = (body as { features?: unknown }).features;
  if (typeof features !== "object" || features === null || Array.isArray(features)) return undefined;
  const entries = Object.entries(features);
  return entries.every(isFlag) ? Object.fromEntries(entries) : undefined;
}

function isFlag(entry: [string, unknown]): entry is [string, boolean] {
  return typeof entry[1] === "boolean";
}

const cacheKey = (tenant: string, memberId: number) => `parley_features:${tenant}:${memberId}`;

export async function loadFeatures(
  api: ApiFetch,
  tenant: string,
  memberId: number,
  now: () => number = Date.now,
): Promise<Features> {
  const key = cacheKey(tenant, memberId);
  const cached = readJson<Cached | null>(key, null);
  if (cached !== null && typeof cached.at === "number" && now() - cached.at < FEATURE_LIST_CACHE_MS)
    return cached.features;
  try {
    const response = await api(shellEndpoints.features.pattern);
    if (!response.ok) return {};
    const features = featuresOf(await response.json());
    if (features === undefined) return {};
    writeJson(key, { at: now(), features } satisfies Cached);
    return features;
  } catch {
    return {};
  }
}
