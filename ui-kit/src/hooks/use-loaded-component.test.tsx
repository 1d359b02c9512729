import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadableComponent, useLoadedComponent, type LoadableComponent } from "./use-loaded-component.ts";

afterEach(cleanup);

function Host({ loadable, wanted }: { loadable: LoadableComponent<{ name: string }>; wanted: boolean }) {
  const { component: Loaded, error } = useLoadedComponent(loadable, wanted);
  if (error !== null) return <p>failed: {error.message}</p>;
  return Loaded === null ? <p>waiting</p> : <Loaded name="list" />;
}

const Greeting = ({ name }: { name: string }) => <p>loaded {name}</p>;

describe("useLoadedComponent", () => {
  it("loads only when wanted, renders the component in the pass after, and at once for later mounts", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const loadable = loadableComponent(load);
    const { rerender, unmount } = render(<Host loadable={loadable} wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host loadable={loadable} wanted />);
    expect(screen.getByText("waiting")).toBeTruthy();
    // One microtask turn, not a Suspense throttle: the component shows as soon as the chunk is there.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText("loaded list")).toBeTruthy();
    unmount();
    render(<Host loadable={loadable} wanted />);
    expect(screen.getByText("loaded list")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says when the chunk did not load", async () => {
    const loadable = loadableComponent<{ name: string }>(() => Promise.reject(new Error("offline")));
    render(<Host loadable={loadable} wanted />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText("failed: offline")).toBeTruthy();
  });
});
