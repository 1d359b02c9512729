// HTML-escaping of text for the share host's pages (text content and quoted attribute values).
// Native replaceAll passes rather than one regex with a callback: a snapshot message may be
// 200,000 characters of `>`, and the page escapes it on the request thread.
export function escapeHtml(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
