import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { HttpError } from "../http-error.ts";
import { useRead } from "./use-read.ts";

afterEach(cleanup);

const noWait = () => 0;

describe("useRead", () => {
  it("reads once and gives the answer", async () => {
    const queryFn = vi.fn(() => Promise.resolve({ name: "Acme" }));
    const { result } = renderHook(() => useRead({ queryKey: ["w", "acme"], queryFn, retryDelay: noWait }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ name: "Acme" }));
    expect(result.current.isFetching).toBe(false);
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it("tries a server failure twice (QUERY_MAX_TRIES), then fails; refetch reads again", async () => {
    const queryFn = vi.fn(() => Promise.reject(new HttpError(500, null)));
    const { result } = renderHook(() => useRead({ queryKey: ["w"], queryFn, retryDelay: noWait }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(2);
    queryFn.mockImplementation(() => Promise.resolve("ok" as never));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe("ok"));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it("does not try a 4xx again", async () => {
    const queryFn = vi.fn(() => Promise.reject(new HttpError(404, null)));
    const { result } = renderHook(() => useRead({ queryKey: ["w"], queryFn, retryDelay: noWait }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it("reads again for a new key and never shows the old key's answer as the new one's", async () => {
    let release: (value: string) => void = () => undefined;
    const queryFn = vi.fn((key: string) =>
      key === "a" ? Promise.resolve("A") : new Promise<string>((resolve) => (release = resolve)),
    );
    const { result, rerender } = renderHook(
      ({ key }) => useRead({ queryKey: [key], queryFn: () => queryFn(key) }),
      {
        initialProps: { key: "a" },
      },
    );
    await waitFor(() => expect(result.current.data).toBe("A"));
    rerender({ key: "b" });
    expect(result.current).toMatchObject({ isPending: true, data: undefined });
    await act(async () => release("B"));
    expect(result.current.data).toBe("B");
  });
});
