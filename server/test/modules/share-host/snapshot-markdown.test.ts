// The rendered-markdown cache of the share host: one render per snapshot revision however many views,
// a new render when the messages change, null for plain text (never an error) when the pool is full,
// slow or failing, and a memory bound.
import { describe, expect, it } from "vitest";
import type { MarkdownRenderer, RenderOutcome } from "../../../src/modules/share-host/render-pool.ts";
import { createSnapshotMarkdown } from "../../../src/modules/share-host/snapshot-markdown.ts";

/** A renderer that counts its jobs and answers when told (or at once). */
function countingRenderer(mode: "now" | "later" | "full" | "fail" = "now") {
  const jobs: { contents: readonly string[]; finish: () => void }[] = [];
  const renderer: MarkdownRenderer = {
    warm: true,
    render(_lane, contents) {
      if (mode === "full") return undefined;
      if (mode === "fail") return Promise.reject(new Error("boom"));
      return new Promise<RenderOutcome>((resolve) => {
        const finish = () => resolve({ html: contents.map((c) => `<p>${c}</p>`), cut: false });
        jobs.push({ contents, finish });
        if (mode === "now") finish();
      });
    },
    close: async () => {},
  };
  return { renderer, jobs };
}

const options = { cacheBytes: 1024 * 1024, waitMs: 5000, startupWaitMs: 0 };

describe("snapshot markdown", () => {
  it("renders a snapshot revision once: a second view comes from the cache", async () => {
    const { renderer, jobs } = countingRenderer();
    const markdown = createSnapshotMarkdown({ renderer, ...options });
    const snapshot = { uuid: "u1", lane: "1", contents: ["a", "b"] };
    expect(await markdown.render(snapshot)).toEqual({ html: ["<p>a</p>", "<p>b</p>"], complete: true });
    expect(await markdown.render(snapshot)).toEqual({ html: ["<p>a</p>", "<p>b</p>"], complete: true });
    expect(jobs).toHaveLength(1);
    // Another revision (changed messages) or another snapshot renders again.
    await markdown.render({ ...snapshot, contents: ["a", "c"] });
    await markdown.render({ ...snapshot, uuid: "u2" });
    expect(jobs).toHaveLength(3);
  });

  it("shares one render in flight among views that arrive together", async () => {
    const { renderer, jobs } = countingRenderer("later");
    const markdown = createSnapshotMarkdown({ renderer, ...options });
    const views = Array.from({ length: 10 }, () =>
      markdown.render({ uuid: "u1", lane: "1", contents: ["a"] }),
    );
    await Promise.resolve();
    expect(jobs).toHaveLength(1);
    jobs[0]?.finish();
    for (const rendered of await Promise.all(views)) expect(rendered.html).toEqual(["<p>a</p>"]);
  });

  it("gives null (plain text), not complete, when the render fails, the queue is full or the wait runs out", async () => {
    const contents = ["<b>x</b>"];
    const plain = { html: [null], complete: false };
    for (const mode of ["fail", "full"] as const) {
      const markdown = createSnapshotMarkdown({ renderer: countingRenderer(mode).renderer, ...options });
      expect(await markdown.render({ uuid: "u", lane: "1", contents })).toEqual(plain);
    }
    const slow = countingRenderer("later");
    const markdown = createSnapshotMarkdown({ renderer: slow.renderer, ...options, waitMs: 20 });
    expect(await markdown.render({ uuid: "u", lane: "1", contents })).toEqual(plain);
    // The render went on: once done, the next view has it without a new job.
    slow.jobs[0]?.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await markdown.render({ uuid: "u", lane: "1", contents })).toEqual({
      html: ["<p><b>x</b></p>"],
      complete: true,
    });
    expect(slow.jobs).toHaveLength(1);
  });

  it("keeps a message the budget cut as null (plain text), complete, and caches that too", async () => {
    let calls = 0;
    const renderer: MarkdownRenderer = {
      warm: true,
      render: () => {
        calls++;
        return Promise.resolve({ html: ["<p>ok</p>", null], cut: true });
      },
      close: async () => {},
    };
    const markdown = createSnapshotMarkdown({ renderer, ...options });
    const snapshot = { uuid: "u", lane: "1", contents: ["ok", ">>>"] };
    expect(await markdown.render(snapshot)).toEqual({
      html: ["<p>ok</p>", null],
      complete: true,
    });
    await markdown.render(snapshot);
    expect(calls).toBe(1);
  });

  it("evicts the least recently used snapshots beyond its memory bound", async () => {
    const { renderer, jobs } = countingRenderer();
    // Room for about two snapshots of 1,000 characters.
    const markdown = createSnapshotMarkdown({ renderer, ...options, cacheBytes: 4600 });
    const view = (uuid: string) => markdown.render({ uuid, lane: "1", contents: ["x".repeat(1000)] });
    await view("a");
    await view("b");
    await view("a");
    await view("c");
    expect(jobs).toHaveLength(3);
    await view("a");
    expect(jobs).toHaveLength(3);
    await view("b");
    expect(jobs).toHaveLength(4);
  });
});
