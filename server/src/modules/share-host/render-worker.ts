// Renders snapshot messages' markdown for render-pool.ts, off the server's event loop. One job at a
// time; each message's HTML is posted as soon as it is done, so a job stopped at its time budget
// keeps what it finished. A message that throws (it should not: bound-nesting.ts) is posted as null.
//
// The thread keeps the process's CPU priority. It used to lower its own to the lowest (nice 19) so a
// render would never compete with the request thread for a core; on a busy machine that starved
// render then held locks the request thread shares with it (messages between threads, the engine's
// task queues), and the request thread slept on them for 100-300 ms at a time (measured
// with the probes of share-page-stall.test.ts: at most ~50 ms at the normal priority). The time budget
// bounds what a render costs.
import { parentPort } from "node:worker_threads";
import { renderMarkdown } from "./render-markdown.ts";
import type { RenderJobMessage, RenderResultMessage } from "./render-protocol.ts";

const port = parentPort;
if (port === null) throw new Error("render-worker.ts runs as a worker thread");

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
