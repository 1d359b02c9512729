// A write and its state without react-query, for the screens that load without it: mf_auth's sign-in
// page, the signed-out front door, where the library (12.6 KB brotli) would be a twelfth of the page
// for one read and one write (docs/architecture.md § The sign-in page without react-query). Its
// surface is the part of react-query's useMutation those screens use, so their hooks and components
// read as everywhere else; every other screen uses react-query.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

export type ActionStatus = "idle" | "pending" | "success" | "error";

export interface ActionOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

export interface ActionResult<TVariables, TData> {
  status: ActionStatus;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: TData | undefined;
  error: Error | null;
  /** Runs the write; a later call supersedes an earlier one still running (its outcome is dropped). */
  mutate(variables: TVariables, callbacks?: { onSettled?: () => unknown }): void;
  reset(): void;
}

interface State<TData> {
  status: ActionStatus;
  data: TData | undefined;
  error: Error | null;
}

const IDLE = { status: "idle", data: undefined, error: null } as const;

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));

export function useAction<TVariables = void, TData = unknown>(
  options: ActionOptions<TVariables, TData>,
): ActionResult<TVariables, TData> {
  const [state, setState] = useState<State<TData>>(IDLE);
  // The latest options (callbacks close over the latest render) and the run whose outcome counts.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // The run whose outcome counts: a later run, a reset and the screen going away each end it.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );

  const mutate = useCallback((variables: TVariables, callbacks?: { onSettled?: () => unknown }) => {
    const id = ++run.current;
    const current = () => run.current === id;
    setState({ status: "pending", data: undefined, error: null });
    latest.current.mutationFn(variables).then(
      (data) => {
        if (!current()) return;
        setState({ status: "success", data, error: null });
        latest.current.onSuccess?.(data, variables);
        callbacks?.onSettled?.();
      },
      (reason: unknown) => {
        if (!current()) return;
        const error = asError(reason);
        setState({ status: "error", data: undefined, error });
        latest.current.onError?.(error, variables);
        callbacks?.onSettled?.();
      },
    );
  }, []);

  const reset = useCallback(() => {
    run.current++;
    setState(IDLE);
  }, []);

  return {
    ...state,
    isIdle: state.status === "idle",
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    mutate,
    reset,
  };
}
