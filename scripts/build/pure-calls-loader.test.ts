import { describe, expect, it } from "vitest";
import { annotatePureCalls } from "./pure-calls-loader.ts";

describe("annotatePureCalls", () => {
  it("marks top-level component wrappers as pure", () => {
    const source = "const Link = React$1.forwardRef(function L() {});\nconst C = React.createContext(null);";
    expect(annotatePureCalls(source)).toBe(
      "const Link = /* @__PURE__ */ React$1.forwardRef(function L() {});\n" +
        "const C = /* @__PURE__ */ React.createContext(null);",
    );
  });

  it("drops top-level DevTools names, which would keep an unused wrapper alive", () => {
    const source =
      'const Link = f();\nLink.displayName = "Link";\nfunction g() {\n\tF.displayName = "F";\n}\n';
    expect(annotatePureCalls(source)).toBe('const Link = f();\nfunction g() {\n\tF.displayName = "F";\n}\n');
  });

  it("leaves other calls alone", () => {
    const source = "useEffect(() => {}); const x = React.useMemo(() => 1, []); React.forwardRef(f);";
    expect(annotatePureCalls(source)).toBe(source);
  });
});
