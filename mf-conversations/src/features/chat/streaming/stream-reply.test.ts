import { describe, expect, it, vi } from "vitest";
import { STREAM_RETRIES } from "@parley/shared-contracts/constants";
import { controlledStream, createFakeApi, jsonBody, type FakeAnswer } from "../../../test/fake-shell.ts";
import { streamReply, type StreamReplyOptions } from "./stream-reply.ts";

const STREAM = "POST /api/v1/messages/stream/";
const noSleep = () => Promise.resolve();

function follow(api: StreamReplyOptions["api"], extra: Partial<StreamReplyOptions> = {}) {
  const texts: string[] = [];
  const attempts: number[] = [];
  const controller = new AbortController();
  const done = streamReply({
    api,
    messageId: 5,
    signal: controller.signal,
    onAttempt: (attempt) => attempts.push(attempt),
    onText: (text) => texts.push(text),
    sleep: noSleep,
    ...extra,
  });
  return { done, texts, attempts, controller };
}

describe("streamReply", () => {
  it("posts the message id and reads the body as it arrives", async () => {
    const body = controlledStream();
    const fake = createFakeApi({ [STREAM]: { status: 200, stream: body.stream } });
    const run = follow(fake.api);
    await vi.waitFor(() => expect(run.attempts).toEqual([0]));
    body.push("Hel");
    body.push("lo <think>");
    await vi.waitFor(() => expect(run.texts.join("")).toBe("Hello <think>"));
    body.end();
    await expect(run.done).resolves.toEqual({ kind: "settled" });
    expect(jsonBody(fake.calls[0])).toEqual({ message_id: 5 });
  });

  it("decodes characters split across network chunks", async () => {
    const bytes = new TextEncoder().encode("مرحبا 👋");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const run = follow(createFakeApi({ [STREAM]: { status: 200, stream } }).api);
    await run.done;
    expect(run.texts.join("")).toBe("مرحبا 👋");
  });

  it("settles on 404 without retrying", async () => {
    const fake = createFakeApi({ [STREAM]: { status: 404, body: { error: { message: "Not found" } } } });
    await expect(follow(fake.api).done).resolves.toEqual({ kind: "missing" });
    expect(fake.calls).toHaveLength(1);
  });

  it("retries a network failure and a cut body, each attempt from the start", async () => {
    let attempt = 0;
    const fake = createFakeApi({
      [STREAM]: (): FakeAnswer => {
        attempt++;
        if (attempt === 1) throw new TypeError("Failed to fetch");
        const body = controlledStream();
        if (attempt === 2) {
          body.push("Hello");
          queueMicrotask(body.fail);
        } else {
          body.push("Hello world");
          body.end();
        }
        return { status: 200, stream: body.stream };
      },
    });
    const sleep = vi.fn((_ms: number, _signal: AbortSignal) => Promise.resolve());
    const run = follow(fake.api, { sleep, retryDelayMs: 1000 });
    await expect(run.done).resolves.toEqual({ kind: "settled" });
    expect(run.attempts).toEqual([1, 2]);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls[0]?.[0]).toBe(1000);
  });

  it("retries 5xx up to STREAM_RETRIES times, then fails with the server's text", async () => {
    const fake = createFakeApi({ [STREAM]: { status: 503, body: { error: { message: "Busy" } } } });
    const onRetry = vi.fn();
    await expect(follow(fake.api, { onRetry }).done).resolves.toEqual({
      kind: "failed",
      status: 503,
      message: "Busy",
    });
    expect(fake.calls).toHaveLength(STREAM_RETRIES + 1);
    expect(onRetry).toHaveBeenCalledTimes(STREAM_RETRIES);
  });

  it("does not retry a refusal (4xx)", async () => {
    const fake = createFakeApi({ [STREAM]: { status: 403, body: { error: { message: "Forbidden" } } } });
    await expect(follow(fake.api).done).resolves.toEqual({
      kind: "failed",
      status: 403,
      message: "Forbidden",
    });
    expect(fake.calls).toHaveLength(1);
  });

  it("fails without a server text after repeated network failures", async () => {
    const fake = createFakeApi({
      [STREAM]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(follow(fake.api).done).resolves.toEqual({ kind: "failed", status: null, message: null });
  });

  it("stops when aborted, mid-body or between retries", async () => {
    const body = controlledStream();
    const fake = createFakeApi({
      [STREAM]: (init) => {
        init?.signal?.addEventListener("abort", () => body.fail());
        return { status: 200, stream: body.stream };
      },
    });
    const run = follow(fake.api);
    await vi.waitFor(() => expect(run.attempts).toEqual([0]));
    run.controller.abort();
    await expect(run.done).resolves.toEqual({ kind: "aborted" });

    const failing = createFakeApi({ [STREAM]: { status: 500 } });
    const second = follow(failing.api, {
      sleep: () => {
        second.controller.abort();
        return Promise.resolve();
      },
    });
    await expect(second.done).resolves.toEqual({ kind: "aborted" });
    expect(failing.calls).toHaveLength(1);
  });
});
