// The docs host's documents: a product page in its frame (header, list of pages, list of languages)
// and the not-found page. Complete documents with no script, styled by the host's own stylesheet;
// every text not from the rendered markdown is escaped here.
import { LANGUAGES, languageDirection, type LanguageCode } from "@parley/shared-contracts/languages";
import { escapeHtml } from "../share-host/escape-html.ts";
import { INDEX_PAGE, type RenderedDocsPage } from "./docs-library.ts";
import type { DocsTexts } from "./docs-texts.ts";

export interface DocsFrame {
  /** The reader's language (the path's). */
  language: LanguageCode;
  /** The docs host's texts in that language, {{product}} filled. */
  texts: DocsTexts;
  /** The pages with their titles in the reader's language where translated, else in English. */
  pages: readonly { name: string; title: { text: string; language: LanguageCode } }[];
  /** The stylesheet's address (versioned by its content). */
  stylesheet: string;
}

export const pagePath = (language: LanguageCode, page: string) =>
  `/${language}/${page === INDEX_PAGE ? "" : page}`;

function pageList(frame: DocsFrame, current: string | undefined): string {
  const items = frame.pages.map(({ name, title }) => {
    const index = name === INDEX_PAGE;
    const label = index ? frame.texts.overview : title.text;
    // An English title in another language's list is read as English.
    const lang = !index && title.language !== frame.language ? ` lang="${title.language}"` : "";
    const currentMark = name === current ? ' aria-current="page"' : "";
    return `<li><a href="${pagePath(frame.language, name)}"${lang}${currentMark}>${escapeHtml(label)}</a></li>`;
  });
  return `<nav class="docs-pages" aria-label="${escapeHtml(frame.texts.pages)}" data-testid="docs.pages"><ul>${items.join("")}</ul></nav>`;
}

/** The same page in every language, each named in its own. */
function languageList(frame: DocsFrame, current: string): string {
  const items = LANGUAGES.map(({ code, name }) => {
    const currentMark = code === frame.language ? ' aria-current="true"' : "";
    return `<li><a href="${pagePath(code, current)}" hreflang="${code}" lang="${code}"${currentMark}>${escapeHtml(name)}</a></li>`;
  });
  return `<nav class="docs-languages" aria-label="${escapeHtml(frame.texts.languages)}" data-testid="docs.languages"><ul>${items.join("")}</ul></nav>`;
}

function documentOf(frame: DocsFrame, title: string, aside: string, main: string): string {
  const { language, texts } = frame;
  return `<!doctype html>
<html lang="${language}" dir="${languageDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(frame.stylesheet)}">
</head>
<body>
<a class="docs-skip" href="#main">${escapeHtml(texts.skipToContent)}</a>
<header class="docs-header"><a class="docs-brand" href="${pagePath(language, INDEX_PAGE)}" data-testid="docs.home">${escapeHtml(texts.title)}</a></header>
<div class="docs-layout">
<aside class="docs-aside">${aside}</aside>
<main id="main" class="docs-main">${main}</main>
</div>
</body>
</html>
`;
}

/** A product page for a reader of `frame.language`, with a notice when it is shown in English instead. */
export function renderDocsPage(frame: DocsFrame, name: string, page: RenderedDocsPage): string {
  const fallback = page.language !== frame.language;
  const notice = fallback
    ? `<p class="docs-notice" role="note" data-testid="docs.untranslated">${escapeHtml(frame.texts.untranslated)}</p>`
    : "";
  const article = `<article class="docs-article" lang="${page.language}" dir="${languageDirection(page.language)}" data-testid="docs.page" data-page="${name}">${page.html}</article>`;
  return documentOf(
    frame,
    `${page.title} · ${frame.texts.title}`,
    pageList(frame, name) + languageList(frame, name),
    notice + article,
  );
}

/** The docs host's not-found page: the reader's language, a way to the index. */
export function renderDocsNotFound(frame: DocsFrame, notFoundTitle: string): string {
  const main = `<section class="docs-not-found" data-testid="docs.not-found">
<h1>${escapeHtml(notFoundTitle)}</h1>
<p>${escapeHtml(frame.texts.notFound)}</p>
<p><a href="${pagePath(frame.language, INDEX_PAGE)}" data-testid="docs.not-found.index">${escapeHtml(frame.texts.backToIndex)}</a></p>
</section>`;
  return documentOf(
    frame,
    `${notFoundTitle} · ${frame.texts.title}`,
    pageList(frame, undefined) + languageList(frame, INDEX_PAGE),
    main,
  );
}
