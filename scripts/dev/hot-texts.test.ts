import { describe, expect, it } from "vitest";
import { bundlesHolding, holdsTexts } from "./hot-texts.ts";
import { withHotTexts } from "./hot-texts-loader.ts";

describe("a translation file's hot update", () => {
  const old = { "a.title": "Tools", "a.empty": "Nothing yet" };
  const store = {
    en: { mf_tools: { ...old, "a.extra": "kept" }, mf_share: { "a.title": "Share" } },
    fr: { mf_tools: { "a.title": "Outils", "a.empty": "Rien" } },
  };

  it("finds the bundles that hold the file's old texts", () => {
    expect(bundlesHolding(store, old)).toEqual([{ language: "en", namespace: "mf_tools" }]);
    expect(holdsTexts(store.fr.mf_tools, old)).toBe(false);
    expect(holdsTexts(store.en.mf_tools, {})).toBe(false);
  });

  it("makes a locale module accept its own update and hand over its new texts", () => {
    const source = 'const en = { "a.title": "Tools" };\n\nexport default en satisfies ToolsMessages;\n';
    const hot = withHotTexts(source, "/repo/scripts/dev/hot-texts.ts");
    expect(hot.startsWith(source)).toBe(true);
    expect(hot).toContain(
      'import { replaceTexts as __parleyReplaceTexts } from "/repo/scripts/dev/hot-texts.ts";',
    );
    expect(hot).toContain("import.meta.webpackHot.accept();");
    expect(hot).toContain("data.parleyTexts = en;");
    expect(hot).toContain("__parleyReplaceTexts(import.meta.webpackHot.data.parleyTexts, en);");
  });

  it("leaves a module without a named default export as it is", () => {
    const source = "export default { a: 1 };\n";
    expect(withHotTexts(source)).toBe(source);
  });
});
