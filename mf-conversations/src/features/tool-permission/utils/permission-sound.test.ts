import { describe, expect, it, vi } from "vitest";
import { chimeDataUri, PERMISSION_SOUND_VOLUME, playPermissionSound } from "./permission-sound.ts";

describe("the permission chime", () => {
  it("is a WAV made in code", () => {
    const uri = chimeDataUri();
    expect(uri).toMatch(/^data:audio\/wav;base64,/);
    const bytes = atob(uri.split(",")[1] ?? "");
    expect(bytes.slice(0, 4)).toBe("RIFF");
    expect(bytes.slice(8, 12)).toBe("WAVE");
    expect(bytes.length).toBe(44 + 2000);
  });

  it("plays at the spec's volume 0.5, and a refused autoplay stays silent", async () => {
    const play = vi.fn(() => Promise.reject(new Error("NotAllowedError")));
    const audio = { volume: 1, play } as unknown as HTMLAudioElement;
    let source = "";
    playPermissionSound((s) => {
      source = s;
      return audio;
    });
    expect(PERMISSION_SOUND_VOLUME).toBe(0.5);
    expect(audio.volume).toBe(0.5);
    expect(source.startsWith("data:audio/wav")).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
