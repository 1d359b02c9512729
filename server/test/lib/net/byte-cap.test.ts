import { describe, expect, it } from "vitest";
import {
  capBody,
  formatBytes,
  lastEventEnd,
  ResponseTooLargeError,
  tooLargeMessageIn,
} from "../../../src/lib/net/byte-cap.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes(chunk));
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

const cap = (perEvent: boolean, onStop: () => void = () => undefined) => ({
  maxBytes: 10,
  setting: "PARLEY_TEST_MAX",
  host: "peer.example",
  perEvent,
  stop: onStop,
});

describe("byte cap", () => {
  it("passes a body within the cap and errors past it, stopping the source", async () => {
    expect(await readAll(capBody(streamOf(["12345", "67890"]), cap(false)))).toBe("1234567890");
    let stopped = false;
    const cut = readAll(
      capBody(
        streamOf(["12345", "67890", "x"]),
        cap(false, () => (stopped = true)),
      ),
    );
    await expect(cut).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(cut).rejects.toThrow(
      "The response from peer.example is larger than 10 bytes (PARLEY_TEST_MAX); it was cut",
    );
    expect(stopped).toBe(true);
  });

  it("counts an event stream per event, so a long stream of small events goes through", async () => {
    const events = Array.from({ length: 20 }, (_, i) => `data:${i % 10}\n\n`);
    expect(await readAll(capBody(streamOf(events), cap(true)))).toBe(events.join(""));
    await expect(readAll(capBody(streamOf(["data:1234", "56789\n\n"]), cap(true)))).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
  });

  it("finds event ends in a chunk and across two chunks", () => {
    expect(lastEventEnd(new Uint8Array(), bytes("a\n\nb\r\n\r\nc"))).toBe(8);
    expect(lastEventEnd(bytes("data:x\r\n"), bytes("\r\ndata:y"))).toBe(2);
    expect(lastEventEnd(bytes("data:x\n"), bytes("\ndata:y"))).toBe(1);
    expect(lastEventEnd(bytes("data:x"), bytes("data:y\n"))).toBe(-1);
  });

  it("finds the cap's message inside errors SDKs rewrap as text", () => {
    const error = new ResponseTooLargeError("h:1", 10 * 1024 * 1024, "PARLEY_MCP_MAX_MESSAGE_BYTES");
    expect(tooLargeMessageIn(new Error(`SSE stream disconnected: ${String(error)}`))).toBe(error.message);
    expect(tooLargeMessageIn(new TypeError("terminated", { cause: error }))).toBe(error.message);
    expect(tooLargeMessageIn(new Error("other"))).toBeUndefined();
    expect(formatBytes(1536)).toBe("1.5 KB");
  });
});
