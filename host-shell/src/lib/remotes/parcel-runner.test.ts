import { afterEach, describe, expect, it, vi } from "vitest";
import { ParcelTimeoutError, runParcel, type ParcelLifecycles } from "./parcel-runner.ts";

afterEach(() => vi.useRealTimers());

/** Lifecycles that log their calls and the props they got. */
function lifecycles(overrides: Partial<ParcelLifecycles> = {}) {
  const calls: { step: string; props: Record<string, unknown> }[] = [];
  const logged =
    (step: string) =>
    async (props: object): Promise<void> =>
      void calls.push({ step, props: props as Record<string, unknown> });
  const parcel: ParcelLifecycles = {
    bootstrap: logged("bootstrap"),
    mount: logged("mount"),
    unmount: logged("unmount"),
    update: logged("update"),
    ...overrides,
  };
  return { calls, parcel };
}

describe("runParcel", () => {
  it("bootstraps then mounts with the props and a name of its own, updates and unmounts", async () => {
    const { calls, parcel } = lifecycles();
    const first = runParcel(parcel, { language: "en" }, 1000);
    expect(first.getStatus()).toBe("MOUNTING");
    await first.mountPromise;
    expect(first.getStatus()).toBe("MOUNTED");
    await first.update({ language: "ar" });
    await first.unmount();
    expect(first.getStatus()).toBe("NOT_MOUNTED");
    expect(calls.map((c) => c.step)).toEqual(["bootstrap", "mount", "update", "unmount"]);
    expect(calls[1]?.props).toMatchObject({ language: "en" });
    expect(calls[2]?.props).toMatchObject({ language: "ar", name: calls[1]?.props.name });
    // single-spa-react keys its React roots by name: two mounts of one parcel are two names.
    const second = runParcel(parcel, {}, 1000);
    await second.mountPromise;
    expect(calls.at(-1)?.props.name).not.toBe(calls[1]?.props.name);
  });

  it("runs an update asked for during the mount after it, and an unmount after the update", async () => {
    let finishMount: (() => void) | null = null;
    const { calls, parcel } = lifecycles({
      mount: () => new Promise<void>((resolve) => (finishMount = resolve)),
    });
    const running = runParcel(parcel, {}, 1000);
    const updated = running.update({ language: "de" });
    const unmounted = running.unmount();
    await vi.waitFor(() => expect(finishMount).not.toBeNull());
    expect(calls.map((c) => c.step)).toEqual(["bootstrap"]);
    finishMount!();
    await Promise.all([updated, unmounted]);
    expect(calls.map((c) => c.step)).toEqual(["bootstrap", "update", "unmount"]);
  });

  it("is broken when a lifecycle fails: the mount rejects and nothing else runs", async () => {
    const { calls, parcel } = lifecycles({ mount: () => Promise.reject(new Error("render failed")) });
    const running = runParcel(parcel, {}, 1000);
    await expect(running.mountPromise).rejects.toThrow("render failed");
    expect(running.getStatus()).toBe("BROKEN");
    await running.update({});
    await running.unmount();
    expect(calls.map((c) => c.step)).toEqual(["bootstrap"]);
  });

  it("fails a lifecycle that never settles once its time is up", async () => {
    vi.useFakeTimers();
    const { parcel } = lifecycles({ mount: () => new Promise(() => {}) });
    const running = runParcel(parcel, {}, 15_000);
    const settled = expect(running.mountPromise).rejects.toBeInstanceOf(ParcelTimeoutError);
    await vi.advanceTimersByTimeAsync(15_000);
    await settled;
    expect(running.getStatus()).toBe("BROKEN");
  });

  it("skips an update for a parcel without one", async () => {
    const { calls, parcel } = lifecycles({ update: undefined });
    const running = runParcel(parcel, {}, 1000);
    await running.mountPromise;
    await running.update({ language: "fr" });
    expect(running.getStatus()).toBe("MOUNTED");
    expect(calls.map((c) => c.step)).toEqual(["bootstrap", "mount"]);
  });
});
