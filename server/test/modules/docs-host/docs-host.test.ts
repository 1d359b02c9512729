// The docs host over HTTP (Help → Documentation's target): the product pages of docs/product as
// HTML in the reader's language where translated (else English with a notice in theirs), its own
// not-found page, no cookie, a CSP without script, and answers revalidated by ETag.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "../../../src/config.ts";
import { DOCS_TEXTS } from "../../../src/modules/docs-host/docs-texts.ts";
import { writeShellBuild } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp, type TestApp } from "../../helpers/test-app.ts";

const DOCS = "docs.localhost";
const DOCS_URL = "https://help.example.com/parley/{lang}/";

let t: TestApp;
let docsDir: string;

const write = (file: string, text: string) => writeFile(path.join(docsDir, file), text);

beforeAll(async () => {
  docsDir = await mkdtemp(path.join(tmpdir(), "parley-docs-"));
  await mkdir(path.join(docsDir, "fr"));
  await write(
    "README.md",
    "# Guide home\n\n[Guide](guide.md), [Account](account.md), [Hostile](hostile.md)\n",
  );
  await write("guide.md", "# The guide\n\nEnglish text, see [methods](account.md#sign-in-methods).\n");
  await write(
    "account.md",
    "# Account\n\n## Sign-in methods\n\nSee [the admin site](../admin-site.md) and [home](README.md). $5 or $10.\n",
  );
  await write("fr/guide.md", "# Le guide\n\nTexte en français, voir [l’accueil](README.md).\n");
  // A translation of a page English does not have is not served.
  await write("fr/orphan.md", "# Orphelin\n");
  await write(
    "hostile.md",
    '# <script>alert(1)</script> & "quotes"\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n',
  );
  t = await createTestApp({ seed: false, env: { PARLEY_DOCS_DIR: docsDir, PARLEY_DOCS_URL: DOCS_URL } });
  await writeShellBuild(t.config.distDir);
});
afterAll(async () => {
  await t.close();
  await rm(docsDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host: DOCS, ...headers } });

