// `next` and `last_visited_path` come from the browser: only a path on this origin is kept, so a
// crafted link cannot send a user elsewhere after sign-in (open redirect).

export function sameOriginPath(value: string | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // Control characters or backslashes can turn into a scheme-relative URL in some browsers.
  if ([...value].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return undefined;
  try {
    const url = new URL(value, "http://parley.invalid");
    if (url.origin !== "http://parley.invalid") return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
