// Data the server put into the document for the first load (server/src/modules/shell-document),
// read once: the element is removed, so a later read (a Retry, a re-load of the session) asks the
// server afresh instead of reusing what is now stale.

/** The parsed JSON of `<script type="application/json" id=…>`, once; undefined when absent or broken. */
export function takeInlineJson(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (element === null) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as unknown;
  } catch {
    return undefined;
  }
}

import {
  INLINE_DOCS_URL_ID,
  INLINE_LANGUAGE_ID,
  INLINE_LAYOUT_ID,
} from "@parley/shared-contracts/shell-document";

export { INLINE_MANIFEST_ID, INLINE_SESSION_ID } from "@parley/shared-contracts/shell-document";

/**
 * The language cookie as the server read it for this document, once: a string or null (no cookie),
 * or undefined when the document carries no reading (then the caller reads document.cookie).
 */
export function takeInlineLanguageCookie(doc?: Document): string | null | undefined {
  const body = takeInlineJson(INLINE_LANGUAGE_ID, doc) as { cookie?: unknown } | undefined;
  if (body === undefined) return undefined;
  return typeof body.cookie === "string" ? body.cookie : null;
}

/** Whether the server said this page opens in the main layout, once; undefined when it did not say. */
export function takeInlineLayout(doc?: Document): boolean | undefined {
  const body = takeInlineJson(INLINE_LAYOUT_ID, doc) as { mainLayout?: unknown } | undefined;
  return typeof body?.mainLayout === "boolean" ? body.mainLayout : undefined;
}

/** PARLEY_DOCS_URL as the server gave it, once; undefined when it gave none (the docs host then). */
export function takeInlineDocsUrl(doc?: Document): string | undefined {
  const body = takeInlineJson(INLINE_DOCS_URL_ID, doc) as { url?: unknown } | undefined;
  return typeof body?.url === "string" && /^https?:\/\//i.test(body.url) ? body.url : undefined;
}
