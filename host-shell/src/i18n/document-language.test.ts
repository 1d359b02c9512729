import { describe, expect, it } from "vitest";
import { applyDocumentLanguage } from "./document-language.ts";

describe("applyDocumentLanguage", () => {
  it("sets lang and the direction of the language", () => {
    const root = document.createElement("html");
    root.lang = "en";
    applyDocumentLanguage("ar", root);
    expect(root.lang).toBe("ar");
    expect(root.dir).toBe("rtl");
    applyDocumentLanguage("zh-hk", root);
    expect(root.lang).toBe("zh-hk");
    expect(root.dir).toBe("ltr");
  });
});
