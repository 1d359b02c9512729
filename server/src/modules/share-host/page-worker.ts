// Builds snapshot pages for page-builder.ts, off the server's event loop: splitting the replies,
// escaping every message twice (its plain copy, and the fallback of a part not rendered), joining the
// document and encoding it as UTF-8 cost tens of milliseconds for a 200,000-character message, which
// on the request thread held up every tenant. Jobs run one at a time, in the order they came.
import { parentPort } from "node:worker_threads";
import { loadMessages } from "../../lib/messages.ts";
import { snapshotParts } from "./message-parts.ts";
import { pageContext } from "./page-context.ts";
import type { PageInput, PageJobMessage, PageResultMessage } from "./page-protocol.ts";
import { plainFallback } from "./plain-fallback.ts";
import { renderSnapshotPage } from "./render-page.ts";

const port = parentPort;
if (port === null) throw new Error("page-worker.ts runs as a worker thread");

const encoder = new TextEncoder();

function buildPage(input: PageInput): Uint8Array {
  const parts = snapshotParts(input.snapshot.conversation_data.messages);
  const html = parts.sources.map((source, index) => input.html[index] ?? plainFallback(source));
  const context = pageContext(input.language, input.origins);
  // TextEncoder's array owns its buffer (Buffer.from may share a pool), so it can be transferred.
  return encoder.encode(renderSnapshotPage(input.template, input.snapshot, parts.messages, html, context));
}

// The catalogues load before the first job: messages wait in the port until a listener is added.
await loadMessages();
port.on("message", ({ id, input }: PageJobMessage) => {
  let result: PageResultMessage;
  try {
    result = { id, page: buildPage(input) };
  } catch (error) {
    result = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result, "page" in result ? [result.page.buffer as ArrayBuffer] : []);
});
