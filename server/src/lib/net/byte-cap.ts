// A response body cut while it is read: a counting stream errors as soon as the body (or, for an
// event stream, one event) passes the cap, and the connection is closed, so no more than the cap is
// ever held however much the peer sends. A long-lived event stream is capped per event, not in total.

/** A body larger than its cap; the message names the host and the setting that sets the cap. */
export class ResponseTooLargeError extends Error {
  override name = "ResponseTooLargeError";
  constructor(host: string, maxBytes: number, setting: string) {
    super(`The response from ${host} is larger than ${formatBytes(maxBytes)} (${setting}); it was cut`);
  }
}

export interface ByteCap {
  maxBytes: number;
  /** The configuration setting behind the cap, named in the error. */
  setting: string;
}

const MB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

const TOO_LARGE = /The response from \S+ is larger than [\d.]+ (?:MB|KB|bytes) \([A-Z0-9_]+\); it was cut/;

/**
 * The cap's message in an error or its causes. SDKs pass stream errors on as text ("SSE stream
 * disconnected: …"), so the message is looked for, not the class.
 */
export function tooLargeMessageIn(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    const text = current instanceof Error ? current.message : typeof current === "string" ? current : "";
    const found = TOO_LARGE.exec(text);
    if (found !== null) return found[0];
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return undefined;
}

/** Blank lines end server-sent events (any mix of CR, LF and CRLF line ends). */
const EVENT_ENDS = ["\n\n", "\r\n\r\n", "\n\r\n", "\r\r"].map((s) => Buffer.from(s));

/** The offset in `chunk` just after its last event end, or -1 (`before`: the previous chunk's tail). */
export function lastEventEnd(before: Uint8Array, chunk: Uint8Array): number {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let end = -1;
  for (const sep of EVENT_ENDS) {
    const at = bytes.lastIndexOf(sep);
    if (at >= 0) end = Math.max(end, at + sep.length);
  }
  if (end >= 0) return end;
  // An event end split between this chunk and the one before.
  const seam = Buffer.concat([before, bytes.subarray(0, 3)]);
  for (const sep of EVENT_ENDS) {
    const at = seam.lastIndexOf(sep);
    if (at >= 0 && at + sep.length > before.length) end = Math.max(end, at + sep.length - before.length);
  }
  return end;
}

/**
 * The body through a counter: past the cap the stream errors with ResponseTooLargeError and
 * `stop` (which closes the connection) runs. `perEvent` counts the bytes since the last event end.
 */
export function capBody(
  body: ReadableStream<Uint8Array>,
  options: ByteCap & { host: string; perEvent: boolean; stop: () => void },
): ReadableStream<Uint8Array> {
  let count = 0;
  let tail: Uint8Array = new Uint8Array(0);
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      let size = count + chunk.byteLength;
      if (options.perEvent) {
        const end = lastEventEnd(tail, chunk);
        // The event that ended in this chunk must itself fit; then counting starts again after it.
        if (end >= 0 && count + end <= options.maxBytes) size = chunk.byteLength - end;
        tail =
          chunk.byteLength >= 3
            ? chunk.slice(chunk.byteLength - 3)
            : Buffer.concat([tail, chunk]).subarray(-3);
      }
      if (size > options.maxBytes) {
        options.stop();
        controller.error(new ResponseTooLargeError(options.host, options.maxBytes, options.setting));
        return;
      }
      count = size;
      controller.enqueue(chunk);
    },
  });
  return body.pipeThrough(counter);
}