describe("the docs host's addresses", () => {
  it("sends / to the index in the browser's language, English when none of ours", async () => {
    const de = await get("/", { "accept-language": "de-CH,de;q=0.9,en;q=0.5" });
    expect(de.statusCode).toBe(302);
    expect(de.headers.location).toBe("/de/");
    expect(de.headers.vary).toMatch(/accept-language/i);
    const zh = await get("/", { "accept-language": "zh-TW" });
    expect(zh.headers.location).toBe("/zh-hk/");
    const none = await get("/", { "accept-language": "xx-YY" });
    expect(none.headers.location).toBe("/en/");
    expect((await get("/")).headers.location).toBe("/en/");
  });

  it("adds the slash after a language", async () => {
    const res = await get("/fr");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/fr/");
  });

  it("renders the index (README.md) with the list of pages in the index's order", async () => {
    const res = await get("/en/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain("<title>Guide home · Parley documentation</title>");
    expect(res.body).toContain('<h1 id="guide-home">Guide home</h1>');
    const nav = /<nav class="docs-pages"[^>]*>(.*?)<\/nav>/.exec(res.body)?.[1] ?? "";
    const links = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(["/en/", "/en/guide", "/en/account", "/en/hostile"]);
    expect(nav).toContain('<a href="/en/" aria-current="page">Overview</a>');
    expect(res.body).not.toContain("docs.untranslated");
  });

  it("renders a page with anchors on its headings and links between pages kept on the docs host", async () => {
    const guide = await get("/en/guide");
    expect(guide.statusCode).toBe(200);
    expect(guide.body).toContain('data-page="guide"');
    expect(guide.body).toContain('<a href="/en/guide" aria-current="page">The guide</a>');
    // `account.md#sign-in-methods` opens in place, where account.md's heading has that id.
    expect(guide.body).toContain('<a href="account#sign-in-methods">methods</a>');
    const account = await get("/en/account");
    expect(account.body).toContain('<h2 id="sign-in-methods">Sign-in methods</h2>');
    expect(account.body).toContain('<a href="./">home</a>');
    // A file of the repository outside the documentation is not served: its link is kept as text.
    expect(account.body).toContain("See <a>the admin site</a>");
    // Prices, not formulas.
    expect(account.body).toContain("$5 or $10.");
  });

  it("takes the slash off after a page (its links are relative to its folder)", async () => {
    const res = await get("/en/guide/");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/en/guide");
  });
});

describe("languages", () => {
  it("shows an untranslated page in English under a notice in the reader's language, links in theirs", async () => {
    const res = await get("/fr/account");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr" dir="ltr">');
    expect(res.body).toContain(`data-testid="docs.untranslated">${DOCS_TEXTS.fr.untranslated}</p>`);
    expect(res.body).toContain('<article class="docs-article" lang="en" dir="ltr"');
    expect(res.body).toContain("Documentation de Parley");
    expect(res.body).toContain(`<a href="/fr/">${DOCS_TEXTS.fr.overview}</a>`);
  });

  it("shows Arabic's frame right to left and the English page left to right inside it", async () => {
    const res = await get("/ar/account");
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<article class="docs-article" lang="en" dir="ltr"');
    expect(res.body).toContain(DOCS_TEXTS.ar.untranslated);
  });

  it("shows a translated page in the reader's language, without the notice, titled in it", async () => {
    const fr = await get("/fr/guide");
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('<article class="docs-article" lang="fr" dir="ltr"');
    expect(fr.body).toContain("Texte en français");
    expect(fr.body).toContain('<a href="./">l’accueil</a>');
    expect(fr.body).toContain('<a href="/fr/guide" aria-current="page">Le guide</a>');
    expect(fr.body).not.toContain("docs.untranslated");
    // Languages without the translation get the English page.
    const de = await get("/de/guide");
    expect(de.body).toContain("English text, see");
    expect(de.body).toContain(DOCS_TEXTS.de.untranslated);
    expect(de.body).toContain('<a href="/de/guide" lang="en" aria-current="page">The guide</a>');
    // A translation without its English page is not a page.
    expect((await get("/fr/orphan")).statusCode).toBe(404);
  });

  it("links each page to itself in the 12 languages", async () => {
    const res = await get("/ja/guide");
    const nav = /<nav class="docs-languages"[^>]*>(.*?)<\/nav>/.exec(res.body)?.[1] ?? "";
    expect([...nav.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toHaveLength(12);
    expect(nav).toContain('<a href="/ja/guide" hreflang="ja" lang="ja" aria-current="true">日本語</a>');
    expect(nav).toContain('<a href="/zh-cn/guide" hreflang="zh-cn" lang="zh-cn">简体中文</a>');
  });
});

describe("everything else on the docs host", () => {
  it("is the docs host's not-found page (404) with a link to the index, in the path's or the browser's language", async () => {
    for (const url of ["/en/nope", "/en/guide/extra", "/en/Guide", "/en/%2e%2e/README", "/en/guide.md"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="docs.not-found"');
      expect(res.body, url).toContain("Oops! Page not found");
      expect(res.body, url).toContain(
        '<a href="/en/" data-testid="docs.not-found.index">Go to the documentation home</a>',
      );
    }
    const fr = await get("/fr/nope");
    expect(fr.body).toContain("Oups ! Page introuvable");
    expect(fr.body).toContain('href="/fr/" data-testid="docs.not-found.index"');
    const byBrowser = await get("/xx/guide", { "accept-language": "es" });
    expect(byBrowser.statusCode).toBe(404);
    expect(byBrowser.body).toContain('<html lang="es" dir="ltr">');
    expect(byBrowser.body).toContain('href="/es/" data-testid="docs.not-found.index"');
  });

  it("is not Parley's app: no shell document, no API, not even with a workspace's cookie", async () => {
    for (const url of ["/sign-in", "/conversations/new", "/api/v1/members/detail", "/healthz/x"]) {
      const res = await get(url, { cookie: "parley_access=x; parley_csrf=y" });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="docs.not-found"');
      expect(res.body, url).not.toContain("<script");
    }
  });

  it("takes only GET and HEAD", async () => {
    const post = await t.app.inject({ method: "POST", url: "/en/", headers: { host: DOCS } });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    const head = await t.app.inject({ method: "HEAD", url: "/en/", headers: { host: DOCS } });
    expect(head.statusCode).toBe(200);
  });

  it("leaves the workspaces' hosts as they were", async () => {
    const res = await t.app.inject({ method: "GET", url: "/en/guide", headers: { host: ACME.host } });
    expect(res.body).not.toContain("docs-article");
  });
});

describe("what a page may hold", () => {
  it("escapes titles and leaves raw HTML and unsafe links inert", async () => {
    const res = await get("/en/hostile");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script|<img|javascript:/i);
    expect(res.body).toContain(
      "<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; · Parley documentation</title>",
    );
    expect(res.body).toContain(
      '<a href="/en/hostile" aria-current="page">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</a>',
    );
    expect(res.body).toContain('&#x3C;img src=x onerror="alert(2)">');
    expect(res.body).toContain("<a>click</a>");
  });
});

describe("headers and caching", () => {
  it("sends a CSP without any script, no cookie, no referrer", async () => {
    for (const url of ["/en/", "/en/nope", "/"]) {
      const res = await get(url, { cookie: "parley_csrf=y" });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("style-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain("script-src");
      expect(csp, url).not.toContain("unsafe");
      expect(res.headers["set-cookie"], url).toBeUndefined();
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("answers a page with an ETag to revalidate, and 304 when the browser has it", async () => {
    const first = await get("/en/account");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await get("/en/account", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Each language's page is its own answer.
    expect((await get("/fr/account")).headers.etag).not.toBe(etag);
    expect((await get("/fr/account", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("serves its stylesheet, the one the pages link, cacheable the same way", async () => {
    const page = await get("/en/");
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1] ?? "";
    expect(href).toMatch(/^\/docs\.css\?v=[\w-]+$/);
    const css = await get(href);
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain(".docs-article");
    expect((await get(href, { "if-none-match": String(css.headers.etag) })).statusCode).toBe(304);
  });
});

describe("PARLEY_DOCS_URL", () => {
  it("is handed to the shell in its document, for Help → Documentation", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/conversations/new",
      headers: { host: ACME.host },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<script type="application/json" id="parley-docs-url">${JSON.stringify({ url: DOCS_URL })}</script>`,
    );
  });

  it("must be an http(s) address, and the docs are docs/product unless told otherwise", () => {
    expect(() => loadConfig({ PARLEY_DOCS_URL: "javascript:alert(1)" })).toThrow(/PARLEY_DOCS_URL/);
    expect(loadConfig({}).docsDir).toBe(path.join(REPO_ROOT, "docs", "product"));
  });
});
