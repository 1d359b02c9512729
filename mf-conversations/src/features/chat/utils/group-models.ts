import type { Model, ModelSourceType } from "@parley/shared-contracts/api/models";

/** A group of the model dropdown; `source` groups carry their source type. */
export type ModelGroupId = "recommended" | "search" | "images" | "trial" | `source:${ModelSourceType}`;

export interface ModelGroup {
  id: ModelGroupId;
  models: Model[];
}

/** Order of the source-type groups after the named ones. */
const SOURCE_ORDER: readonly ModelSourceType[] = ["openai", "anthropic", "openai_compatible", "offline"];

/** The one group a model is listed under: the first that applies, so no model shows twice. */
export function groupOf(model: Model): ModelGroupId {
  if (model.recommended) return "recommended";
  if (model.tags.includes("search")) return "search";
  if (model.tags.includes("image")) return "images";
  if (model.is_trial_model) return "trial";
  return `source:${model.source_type}`;
}

/**
 * The dropdown's groups (docs/product/chat-settings.md § Model dropdown): Recommended, Search, Images, then
 * trial models as a group of their own, then the rest by source type. `query` keeps models whose label or
 * name contains it (any case); empty groups are left out. Models keep the server's order inside a group.
 */
export function groupModels(
  models: readonly Model[],
  query: string,
  label: (model: Model) => string,
): ModelGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = (model: Model) =>
    needle === "" ||
    label(model).toLocaleLowerCase().includes(needle) ||
    model.name.toLocaleLowerCase().includes(needle);
  const order: ModelGroupId[] = [
    "recommended",
    "search",
    "images",
    "trial",
    ...SOURCE_ORDER.map((source) => `source:${source}` as const),
  ];
  const byGroup = new Map<ModelGroupId, Model[]>();
  for (const model of models) {
    if (!matches(model)) continue;
    const id = groupOf(model);
    if (!order.includes(id)) order.push(id);
    byGroup.set(id, [...(byGroup.get(id) ?? []), model]);
  }
  return order.flatMap((id) => {
    const list = byGroup.get(id);
    return list ? [{ id, models: list }] : [];
  });
}
