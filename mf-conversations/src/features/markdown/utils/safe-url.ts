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
