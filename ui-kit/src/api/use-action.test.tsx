import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { useAction } from "./use-action.ts";

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("useAction", () => {
  it("goes idle → pending → success, then calls onSuccess and onSettled", async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useAction({ mutationFn: (_n: number) => answer.promise, onSuccess }));
    expect(result.current.isIdle).toBe(true);
    act(() => result.current.mutate(7, { onSettled }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve("done"));
    expect(result.current).toMatchObject({ status: "success", isSuccess: true, data: "done", error: null });
    expect(onSuccess).toHaveBeenCalledWith("done", 7);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it("keeps the error and calls onError; reset goes back to idle", async () => {
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useAction<void, string>({ mutationFn: () => Promise.reject(new Error("refused")), onError }),
    );
    await act(async () => result.current.mutate());
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe("refused");
    expect(onError).toHaveBeenCalledWith(result.current.error, undefined);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: "idle", error: null, data: undefined });
  });

  it("drops the outcome of a run superseded by a later one", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const runs = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useAction<void, string>({ mutationFn: () => runs.shift()!.promise, onSuccess }),
    );
    act(() => result.current.mutate());
    act(() => result.current.mutate());
    await act(async () => second.resolve("second"));
    await act(async () => first.resolve("first"));
    expect(result.current.data).toBe("second");
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("calls nothing once the screen is gone", async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() =>
      useAction<void, string>({ mutationFn: () => answer.promise, onSuccess }),
    );
    act(() => result.current.mutate());
    unmount();
    await act(async () => answer.resolve("late"));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
