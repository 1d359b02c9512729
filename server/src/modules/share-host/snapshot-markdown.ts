// A snapshot's messages as HTML for its page: from a cache per snapshot revision (uuid and a hash of
// the messages, so a changed snapshot is never served stale), else from the render pool, with one
// render in flight per revision however many visitors arrive at once. Never throws and never waits
// long: a full queue, a render slower than the wait, a failed message or an exhausted budget all give
// that message as plain escaped text. The cache is consulted only after the snapshot was read from
// the database, so a snapshot made private or deleted is gone on the next request.
import { createHash } from "node:crypto";
import { plainFallback } from "./render-markdown.ts";
import type { MarkdownRenderer } from "./render-pool.ts";

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

/** A least-recently-used map bounded by the size of its values. */
class SizedLru {
  readonly #entries = new Map<string, { value: Rendered; size: number }>();
  #size = 0;

  readonly maxSize: number;

  // A plain field, not a parameter property: Node runs this file with type stripping only.
  constructor(maxSize: number) {
    this.maxSize = maxSize;
  }

  get(key: string): Rendered | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Rendered): void {
    const size = value.reduce((sum, html) => sum + 2 * (html?.length ?? 0) + 16, 2 * key.length + 64);
    if (size > this.maxSize) return;
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#size -= old.size;
    }
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size <= this.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }
}

export interface SnapshotMarkdown {
  /** Each message's HTML (rendered markdown, or plain escaped text). */
  render(snapshot: SnapshotToRender): Promise<string[]>;
  close(): Promise<void>;
}

export function createSnapshotMarkdown(options: SnapshotMarkdownOptions): SnapshotMarkdown {
  const cache = new SizedLru(options.cacheBytes);
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
      return snapshot.contents.map((content, index) => rendered?.[index] ?? plainFallback(content));
    },
    close: () => options.renderer.close(),
  };
}
