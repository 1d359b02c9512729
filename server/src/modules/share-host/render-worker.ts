// Renders snapshot messages' markdown for render-pool.ts, off the server's event loop. One job at a
// time; each message's HTML is posted as soon as it is done, so a job stopped at its time budget
// keeps what it finished. A message that throws (it should not: bound-nesting.ts) is posted as null.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { renderMarkdown } from "./render-markdown.ts";
import type { RenderJobMessage, RenderResultMessage } from "./render-protocol.ts";

const port = parentPort;
if (port === null) throw new Error("render-worker.ts runs as a worker thread");

// The lowest CPU priority for this thread only (Linux: a thread id names one thread), so a render
// never competes with the request thread for a core. Elsewhere the thread keeps the normal priority.
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 19);
} catch {
  // No /proc (macOS, Windows) or not allowed: the time budget still bounds each render.
}

port.on("message", (job: RenderJobMessage) => {
  for (const index of job.order) {
    let html: string | null;
    try {
      html = renderMarkdown(job.contents[index] ?? "");
    } catch {
      html = null;
    }
    port.postMessage({ type: "result", job: job.id, index, html } satisfies RenderResultMessage);
  }
  port.postMessage({ type: "done", job: job.id } satisfies RenderResultMessage);
});
port.postMessage({ type: "ready" } satisfies RenderResultMessage);
