// Pages beyond a small size are read in a worker thread with a time limit. The parser's cost grows
// with the square of the nesting depth (htmlparser2 keeps its open-element stack with unshift), so
// a page of a million nested tags would otherwise hold the event loop, which serves every tenant,
// for minutes; in a worker it costs one thread until the limit, then the worker is stopped.
import { Worker } from "node:worker_threads";
import { readPage } from "./html-text.ts";
import type { PageText } from "./html-text.ts";

/** Characters read inline at most: even nested to the end, a few milliseconds. */
export const INLINE_READ_CHARS = 16_384;
/** A page not read in this time is given up. */
export const READ_TIME_LIMIT_MS = 10_000;
/** The worker's heap at most: a parse tree of the largest page fits well within it. */
const WORKER_HEAP_MB = 1024;

/** Thrown when a page cannot be read in time or at all; the message says why, for the user. */
export class PageReadError extends Error {
  override name = "PageReadError";
}

export interface ReadOptions {
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
}

/** readPage for any size of page, never blocking the event loop for long. */
export function readPageOffLoop(html: string, options: ReadOptions = {}): Promise<PageText> {
  if (html.length <= INLINE_READ_CHARS) return Promise.resolve(readPage(html));
  const { signal, timeoutMs = READ_TIME_LIMIT_MS } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<PageText>((resolve, reject) => {
    const worker = new Worker(new URL("./page-reader-worker.ts", import.meta.url), {
      workerData: html,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new PageReadError("the page is too complex to read in time"))),
      timeoutMs,
    );
    const onAbort = (): void =>
      settle(() =>
        reject(signal?.reason instanceof Error ? signal.reason : new PageReadError("the read was cancelled")),
      );
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (page: PageText) => settle(() => resolve(page)));
    worker.once("error", () => settle(() => reject(new PageReadError("the page could not be read"))));
    worker.once("exit", () => settle(() => reject(new PageReadError("the page could not be read"))));
  });
}
