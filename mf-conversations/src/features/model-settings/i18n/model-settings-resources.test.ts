import { describe, it } from "vitest";
import { expectCompleteTranslations } from "../../../test/expect-translations.ts";
import { modelSettingsResources } from "./model-settings-resources.ts";

describe("modelSettingsResources", () => {
  it("has every text in all 12 languages, translated, with the same placeholders", () =>
    expectCompleteTranslations(
      async (code) => (await modelSettingsResources(code)).modelSettings,
      ["title"],
    ));
});
