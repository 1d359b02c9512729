// The workspace's feature list (GET /api/v1/payments/features/), kept 24 h per workspace and member in
// localStorage (spec: "Feature list cache 24 h"); a failed load counts as an empty list and is not kept.
import {
  FEATURE_LIST_CACHE_MS,
  FEATURES_PATH,
  featureListSchema,
} from "@parley/shared-contracts/api/features";
import type { ApiFetch } from "@parley/shared-contracts/shell";
import { readJson, writeJson } from "../browser/storage.ts";

export type Features = Record<string, boolean>;

interface Cached {
  at: number;
  features: Features;
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
    const response = await api(FEATURES_PATH);
    if (!response.ok) return {};
    const parsed = featureListSchema.safeParse(await response.json());
    if (!parsed.success) return {};
    writeJson(key, { at: now(), features: parsed.data.features } satisfies Cached);
    return parsed.data.features;
  } catch {
    return {};
  }
}
