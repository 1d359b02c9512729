import { fakeMarker, registerFakeReply } from "@parley/test-fakes/scripted-replies";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { expect, test } from "../fixtures/test.ts";

// Commentary is on by default (acme's balance is above the threshold) and the fake model can speak:
// the server asks the fake's /v1/audio/speech for each line and the browser plays what arrives.

declare global {
  interface Window {
    /** How each audio element's play() ended: "played" or the rejection's name. */
    __commentaryPlays?: string[];
  }
}

const LONG_ANSWER = `Otters hold hands while they sleep. ${"They float on their backs in kelp forests. ".repeat(14)}`;

test("a long answer's commentary reaches the browser and plays", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const plays: string[] = [];
    window.__commentaryPlays = plays;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const started = play.call(this);
      started.then(
        () => plays.push("played"),
        (error: unknown) => plays.push(error instanceof Error ? error.name : String(error)),
      );
      return started;
    };
  });
  const frames: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string" && payload.includes('"commentary_audio"')) frames.push(payload);
    }),
  );
  const chat = await openFakeProviderChat(page);
  await registerFakeReply("commentary-long", { text: LONG_ANSWER });
  const reply = await chat.sendAndSettle(`Tell me about otters ${fakeMarker("commentary-long")}`);
  await expect(reply).toHaveAttribute("data-status", "complete");

  await expect.poll(() => frames.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const event = JSON.parse(frames[0] ?? "{}") as { audio_data?: string; created_at?: string };
  expect(event.audio_data?.length).toBeGreaterThan(0);
  expect(Number.isNaN(Date.parse(event.created_at ?? ""))).toBe(false);
  await expect
    .poll(() => page.evaluate(() => window.__commentaryPlays ?? []), { timeout: 20_000 })
    .toContain("played");
  // No "audio could not be played/processed" toast.
  await expect(chat.toasts()).toHaveCount(0);
});
