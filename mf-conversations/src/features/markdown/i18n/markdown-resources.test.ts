import { describe, it } from "vitest";
import { expectCompleteTranslations } from "../../../test/expect-translations.ts";
import { markdownResources } from "./markdown-resources.ts";

describe("markdownResources", () => {
  it("has every text in all 12 languages, translated", () =>
    expectCompleteTranslations(
      async (code) => (await markdownResources(code)).markdown,
      ["copyCode", "opensInNewTab"],
    ));
});
