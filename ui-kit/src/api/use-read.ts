// A read and its state without react-query, for the screens that load without it (see
// use-action.ts): the spec's query policy (retry-policy.ts), a new read when the key changes, the
// answer of an earlier key or of an unmounted screen dropped. No cache: each screen that uses it makes
// one read when it opens.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { retryDelayMs, shouldRetryRead } from "./retry-policy.ts";

export interface ReadOptions<TData> {
  /** What the read is of; a new key reads again. Compared by its JSON. */
  queryKey: readonly unknown[];
  queryFn: (signal: AbortSignal) => Promise<TData>;
  /** The wait before another try (tests pass 0); the spec's back-off by default. */
  retryDelay?: (failureCount: number) => number;
}

type Outcome<TData> =
  | { status: "pending"; data: undefined; error: null }
  | { status: "error"; data: undefined; error: Error }
  | { status: "success"; data: TData; error: null };

/** The outcome with react-query's flags, which narrow it as `status` does. */
export type ReadResult<TData> = (
  | { status: "pending"; data: undefined; error: null; isPending: true; isError: false }
  | { status: "error"; data: undefined; error: Error; isPending: false; isError: true }
  | { status: "success"; data: TData; error: null; isPending: false; isError: false }
) & {
  /** A read is under way (the first, or a refetch after an answer or a failure). */
  isFetching: boolean;
  refetch(): void;
};

/** The outcome of the read of `key` started as `attempt`. */
interface Settled<TData> {
  key: string;
  attempt: number;
  outcome: Outcome<TData>;
}

const PENDING = { status: "pending", data: undefined, error: null } as const;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

export function useRead<TData>(options: ReadOptions<TData>): ReadResult<TData> {
  const key = JSON.stringify(options.queryKey);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<TData> | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (outcome: Outcome<TData>) => {
      if (!signal.aborted) setSettled({ key, attempt, outcome });
    };
    void (async () => {
      for (let failures = 1; ; failures++) {
        try {
          settle({ status: "success", data: await latest.current.queryFn(signal), error: null });
          return;
        } catch (reason) {
          const error = reason instanceof Error ? reason : new Error(String(reason));
          if (signal.aborted) return;
          if (!shouldRetryRead(failures, error)) {
            settle({ status: "error", data: undefined, error });
            return;
          }
          await wait((latest.current.retryDelay ?? retryDelayMs)(failures), signal);
          if (signal.aborted) return;
        }
      }
    })();
    return () => controller.abort();
  }, [key, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // A new key reads as pending until its own answer, never as the old key's answer; a refetch keeps
  // the last outcome of this key while it runs.
  const outcome: Outcome<TData> = settled?.key === key ? settled.outcome : PENDING;
  const common = { isFetching: settled?.key !== key || settled.attempt !== attempt, refetch };
  switch (outcome.status) {
    case "pending":
      return { ...outcome, isPending: true, isError: false, ...common };
    case "error":
      return { ...outcome, isPending: false, isError: true, ...common };
    case "success":
      return { ...outcome, isPending: false, isError: false, ...common };
  }
}
