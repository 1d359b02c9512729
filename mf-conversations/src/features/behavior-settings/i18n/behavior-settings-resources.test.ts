import { describe, it } from "vitest";
import { expectCompleteTranslations } from "../../../test/expect-translations.ts";
import { behaviorSettingsResources } from "./behavior-settings-resources.ts";

describe("behaviorSettingsResources", () => {
  it("has every text in all 12 languages, translated, with the same placeholders", () =>
    expectCompleteTranslations(
      async (code) => (await behaviorSettingsResources(code)).behaviorSettings,
      ["title", "commentarySilent"],
    ));
});
