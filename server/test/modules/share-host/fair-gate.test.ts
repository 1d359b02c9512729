// The share host's gate for database reads: at most so many at once, the waiting ones served
// round-robin by workspace, and a failed task frees its place.
import { describe, expect, it } from "vitest";
import { FairGate } from "../../../src/modules/share-host/fair-gate.ts";

/** A task that runs until released, recording when it started. */
function held(started: string[], label: string) {
  let release = (): void => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    task: async () => {
      started.push(label);
      await done;
      return label;
    },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("FairGate", () => {
  it("runs at most its concurrency at once", async () => {
    const gate = new FairGate(2);
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((label) => held(started, label));
    const results = tasks.map((t) => gate.run("1", t.task));
    await tick();
    expect(started).toEqual(["a", "b"]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    tasks[0]?.release();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    for (const t of tasks) t.release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("serves waiting workspaces in turn, not in arrival order", async () => {
    const gate = new FairGate(1);
    const started: string[] = [];
    const first = held(started, "a0");
    const quick = (label: string) => async () => {
      started.push(label);
      return label;
    };
    const all = [
      gate.run("a", first.task),
      ...["a1", "a2", "a3"].map((label) => gate.run("a", quick(label))),
      gate.run("b", quick("b1")),
    ];
    await tick();
    first.release();
    await Promise.all(all);
    // b's only read comes after one more of a's, not after all three.
    expect(started).toEqual(["a0", "a1", "b1", "a2", "a3"]);
  });

  it("frees the place of a task that fails", async () => {
    const gate = new FairGate(1);
    await expect(gate.run("1", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run("1", () => Promise.resolve("next"))).toBe("next");
  });
});
