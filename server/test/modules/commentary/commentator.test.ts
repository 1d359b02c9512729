import { describe, expect, it, vi } from "vitest";
import { createCommentator } from "../../../src/modules/commentary/commentator.ts";
import type { CommentaryAudioEvent } from "../../../src/modules/commentary/commentator.ts";

function setup(speak: (text: string, signal: AbortSignal) => Promise<string>, timeoutMs = 1000) {
  const sent: CommentaryAudioEvent[] = [];
  const work: Promise<void>[] = [];
  const warn = vi.fn();
  const commentator = createCommentator({
    speak,
    deliver: async (event) => {
      sent.push(event);
    },
    log: { warn },
    timeoutMs,
    track: (promise) => work.push(promise),
    now: () => new Date("2030-01-01T10:00:00.000Z"),
  });
  const idle = async () => {
    while (work.length > 0) await Promise.all(work.splice(0));
  };
  return { commentator, sent, warn, idle };
}

describe("createCommentator", () => {
  it("sends each line's audio as commentary_audio, in the order the lines were said", async () => {
    const delays: Record<string, number> = { first: 40, second: 0 };
    const { commentator, sent, idle } = setup(
      (text) => new Promise((resolve) => setTimeout(() => resolve(`audio:${text}`), delays[text])),
    );
    commentator.say("first");
    commentator.say("second");
    await idle();
    expect(sent).toEqual([
      { type: "commentary_audio", audio_data: "audio:first", created_at: "2030-01-01T10:00:00.000Z" },
      { type: "commentary_audio", audio_data: "audio:second", created_at: "2030-01-01T10:00:00.000Z" },
    ]);
  });

  it("returns at once and drops a line that fails, keeping the others", async () => {
    const { commentator, sent, warn, idle } = setup(async (text) => {
      if (text === "bad") throw new Error("speech is down");
      return text;
    });
    commentator.say("bad");
    commentator.say("good");
    expect(sent).toEqual([]);
    await idle();
    expect(sent.map((event) => event.audio_data)).toEqual(["good"]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ line: "bad", err: expect.any(Error) }),
      "commentary not spoken",
    );
  });

  it("drops a line not spoken within the timeout and aborts its call", async () => {
    let aborted: unknown;
    const { commentator, sent, warn, idle } = setup(
      (_text, signal) =>
        new Promise((_, reject) =>
          signal.addEventListener("abort", () => {
            aborted = signal.reason;
            reject(signal.reason as Error);
          }),
        ),
      50,
    );
    const started = performance.now();
    commentator.say("slow");
    await idle();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(sent).toEqual([]);
    expect(String(aborted)).toContain("50 ms");
    expect(warn).toHaveBeenCalledOnce();
  });
});
