import { describe, expect, it, vi } from "vitest";
import { CommentaryPlayer, type AudioLike } from "./commentary-player.ts";

class FakeAudio implements AudioLike {
  playing = false;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly source: string;
  constructor(source: string) {
    this.source = source;
  }
  play() {
    this.playing = true;
    return Promise.resolve();
  }
  pause() {
    this.playing = false;
  }
  end() {
    this.playing = false;
    this.onended?.();
  }
}

function setup() {
  let now = Date.parse("2026-11-22T10:00:00Z");
  let hidden = false;
  const audios: FakeAudio[] = [];
  const errors: string[] = [];
  const player = new CommentaryPlayer({
    createAudio: (source) => {
      const audio = new FakeAudio(source);
      audios.push(audio);
      return audio;
    },
    now: () => now,
    isHidden: () => hidden,
    onError: (kind) => errors.push(kind),
  });
  const item = (data: string, ageMs = 0) => ({
    audio_data: data,
    created_at: new Date(now - ageMs).toISOString(),
  });
  return {
    player,
    audios,
    errors,
    item,
    advance: (ms: number) => (now += ms),
    hide: (value: boolean) => (hidden = value),
  };
}

describe("CommentaryPlayer", () => {
  it("plays one at a time in order", () => {
    const { player, audios, item } = setup();
    player.enqueue(item("QQ=="));
    player.enqueue(item("Qg=="));
    expect(audios).toHaveLength(1);
    expect(audios[0]?.source).toBe("data:audio/mpeg;base64,QQ==");
    audios[0]!.end();
    expect(audios).toHaveLength(2);
    expect(audios[1]?.source).toContain("Qg==");
  });

  it("drops items older than 5 s, on arrival or when their turn comes", () => {
    const { player, audios, item, advance } = setup();
    player.enqueue(item("QQ==", 5001));
    expect(audios).toHaveLength(0);
    player.enqueue(item("QQ=="));
    player.enqueue(item("Qg=="));
    advance(6000);
    audios[0]!.end();
    expect(audios).toHaveLength(1);
    expect(player.pending).toBe(0);
  });

  it("drops items arriving while hidden, pauses when hidden and resumes when shown", () => {
    const { player, audios, item, hide } = setup();
    player.enqueue(item("QQ=="));
    hide(true);
    player.setHidden(true);
    expect(audios[0]?.playing).toBe(false);
    player.enqueue(item("Qg=="));
    expect(player.pending).toBe(1);
    hide(false);
    player.setHidden(false);
    expect(audios[0]?.playing).toBe(true);
  });

  it("stop discards the current item and goes on; bad data is a processing error", () => {
    const { player, audios, item, errors } = setup();
    player.enqueue(item("QQ=="));
    player.enqueue(item("not base64!"));
    player.enqueue(item("Qg=="));
    player.stop();
    expect(errors).toEqual(["processing"]);
    expect(audios).toHaveLength(2);
    expect(audios[1]?.source).toContain("Qg==");
    audios[1]!.onerror?.();
    expect(errors).toEqual(["processing", "playback"]);
  });

  it("reports a refused play() as a playback error and moves on", async () => {
    const { player, audios, item, errors } = setup();
    vi.spyOn(FakeAudio.prototype, "play").mockRejectedValueOnce(new Error("NotAllowedError"));
    player.enqueue(item("QQ=="));
    player.enqueue(item("Qg=="));
    await Promise.resolve();
    await Promise.resolve();
    expect(errors).toEqual(["playback"]);
    expect(audios).toHaveLength(2);
  });
});
