import { describe, expect, it } from "vitest";
import { aModel } from "../../../test/fixtures.ts";
import { groupModels, groupOf } from "./group-models.ts";

const label = (model: { display_name: string }) => model.display_name;

describe("groupModels", () => {
  const models = [
    aModel({ id: 1, name: "claude-x", display_name: "Claude", source_type: "anthropic" }),
    aModel({ id: 2, name: "gpt-pro", display_name: "GPT Pro", recommended: true, tags: ["search"] }),
    aModel({ id: 3, name: "searcher", display_name: "Searcher", tags: ["search"] }),
    aModel({ id: 4, name: "painter", display_name: "Painter", tags: ["image"] }),
    aModel({ id: 5, name: "trial-one", display_name: "Trial One", is_trial_model: true }),
    aModel({ id: 6, name: "llama-3", display_name: "Local Llama", source_type: "openai_compatible" }),
    aModel({ id: 7, name: "gpt-mini", display_name: "GPT Mini" }),
    aModel({
      id: 8,
      name: "offline-demo",
      display_name: "Offline demo",
      source_type: "offline",
      is_offline: true,
      supports_speech: false,
    }),
  ];

  it("orders Recommended, Search, Images, Trial, then source types, each model once", () => {
    const groups = groupModels(models, "", label);
    expect(groups.map((group) => [group.id, group.models.map((m) => m.id)])).toEqual([
      ["recommended", [2]],
      ["search", [3]],
      ["images", [4]],
      ["trial", [5]],
      ["source:openai", [7]],
      ["source:anthropic", [1]],
      ["source:openai_compatible", [6]],
      ["source:offline", [8]],
    ]);
  });

  it("puts a model under the first group that applies", () => {
    expect(groupOf(aModel({ recommended: true, tags: ["image"], is_trial_model: true }))).toBe("recommended");
    expect(groupOf(aModel({ tags: ["image", "search"] }))).toBe("search");
    expect(groupOf(aModel({ tags: ["image"], is_trial_model: true }))).toBe("images");
  });

  it("lists image-generation models (tag image) under Images, not models that only read images", () => {
    const reader = aModel({ id: 9, name: "vision", supported_file_types: ["image", "document"] });
    const painter = aModel({ id: 10, name: "gpt-image", tags: ["image"], source_type: "openai" });
    expect(groupOf(reader)).toBe("source:openai");
    expect(groupModels([reader, painter], "", label).map((g) => [g.id, g.models.map((m) => m.id)])).toEqual([
      ["images", [10]],
      ["source:openai", [9]],
    ]);
  });

  it("filters by label or name, in any case, and drops empty groups", () => {
    const groups = groupModels(models, "  gpt ", label);
    expect(groups.map((group) => group.id)).toEqual(["recommended", "source:openai"]);
    expect(groupModels(models, "LLAMA", label)[0]?.models[0]?.id).toBe(6);
    expect(groupModels(models, "llama-3", label).flatMap((g) => g.models.map((m) => m.id))).toEqual([6]);
    expect(groupModels(models, "nothing like it", label)).toEqual([]);
  });

  it("searches the shown label (the offline model's translated name)", () => {
    const translated = (model: (typeof models)[number]) =>
      model.is_offline ? "Démo hors ligne" : model.display_name;
    expect(groupModels(models, "démo", translated).flatMap((g) => g.models.map((m) => m.id))).toEqual([8]);
  });
});
