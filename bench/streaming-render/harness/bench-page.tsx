// The measured page: on `window.__bench.start()` it marks "bench:submit", mounts the reply view,
// reads the SSE stream of the fake OpenAI server with fetch and hands each content delta to the view.
// A MutationObserver timestamps the first text holding "Streambench" and the one holding the end
// sentinel; a PerformanceObserver collects long tasks. Both variants share this file unchanged.
import { useEffect, useRef, useState, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { createSseParser } from "@parley/test-fakes/sse-parser";
import type { BenchPageResult } from "../page-result.ts";

/** What a view does with the stream. */
export interface StreamSink {
  append: (chunk: string) => void;
  end: () => void;
}

export interface ViewProps {
  onReady: (sink: StreamSink) => void;
  /** Called from a layout effect after each commit with the length of the text it rendered. */
  onCommit: (length: number) => void;
}

declare global {
  interface Window {
    __bench: { start: () => Promise<BenchPageResult> };
  }
}

const FIRST_TEXT = "Streambench";
const SENTINEL = "ENDOFREPLYSENTINEL";

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: "longtask", buffered: true });

/** Resolves with the time of the first mutation whose new text contains `needle`. */
function watchText(target: Node, needle: string): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      // Only the changed nodes are searched: reading the whole reply on every mutation would cost
      // more than some renderers under test.
      for (const record of records) {
        const nodes = record.type === "characterData" ? [record.target] : Array.from(record.addedNodes);
        if (nodes.some((node) => node.textContent?.includes(needle))) {
          observer.disconnect();
          resolve(performance.now());
          return;
        }
      }
    });
    observer.observe(target, { subtree: true, childList: true, characterData: true });
  });
}

async function pump(sink: StreamSink, chunkTimes: number[], chunkEnds: number[]): Promise<void> {
  let length = 0;
  const response = await fetch("/v1/chat/completions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      model: "fake-model",
      stream: true,
      messages: [{ role: "user", content: "bench" }],
    }),
  });
  if (!response.ok || !response.body) throw new Error(`stream failed: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  const handle = (events: string[]) => {
    for (const event of events) {
      if (event === "[DONE]") continue;
      const delta = (JSON.parse(event) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta;
      if (delta?.content) {
        chunkTimes.push(performance.now());
        length += delta.content.length;
        chunkEnds.push(length);
        sink.append(delta.content);
      }
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    handle(parser.push(value));
  }
  handle(parser.end());
  sink.end();
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/**
 * Keeps the scroll container at the bottom while the reply grows, as a chat screen does, so the
 * growing block is on screen (and painted) in both variants.
 */
function followBottom(scroller: HTMLElement, content: Element): void {
  new ResizeObserver(() => {
    scroller.scrollTop = scroller.scrollHeight;
  }).observe(content);
}

export function mountBenchPage(View: ComponentType<ViewProps>): void {
  const container = document.getElementById("root")!;
  let showView: () => void = () => undefined;
  let sinkReady: (sink: StreamSink) => void = () => undefined;
  const sink = new Promise<StreamSink>((resolve) => (sinkReady = resolve));
  const commits: { at: number; length: number }[] = [];
  const onCommit = (length: number) => commits.push({ at: performance.now(), length });

  function App() {
    const [started, setStarted] = useState(false);
    const main = useRef<HTMLElement>(null);
    useEffect(() => {
      showView = () => setStarted(true);
      if (main.current) followBottom(container, main.current);
    }, []);
    return (
      <main className="bench-message" ref={main}>
        {started && <View onReady={sinkReady} onCommit={onCommit} />}
      </main>
    );
  }
  createRoot(container).render(<App />);

  window.__bench = {
    start: async () => {
      const chunkTimes: number[] = [];
      const chunkEnds: number[] = [];
      const first = watchText(container, FIRST_TEXT);
      const sentinel = watchText(container, SENTINEL);
      performance.mark("bench:submit");
      const submitAt = performance.now();
      showView();
      await pump(await sink, chunkTimes, chunkEnds);
      const sentinelAt = await sentinel;
      const katexAtSentinel = container.querySelectorAll(".katex").length;
      // Let lazy highlighting and the final non-streaming render land before counting again.
      await frames(3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {
        submitAt,
        firstTextAt: await first,
        sentinelAt,
        chunkTimes,
        chunkEnds,
        commits: [...commits],
        longTasks: [...longTasks],
        katexAtSentinel,
        katexSettled: container.querySelectorAll(".katex").length,
        codeBlocksSettled: container.querySelectorAll("pre").length,
        tablesSettled: container.querySelectorAll("table").length,
      };
    },
  };
}
