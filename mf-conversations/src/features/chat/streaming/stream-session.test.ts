import { describe, expect, it } from "vitest";
import type { StreamOutcome, StreamReplyOptions } from "./stream-reply.ts";
import { createStreamSession, type StreamTextEvent } from "./stream-session.ts";

/** A scripted stream: the test drives attempts and text by hand. */
function scripted() {
  let options!: StreamReplyOptions;
  let finish!: (outcome: StreamOutcome) => void;
  const stream = (given: StreamReplyOptions) => {
    options = given;
    return new Promise<StreamOutcome>((resolve) => (finish = resolve));
  };
  return {
    stream,
    attempt: (n: number) => options.onAttempt(n),
    text: (t: string) => options.onText(t),
    retry: (n: number) => options.onRetry?.(n),
    finish: (outcome: StreamOutcome) => finish(outcome),
    aborted: () => options.signal.aborted,
  };
}

function start() {
  const script = scripted();
  const session = createStreamSession({
    api: async () => new Response(),
    messageId: 3,
    stream: script.stream,
  });
  const events: StreamTextEvent[] = [];
  session.onText((event) => events.push(event));
  return { script, session, events };
}

describe("stream session", () => {
  it("adds the text of the first attempt as it arrives", () => {
    const { script, session, events } = start();
    expect(session.status().phase).toBe("connecting");
    script.attempt(0);
    expect(session.status().phase).toBe("streaming");
    script.text("Hel");
    script.text("lo");
    expect(events).toEqual([
      { type: "append", text: "Hel" },
      { type: "append", text: "lo" },
    ]);
    expect(session.text()).toBe("Hello");
  });

  it("shows nothing new while a reconnect replays what is shown, then continues", () => {
    const { script, session, events } = start();
    script.attempt(0);
    script.text("Hello wor");
    script.retry(1);
    expect(session.status().phase).toBe("retrying");
    script.attempt(1);
    script.text("Hello");
    script.text(" wo");
    expect(events).toHaveLength(1);
    script.text("rld!");
    expect(events.at(-1)).toEqual({ type: "append", text: "ld!" });
    expect(session.text()).toBe("Hello world!");
  });

  it("replaces the text when a replay differs from what was shown", () => {
    const { script, session, events } = start();
    script.attempt(0);
    script.text("Draft one");
    script.attempt(1);
    script.text("Final");
    expect(events.at(-1)).toEqual({ type: "replace", text: "Final" });
    expect(session.text()).toBe("Final");
  });

  it("ends settling with the last attempt's text, even when it is shorter", async () => {
    const { script, session, events } = start();
    script.attempt(0);
    script.text("Hello world");
    script.attempt(1);
    script.text("Hello");
    script.finish({ kind: "settled" });
    await session.outcome;
    expect(events.at(-1)).toEqual({ type: "replace", text: "Hello" });
    expect(session.status().phase).toBe("settling");
  });

  it("keeps the failure for the message to show", async () => {
    const { script, session } = start();
    script.finish({ kind: "failed", status: 500, message: "Provider down" });
    await session.outcome;
    expect(session.status()).toEqual({ phase: "failed", failure: { status: 500, message: "Provider down" } });
  });

  it("aborts its request", async () => {
    const { script, session } = start();
    session.abort();
    expect(script.aborted()).toBe(true);
    script.finish({ kind: "aborted" });
    await session.outcome;
    expect(session.status().phase).toBe("ended");
  });
});
