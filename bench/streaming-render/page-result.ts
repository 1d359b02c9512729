/** What the harness page reports after one stream (page clock: performance.now() milliseconds). */
export interface BenchPageResult {
  /** When `start()` ran: the "bench:submit" mark. */
  submitAt: number;
  /** First DOM mutation whose text holds "Streambench". */
  firstTextAt: number;
  /** First DOM mutation whose text holds "ENDOFREPLYSENTINEL". */
  sentinelAt: number;
  /** When each content delta was handed to the view. */
  chunkTimes: number[];
  /** Length of the reply text after each delta (to tell which deltas a render showed). */
  chunkEnds: number[];
  /** Each React commit of the reply view: when, and how much of the reply text it showed. */
  commits: { at: number; length: number }[];
  /** PerformanceObserver "longtask" entries since page load. */
  longTasks: { start: number; duration: number }[];
  /** `.katex` elements when the sentinel appeared, and after the view settled. */
  katexAtSentinel: number;
  katexSettled: number;
  codeBlocksSettled: number;
  tablesSettled: number;
}

/** The page's global, as the Node side sees it inside page.evaluate (bench/ has no DOM types). */
export interface BenchGlobal {
  __bench: { start: () => Promise<BenchPageResult> };
}
