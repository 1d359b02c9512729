// A request URL as logs and traces may keep it: one-time tokens travel in some paths and queries
// (e-mail verification, OAuth), and a log line or a span must not carry them.
export function redactedUrl(url: string): string {
  return url
    .replace(/(token-verification\/)[^/?]+/, "$1[redacted]")
    .replace(/([?&](?:token|code|state)=)[^&#]+/g, "$1[redacted]");
}
