import { useEffect, useRef } from "react";
import { useShell } from "@parley/ui-kit/shell/shell-context.tsx";
import { useConversationsTranslation } from "../../i18n/use-conversations-translation.ts";
import { CommentaryPlayer, type AudioLike } from "./commentary-player.ts";

/**
 * Plays commentary_audio events while the chat screen is shown (the commentary belongs to the
 * conversation being looked at); the tab's visibility pauses and resumes it. Failures are toasts
 * with the spec's texts.
 */
export function useCommentaryAudio(): void {
  const { bus } = useShell();
  const { t } = useConversationsTranslation();
  // The latest `t` through a ref: a new `t` (texts finishing to load) must not re-run the effect,
  // whose clean-up disposes the player and cuts the line playing (play() rejects with AbortError).
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });
  useEffect(() => {
    const player = new CommentaryPlayer({
      createAudio: (source) => {
        const element = new Audio(source);
        const audio: AudioLike = {
          play: () => element.play(),
          pause: () => element.pause(),
          onended: null,
          onerror: null,
        };
        element.onended = () => audio.onended?.();
        element.onerror = () => audio.onerror?.();
        return audio;
      },
      now: () => Date.now(),
      isHidden: () => document.visibilityState === "hidden",
      onError: (kind) =>
        bus.emit("toast.shown", {
          kind: "error",
          message: latestT.current(kind === "playback" ? "audio.playback" : "audio.processing", {
            ns: "common",
          }),
        }),
    });
    const off = bus.on("realtime.event", (event) => {
      if (event.type === "commentary_audio") player.enqueue(event);
    });
    const onVisibility = () => player.setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      off();
      document.removeEventListener("visibilitychange", onVisibility);
      player.dispose();
    };
  }, [bus]);
}
