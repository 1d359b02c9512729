// The document preloads the first page's remote files (server: shell-document/route-preloads.ts).
// Chrome keeps a preload until a matching request takes it — even a preload that failed — so after
// an outage the Retry's chunk request would be handed the old 404 without going to the network.
// After a failed load, and again at Retry (a preload may answer after the load failed), each failed
// preload of that remote is taken by a throwaway element of the
// same kind: nothing runs or applies (the response is an error), and the next load fetches afresh.

/** A resource timing entry; `responseStatus` is Chrome 109+ and Firefox 123+. */
export interface ResourceTiming {
  name: string;
  responseStatus?: number;
}

const browserTimings = (): ResourceTiming[] =>
  typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("resource") : [];

function failedUrls(entries: ResourceTiming[]): Set<string> | null {
  if (entries.length === 0 || entries.some((entry) => entry.responseStatus === undefined)) return null;
  const failed = new Set<string>();
  for (const entry of entries) {
    const status = entry.responseStatus ?? 0;
    if (status === 0 || status >= 400) failed.add(entry.name);
  }
  return failed;
}

function takeElement(link: HTMLLinkElement): HTMLElement | null {
  const kind = link.getAttribute("as");
  const element =
    kind === "script"
      ? Object.assign(document.createElement("script"), { src: link.href })
      : kind === "style"
        ? Object.assign(document.createElement("link"), { rel: "stylesheet", href: link.href })
        : null;
  if (!element) return null;
  // The same integrity and CORS mode as the preload, or the request would not match it.
  if (link.integrity) element.setAttribute("integrity", link.integrity);
  const crossOrigin = link.getAttribute("crossorigin");
  if (crossOrigin !== null) element.setAttribute("crossorigin", crossOrigin);
  return element;
}

const released = new WeakSet<HTMLLinkElement>();

/**
 * Takes the document's failed preloads under `base` (a remote version's folder URL). Returns how many
 * it took. Without `responseStatus` in resource timing the browser cannot say which preload failed,
 * and nothing is taken: a second Retry then fetches afresh.
 */
export function releaseFailedPreloads(
  base: string,
  timings: () => ResourceTiming[] = browserTimings,
  root: Document = document,
): number {
  const failed = failedUrls(timings());
  if (!failed) return 0;
  let taken = 0;
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (released.has(link) || !link.href.startsWith(base) || !failed.has(link.href)) continue;
    const element = takeElement(link);
    if (!element) continue;
    released.add(link);
    const remove = () => element.remove();
    element.addEventListener("load", remove);
    element.addEventListener("error", remove);
    root.head.append(element);
    taken += 1;
  }
  return taken;
}

/** The folder a remote version's files are served from (its entry's directory). */
export function remoteBase(entry: string, location: string = window.location.href): string {
  return new URL(".", new URL(entry, location)).href;
}
