// The docs host (`docs.<BASE_DOMAIN>`): Help → Documentation's target, the product documentation
// (docs/product) rendered here in the reader's language where translated (docs-library.ts).
//   /                  → 302 to /<lang>/ (Accept-Language, else English)
//   /<lang>            → 301 to /<lang>/
//   /<lang>/           the index (README.md)
//   /<lang>/<page>     a page (`/<lang>/<page>/` → 301 to it: pages link each other relatively)
//   /docs.css          its stylesheet
// Anything else is its own not-found page (404), with a link to the index. Like the share host: no
// cookie is set or read, a strict CSP (no script at all, styles from here only), no referrer.
// Pages change only with a new image: each answer has an ETag of its body and is revalidated.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { PRODUCT_NAME } from "@parley/shared-contracts/constants";
import { isLanguageCode, type LanguageCode } from "@parley/shared-contracts/languages";
import type { Config } from "../../config.ts";
import { catalogueFor, pickLanguage } from "../../lib/messages.ts";
import { INDEX_PAGE, loadDocsLibrary, PAGE_NAME } from "./docs-library.ts";
import { DOCS_TEXTS, type DocsTexts } from "./docs-texts.ts";
import { renderDocsNotFound, renderDocsPage, type DocsFrame } from "./render-docs-page.ts";

const CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const STYLESHEET_PATH = "/docs.css";

interface Answer {
  body: string;
  etag: string;
}

const answerOf = (body: string): Answer => ({
  body,
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
});

function textsFor(language: LanguageCode): DocsTexts {
  const texts = DOCS_TEXTS[language];
  return { ...texts, title: texts.title.replaceAll("{{product}}", PRODUCT_NAME) };
}

/** Sends a cacheable answer, or 304 when the browser has this very one. */
function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  type: string,
  status = 200,
) {
  void reply.header("etag", answer.etag).header("cache-control", "no-cache").type(type);
  const known = request.headers["if-none-match"];
  if (status === 200 && known !== undefined && known.split(/\s*,\s*/).includes(answer.etag))
    return reply.status(304).send();
  return reply.status(status).send(answer.body);
}

export const docsHostPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const library = await loadDocsLibrary(config.docsDir);
    if (library.pages.length === 0) app.log.warn(`docs host: no documentation in ${config.docsDir}`);
    const stylesheet = answerOf(await readFile(new URL("./docs.css", import.meta.url), "utf8"));
    const stylesheetHref = `${STYLESHEET_PATH}?v=${stylesheet.etag.slice(1, 9)}`;
    // Every answer is one of a known few (languages × pages, and their not-found pages).
    const answers = new Map<string, Answer>();

    const frameOf = (language: LanguageCode): DocsFrame => ({
      language,
      texts: textsFor(language),
      pages: library.pages.map((name) => ({ name, title: library.title(language, name) })),
      stylesheet: stylesheetHref,
    });

    const pageAnswer = (language: LanguageCode, page: string): Answer | undefined => {
      const key = `page:${language}/${page}`;
      const cached = answers.get(key);
      if (cached !== undefined) return cached;
      const rendered = library.render(language, page);
      if (rendered === undefined) return undefined;
      const answer = answerOf(renderDocsPage(frameOf(language), page, rendered));
      answers.set(key, answer);
      return answer;
    };

    const notFoundAnswer = (language: LanguageCode): Answer => {
      const key = `not-found:${language}`;
      const cached = answers.get(key);
      if (cached !== undefined) return cached;
      const answer = answerOf(
        renderDocsNotFound(frameOf(language), catalogueFor(language)["notFound.title"]),
      );
      answers.set(key, answer);
      return answer;
    };

    const html = "text/html; charset=utf-8";

    app.addHook("onRequest", async (request, reply) => {
      if (request.hostInfo.kind !== "docs") return;
      if (request.method !== "GET" && request.method !== "HEAD")
        return reply.status(405).header("allow", "GET, HEAD").send();
      const pathname = request.url.split("?")[0] ?? "";
      if (pathname === "/")
        return reply
          .header("vary", "accept-language")
          .header("cache-control", "no-cache")
          .redirect(`/${pickLanguage(request.headers["accept-language"])}/`, 302);
      if (pathname === STYLESHEET_PATH)
        return sendAnswer(request, reply, stylesheet, "text/css; charset=utf-8");
      const [, first = "", ...rest] = pathname.split("/");
      const language = isLanguageCode(first) ? first : undefined;
      if (language !== undefined && rest.length === 0) return reply.redirect(`/${language}/`, 301);
      const reader = language ?? pickLanguage(request.headers["accept-language"]);
      // `/<lang>/` is the index, `/<lang>/<page>` a page.
      const [page = "", ...more] = rest;
      if (language !== undefined && more.length === 1 && more[0] === "" && PAGE_NAME.test(page))
        return reply.redirect(`/${language}/${page}`, 301);
      const name = page === "" ? INDEX_PAGE : PAGE_NAME.test(page) ? page : undefined;
      const answer =
        language !== undefined && name !== undefined && more.length === 0
          ? pageAnswer(language, name)
          : undefined;
      if (answer !== undefined) return sendAnswer(request, reply, answer, html);
      return sendAnswer(request, reply, notFoundAnswer(reader), html, 404);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (request.hostInfo.kind !== "docs") return payload;
      reply.removeHeader("set-cookie");
      void reply
        .header("content-security-policy", CSP)
        .header("referrer-policy", "no-referrer")
        .header("x-content-type-options", "nosniff")
        .header("cross-origin-opener-policy", "same-origin");
      return payload;
    });
  },
  { name: "parley-docs-host", dependencies: ["parley-tenancy"] },
);
