import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup } from "@testing-library/react";
import i18next from "i18next";
import { createFakeApi, createFakeShell } from "../../test/fake-shell.ts";
import { renderInShell } from "../../test/render-in-shell.tsx";
import { useCommentaryAudio } from "./use-commentary-audio.ts";

/** A stand-in for the browser's Audio: records play and pause, never ends on its own. */
class FakeAudio {
  static made: FakeAudio[] = [];
  played = 0;
  paused = 0;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly src: string;
  constructor(src: string) {
    this.src = src;
    FakeAudio.made.push(this);
  }
  play() {
    this.played += 1;
    return Promise.resolve();
  }
  pause() {
    this.paused += 1;
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeAudio.made = [];
});

function Commentary() {
  useCommentaryAudio();
  return null;
}

describe("useCommentaryAudio", () => {
  it("keeps playing a line when texts finish loading meanwhile (a new t does not restart the player)", async () => {
    vi.stubGlobal("Audio", FakeAudio);
    const { shell, bus } = createFakeShell({ api: createFakeApi({}).api, pathname: "/conversations/1" });
    renderInShell(<Commentary />, shell);
    act(() =>
      bus.emit("realtime.event", {
        type: "commentary_audio",
        audio_data: "AAAA",
        created_at: new Date().toISOString(),
      }),
    );
    expect(FakeAudio.made).toHaveLength(1);
    expect(FakeAudio.made[0]?.played).toBe(1);

    act(() => void i18next.addResourceBundle("en", "late-texts", { any: "text" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeAudio.made[0]?.paused).toBe(0);
  });

  it("stops the line playing when the chat screen goes away", () => {
    vi.stubGlobal("Audio", FakeAudio);
    const { shell, bus } = createFakeShell({ api: createFakeApi({}).api, pathname: "/conversations/1" });
    const view = renderInShell(<Commentary />, shell);
    act(() =>
      bus.emit("realtime.event", {
        type: "commentary_audio",
        audio_data: "AAAA",
        created_at: new Date().toISOString(),
      }),
    );
    view.unmount();
    expect(FakeAudio.made[0]?.paused).toBe(1);
  });
});
