// The render pool: markdown off the event loop, a job stopped at its time budget (what it finished
// kept, the rest null) and its worker replaced, a bounded queue, shutdown without stray threads, and
// workers at the request thread's own CPU priority.
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { RenderPool } from "../../../src/modules/share-host/render-pool.ts";

const SPINNING = new URL("./fixtures/spinning-render-worker.ts", import.meta.url);
const pools: RenderPool[] = [];
const pool = (options: ConstructorParameters<typeof RenderPool>[0]) => {
  const created = new RenderPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("RenderPool", () => {
  it("renders a snapshot's messages in a worker thread", async () => {
    const renders = pool({ size: 1, budgetMs: 30_000, maxQueued: 4 });
    const outcome = await renders.render("1", ["**bold**", "$x^2$"]);
    expect(outcome?.cut).toBe(false);
    expect(outcome?.html[0]).toBe("<p><strong>bold</strong></p>");
    expect(outcome?.html[1]).toContain('class="katex"');
  });

  it("stops a job at its budget, keeps what was done, and replaces the worker", async () => {
    const renders = pool({ size: 1, budgetMs: 300, maxQueued: 4, workerUrl: SPINNING });
    const cut = await renders.render("1", ["spin forever", "fast"]);
    // Shortest first: the quick message was done before the slow one used up the budget.
    expect(cut).toEqual({ html: [null, "<p>fast</p>"], cut: true });
    const next = await renders.render("1", ["fast"]);
    expect(next).toEqual({ html: ["<p>fast</p>"], cut: false });
    expect(renders.stats.workersStarted).toBe(2);
  });

  it("answers undefined at once when its queue is full", async () => {
    const renders = pool({ size: 1, budgetMs: 200, maxQueued: 2, workerUrl: SPINNING });
    const first = renders.render("1", ["spin"]);
    const second = renders.render("2", ["spin"]);
    expect(renders.render("3", ["fast"])).toBeUndefined();
    expect(renders.stats.rejected).toBe(1);
    expect((await first)?.cut).toBe(true);
    expect((await second)?.cut).toBe(true);
  });

  it("serves workspaces round-robin, not in arrival order", async () => {
    const renders = pool({ size: 1, budgetMs: 30_000, maxQueued: 8, workerUrl: SPINNING });
    const order: string[] = [];
    const track = (lane: string, label: string) =>
      renders.render(lane, ["fast"])?.then(() => order.push(label));
    await Promise.all([track("a", "a1"), track("a", "a2"), track("a", "a3"), track("b", "b1")]);
    expect(order.indexOf("b1")).toBeLessThan(order.indexOf("a3"));
  });

  it("renders at the request thread's CPU priority, not a lowered one", async () => {
    // Lowered to nice 19, a starved render held locks the request thread shares with it and the
    // request thread slept on them for 100-300 ms on a busy machine.
    const renders = pool({ size: 1, budgetMs: 30_000, maxQueued: 4 });
    expect((await renders.render("1", ["**bold**"]))?.cut).toBe(false);
    if (process.platform !== "linux") return;
    /** Each thread's nice value (the 19th field of its stat). */
    const nice = readdirSync("/proc/self/task").map((thread) => {
      const stat = readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    });
    expect(new Set(nice)).toEqual(new Set([nice[0]]));
  });

  it("ends its workers on close, answering what was still queued", async () => {
    const renders = pool({ size: 1, budgetMs: 30_000, maxQueued: 4, workerUrl: SPINNING });
    const running = renders.render("1", ["spin"]);
    const queued = renders.render("1", ["fast"]);
    await renders.close();
    expect((await running)?.cut).toBe(true);
    expect((await queued)?.cut).toBe(true);
    expect(renders.render("1", ["fast"])).toBeUndefined();
  });
});
