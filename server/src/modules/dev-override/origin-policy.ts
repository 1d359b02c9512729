// Which dev server origins a browser override may load a remote from: the developer's own machine
// (loopback: localhost, 127.0.0.0/8, [::1]) or the exact origins an operator lists
// (PARLEY_DEV_OVERRIDE_ORIGINS, e.g. a team's preview host). Anything else is refused: an override
// runs code in a signed-in member's page, so it must come from where that member works.

export type OriginCheck =
  { ok: true; origin: string } | { ok: false; problem: "invalid_origin" | "origin_not_allowed" };

function isLoopback(hostname: string): boolean {
  if (hostname === "localhost" || hostname === "[::1]") return true;
  const parts = hostname.split(".");
  return (
    parts.length === 4 && parts[0] === "127" && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)
  );
}

/** An origin as typed (`http://localhost:3005`, a trailing slash allowed): normalised, or why not. */
export function checkOverrideOrigin(value: string, allowList: readonly string[]): OriginCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, problem: "invalid_origin" };
  }
  const bare = url.pathname === "/" && url.search === "" && url.hash === "";
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || !bare)
    return { ok: false, problem: "invalid_origin" };
  if (isLoopback(url.hostname) || allowList.includes(url.origin)) return { ok: true, origin: url.origin };
  return { ok: false, problem: "origin_not_allowed" };
}

/** The websocket origin of a dev server (its HMR socket), for the page's CSP. */
export function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, "ws");
}
