// The product documentation as the docs host serves it: docs/product's pages in English (`<page>.md`,
// README.md being the index) and their translations (`<lang>/<page>.md`, e.g. fr/shell.md), read
// once — the image ships them, they do not change while the server runs — and each page rendered
// once with the share host's sanitising renderer: links between pages stay on the docs host (relative,
// `/<lang>/` being every page's folder, so the reader stays in their language and one rendering serves
// every language), links to other files of the repository are kept as text, headings get GitHub's
// anchors, and "$5" is a price, not a formula.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { LANGUAGE_CODES, type LanguageCode } from "@parley/shared-contracts/languages";
import { renderMarkdown } from "../share-host/render-markdown.ts";

/** The index page (README.md), served at `/<lang>/`. */
export const INDEX_PAGE = "index";

/** A page's name as it may appear in a path: `chat-settings`. */
export const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface RenderedDocsPage {
  /** The language the page's text is in: the reader's, or English where it has no translation. */
  language: LanguageCode;
  title: string;
  html: string;
}

export interface DocsLibrary {
  /** The pages' names, the index first, then in the order the index links them. */
  pages: readonly string[];
  /** The page's title in `language` where translated, else in English (`language` says which). */
  title(language: LanguageCode, page: string): { text: string; language: LanguageCode };
  /** The page for a reader of `language`; undefined for a page the documentation does not have. */
  render(language: LanguageCode, page: string): RenderedDocsPage | undefined;
}

/** `README.md` → index, `shell.md` → shell; null for a file that is no page. */
function pageOf(file: string): string | null {
  if (file === "README.md") return INDEX_PAGE;
  const name = /^(.+)\.md$/.exec(file)?.[1];
  return name !== undefined && name !== INDEX_PAGE && PAGE_NAME.test(name) ? name : null;
}

async function readPages(dir: string): Promise<Map<string, string>> {
  const files = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const pages = new Map<string, string>();
  for (const file of files) {
    const page = file.isFile() ? pageOf(file.name) : null;
    if (page !== null) pages.set(page, await readFile(path.join(dir, file.name), "utf8"));
  }
  return pages;
}

function titleOf(markdown: string | undefined): string | undefined {
  return markdown === undefined ? undefined : /^#\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
}

/** The index's links to pages, in its order, then the pages it does not link, by name. */
function navOrder(pages: ReadonlyMap<string, string>): string[] {
  const linked = [...(pages.get(INDEX_PAGE) ?? "").matchAll(/\]\(([a-z0-9-]+)\.md(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((name) => pages.has(name));
  const rest = [...pages.keys()].filter((name) => name !== INDEX_PAGE).sort();
  return [...new Set([INDEX_PAGE, ...linked, ...rest])].filter((name) => pages.has(name));
}

/** Where a link of a page leads on the docs host, relative to the page (see MarkdownOptions). */
function siteLink(pages: ReadonlyMap<string, string>) {
  return (href: string): string | null | undefined => {
    if (href.startsWith("#")) return href;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")) return undefined;
    const match = /^(?:\.\/)?([A-Za-z0-9-]+)\.md(#.*)?$/.exec(href);
    const page = match?.[1] === undefined ? null : pageOf(`${match[1]}.md`);
    if (page === null || !pages.has(page)) return null;
    return `${page === INDEX_PAGE ? "./" : page}${match?.[2] ?? ""}`;
  };
}

/** Reads the documentation under `dir`; a missing folder is an empty documentation. */
export async function loadDocsLibrary(dir: string): Promise<DocsLibrary> {
  const english = await readPages(dir);
  const translations = new Map<LanguageCode, Map<string, string>>();
  for (const language of LANGUAGE_CODES.filter((code) => code !== "en")) {
    const translated = await readPages(path.join(dir, language));
    // A translation of a page English does not have is not served.
    for (const page of translated.keys()) if (!english.has(page)) translated.delete(page);
    if (translated.size > 0) translations.set(language, translated);
  }
  const rendered = new Map<string, RenderedDocsPage>();
  const source = (language: LanguageCode, page: string) => {
    const translated = translations.get(language)?.get(page);
    if (translated !== undefined) return { language, markdown: translated };
    const markdown = english.get(page);
    return markdown === undefined ? undefined : { language: "en" as const, markdown };
  };
  return {
    pages: navOrder(english),
    title(language, page) {
      const found = source(language, page);
      return { text: titleOf(found?.markdown) ?? page, language: found?.language ?? "en" };
    },
    render(language, page) {
      const found = source(language, page);
      if (found === undefined) return undefined;
      // Rendered once per text: every language without a translation shares the English one.
      const key = `${found.language}/${page}`;
      const cached = rendered.get(key);
      if (cached !== undefined) return cached;
      const html = renderMarkdown(found.markdown, {
        siteLink: siteLink(english),
        headingIds: true,
        math: false,
      });
      const result = { language: found.language, title: titleOf(found.markdown) ?? page, html };
      rendered.set(key, result);
      return result;
    },
  };
}
