// The repository's own documentation as the docs host serves it: every page of docs/product found, in
// the index's order, and every link between pages leading to a page and a heading that exist.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../../src/config.ts";
import { INDEX_PAGE, loadDocsLibrary } from "../../../src/modules/docs-host/docs-library.ts";

const library = await loadDocsLibrary(path.join(REPO_ROOT, "docs", "product"));

describe("docs/product on the docs host", () => {
  it("has the index first, then the pages in the order the index lists them", () => {
    expect(library.pages.slice(0, 4)).toEqual([INDEX_PAGE, "shell", "sign-in", "account"]);
    expect(library.pages).toContain("helper-app");
    expect(library.title("en", "shell")).toEqual({ text: "Shell", language: "en" });
    expect(library.title("ko", "shell")).toEqual({ text: "Shell", language: "en" });
  });

  it("links only to pages and headings it has", () => {
    const ids = new Map(
      library.pages.map((page) => [
        page,
        new Set([...(library.render("en", page)?.html ?? "").matchAll(/ id="([^"]+)"/g)].map((m) => m[1])),
      ]),
    );
    const broken: string[] = [];
    let links = 0;
    for (const page of library.pages) {
      const html = library.render("en", page)?.html ?? "";
      for (const [, target = "", anchor] of html.matchAll(/<a href="(\.\/|[a-z0-9-]*)(?:#([^"]+))?">/g)) {
        links += 1;
        const linked = target === "./" ? INDEX_PAGE : target === "" ? page : target;
        const known = ids.get(linked);
        if (known === undefined || (anchor !== undefined && !known.has(anchor)))
          broken.push(`${page} → ${target}#${anchor ?? ""}`);
      }
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(50);
  });

  it("renders a page for every language, in English until translated", () => {
    const page = library.render("vi", "account");
    expect(page?.language).toBe("en");
    expect(page?.html).toContain('<a href="sign-in#sign-in-methods">');
    // One rendering for every language without a translation.
    expect(library.render("de", "account")).toBe(page);
    expect(library.render("vi", "nope")).toBeUndefined();
  });
});
