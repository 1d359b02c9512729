// Explicit URL detection (behaviour setting explicit_url_detection,
// docs/product/chat-settings.md § Behaviour settings panel): URLs the user wrote in double curly braces,
// {{https://…}}, are fetched through the SSRF guard and their readable text is given to the model with the
// message. A page that cannot be fetched becomes a note, never an error: the reply still comes.
import type { OutboundFetchConfig } from "../../config.ts";
import { safeFetchText } from "../../lib/net/safe-fetch.ts";
import { FetchBlockedError } from "../../lib/net/ssrf-guard.ts";
import { PageReadError, readPageOffLoop } from "./read-off-loop.ts";

export const TRUNCATED_MARK = "[Content truncated due to size]";
/** URLs fetched per message at most; further ones are ignored with a note. */
export const MAX_URLS = 5;

const BRACED_URL = /\{\{\s*(https?:\/\/[^\s{}]+?)\s*\}\}/gi;

/**
 * The message with its {{url}} references blanked (same length): DLP does not flag the address a
 * user typed to have it fetched — what the page holds is checked instead.
 */
export function blankBracedUrls(text: string): string {
  return text.replace(BRACED_URL, (whole) => " ".repeat(whole.length));
}

/** The distinct {{url}} references of a message, in order. */
export function findBracedUrls(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(BRACED_URL)) if (match[1]) found.add(match[1]);
  return [...found];
}

export interface ScrapedPage {
  url: string;
  ok: boolean;
  /** Page text for the model, or why it could not be fetched. */
  text: string;
  title?: string | undefined;
  truncated: boolean;
}

/** Cuts text to maxChars and appends the spec's truncation mark. */
export function cutToSize(text: string, maxChars: number): { text: string; truncated: boolean } {
  if (text.length <= maxChars) return { text, truncated: false };
  return { text: `${text.slice(0, maxChars).trimEnd()}\n${TRUNCATED_MARK}`, truncated: true };
}

const READABLE = /^(text\/(html|plain|markdown|csv|xml)|application\/(xhtml\+xml|json|xml))\b/i;

export async function scrapePage(
  url: string,
  config: OutboundFetchConfig,
  signal?: AbortSignal,
): Promise<ScrapedPage> {
  const fail = (text: string): ScrapedPage => ({ url, ok: false, text, truncated: false });
  try {
    const page = await safeFetchText(
      url,
      { allow: config.allow, timeoutMs: config.timeoutMs, maxBytes: config.scrapeMaxBytes },
      {
        headers: { accept: "text/html,text/plain;q=0.9,*/*;q=0.1", "user-agent": "Parley/1 (URL detection)" },
        signal,
      },
    );
    if (page.status < 200 || page.status >= 300)
      return fail(`the server answered with status ${page.status}`);
    if (page.contentType !== "" && !READABLE.test(page.contentType))
      return fail(`its content type ${page.contentType.split(";")[0] ?? ""} is not readable text`);
    const isHtml = page.contentType === "" || /html/i.test(page.contentType);
    const read = isHtml
      ? await readPageOffLoop(page.text, { signal })
      : { title: undefined, text: page.text.trim() };
    const cut = cutToSize(read.text, config.scrapeMaxChars);
    return {
      url,
      ok: true,
      text: cut.text === "" ? "(the page has no readable text)" : cut.text,
      title: read.title,
      truncated: cut.truncated || page.truncated,
    };
  } catch (error) {
    if (error instanceof FetchBlockedError)
      return fail(error.message.replace(/^Refused to fetch \S+: /, "refused: "));
    if (signal?.aborted) return fail("the request was cancelled");
    if (error instanceof PageReadError) return fail(error.message);
    return fail(
      error instanceof Error && error.name === "TimeoutError"
        ? "it did not answer in time"
        : "it could not be reached",
    );
  }
}

export interface ScrapeResult {
  pages: ScrapedPage[];
  /** Text appended to the user's message for the model; undefined when it named no URL. */
  context: string | undefined;
  /** One line per URL for the person reading the reply. */
  summary: string;
}

export async function scrapeMessage(
  message: string,
  config: OutboundFetchConfig,
  signal?: AbortSignal,
): Promise<ScrapeResult> {
  const urls = findBracedUrls(message);
  if (urls.length === 0) return { pages: [], context: undefined, summary: "" };
  const pages = await Promise.all(urls.slice(0, MAX_URLS).map((url) => scrapePage(url, config, signal)));
  const skipped = urls.slice(MAX_URLS);
  const blocks = pages.map((page) =>
    page.ok
      ? `<web_page url="${page.url}"${page.title ? ` title="${page.title.replace(/"/g, "'")}"` : ""}>\n${page.text}\n</web_page>`
      : `<web_page url="${page.url}" error="true">Could not fetch this URL: ${page.text}.</web_page>`,
  );
  for (const url of skipped)
    blocks.push(
      `<web_page url="${url}" error="true">Not fetched: at most ${MAX_URLS} URLs per message.</web_page>`,
    );
  const context = `The user referenced these URLs with {{…}}; their readable content follows.\n\n${blocks.join("\n\n")}`;
  const summary = [
    ...pages.map((p) =>
      p.ok ? `Read ${p.url}${p.truncated ? " (truncated)" : ""}` : `Could not fetch ${p.url}: ${p.text}`,
    ),
    ...skipped.map((url) => `Skipped ${url}: at most ${MAX_URLS} URLs per message`),
  ].join("\n");
  return { pages, context, summary };
}
