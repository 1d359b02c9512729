// A snapshot's messages as HTML for its page: from a cache per snapshot revision (uuid and a hash of
// the messages, so a changed snapshot is never served stale), else from the render pool, with one
// render in flight per revision however many visitors arrive at once. Never throws and never waits
// long: a full queue, a render slower than the wait, a failed message or an exhausted budget all give
// that message as null, which the page shows as plain escaped text (escaped in the page worker, not
// here: a 200,000-character message costs tens of milliseconds to escape). The cache is consulted
// only after the snapshot was read from the database, so a snapshot made private or deleted is gone
// on the next request.
import { createHash } from "node:crypto";
import type { MarkdownRenderer } from "./render-pool.ts";
import { SizedLru } from "./sized-lru.ts";

export interface SnapshotMarkdownOptions {
  renderer: MarkdownRenderer;
  /** Memory the cached HTML may take at most (bytes, UTF-16); 0: no cache. */
  cacheBytes: number;
  /** How long a page view waits for its render before showing plain text (the render goes on). */
  waitMs: number;
  /** Added to waitMs until the first worker has loaded (after a start, on a busy machine: seconds). */
  startupWaitMs: number;
}

export interface SnapshotToRender {
  uuid: string;
  /** The queue lane: the snapshot's workspace. */
  lane: string;
  /** The markdown to render: every message part's, in page order (message-parts.ts). */
  contents: readonly string[];
}

type Rendered = readonly (string | null)[];

/** The revision of a snapshot's messages: the rendering depends on nothing else. */
export function snapshotRevision(contents: readonly string[]): string {
  const hash = createHash("sha256");
  for (const content of contents) hash.update(`${content.length}:`).update(content);
  return hash.digest("base64url");
}

export interface RenderedMarkdown {
  /** Each message's HTML; null where it is to be shown as plain escaped text. */
  html: (string | null)[];
  /**
   * Final for this revision (from the cache, or a render that ended, cut by its budget or not):
   * false when the view stopped waiting or the queue was full, and a later view may get more.
   */
  complete: boolean;
}

export interface SnapshotMarkdown {
  render(snapshot: SnapshotToRender): Promise<RenderedMarkdown>;
  close(): Promise<void>;
}

export function createSnapshotMarkdown(options: SnapshotMarkdownOptions): SnapshotMarkdown {
  const cache = new SizedLru<Rendered>(options.cacheBytes, (value) =>
    value.reduce((sum, html) => sum + 2 * (html?.length ?? 0) + 16, 0),
  );
  const inFlight = new Map<string, Promise<Rendered | undefined>>();

  const start = (key: string, snapshot: SnapshotToRender): Promise<Rendered | undefined> => {
    const pending = options.renderer.render(snapshot.lane, snapshot.contents);
    // Queue full: plain text this time, nothing cached (the next view tries again).
    if (pending === undefined) return Promise.resolve(undefined);
    const settled = pending
      .then((outcome): Rendered => {
        const html = snapshot.contents.map((_, index) => outcome.html[index] ?? null);
        // A render cut by its budget is cached as it is: rendering it again would cost the same.
        cache.set(key, html);
        return html;
      })
      .catch(() => undefined)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, settled);
    return settled;
  };

  const waitAtMost = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      timer.unref();
      void promise.then((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });

  return {
    async render(snapshot) {
      const key = `${snapshot.uuid}:${snapshotRevision(snapshot.contents)}`;
      let rendered = cache.get(key);
      if (rendered === undefined) {
        const pending = inFlight.get(key) ?? start(key, snapshot);
        const wait = options.renderer.warm ? options.waitMs : options.waitMs + options.startupWaitMs;
        rendered = await waitAtMost(pending, wait);
      }
      return {
        html: snapshot.contents.map((_, index) => rendered?.[index] ?? null),
        complete: rendered !== undefined,
      };
    },
    close: () => options.renderer.close(),
  };
}
