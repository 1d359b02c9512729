// How deep a page load's request chain is: the longest run of requests each asked for by the
// previous one's code (docs/benchmarks.md § Cold load of the chat page).

/** One request of a run: when it started and ended (ms from navigation) and how deep in the chain. */
export interface Fetch {
  id: string;
  url: string;
  type: string;
  start: number;
  end: number;
  /** The script (or document) whose code asked for it; undefined for the document itself. */
  initiator: string | undefined;
}

/**
 * Chain depth per request: the document is 0, what the document's parser asks for is 1, and what a
 * script at depth n asks for is n + 1. The initiator is the script on top of the request's stack.
 */
export function chainDepths(fetches: readonly Fetch[], documentUrl: string): Map<string, number> {
  const byUrl = new Map(fetches.map((f) => [f.url, f]));
  const depths = new Map<string, number>();
  const depthOf = (f: Fetch, seen: Set<string>): number => {
    const known = depths.get(f.id);
    if (known !== undefined) return known;
    let depth = 0;
    if (f.url !== documentUrl) {
      const parent = f.initiator === undefined ? undefined : byUrl.get(f.initiator);
      depth = parent === undefined || seen.has(parent.id) ? 1 : depthOf(parent, new Set([...seen, f.id])) + 1;
    }
    depths.set(f.id, depth);
    return depth;
  };
  for (const f of fetches) depthOf(f, new Set());
  return depths;
}
