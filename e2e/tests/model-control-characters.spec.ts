// Security round 3 in Chromium: a model that streams a NUL and other control characters in its text
// and reasoning. The reply is stored and shown without them (tabs and line breaks kept), never a
// failed reply or a database error.
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { fakeMarker, registerFakeReply } from "@parley/test-fakes/scripted-replies";
import { openFakeProviderChat } from "../pages/chat-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test("a reply with NUL and other control characters is stored and shown without them", async ({ page }) => {
  await registerFakeReply("control-characters", {
    reasoning: "Thinking\u0000 it\u0007 over.",
    text: "Clean\u0000 answer\u001b[0m with\u007f no controls.\nSecond line.",
    chunkSize: 3,
  });
  const chat = await openFakeProviderChat(page);
  const reply = await chat.sendAndSettle(`Say something noisy ${fakeMarker("control-characters")}`);
  await expect(reply).toHaveAttribute("data-status", "complete");
  await expect(reply).toContainText("Clean answer[0m with no controls.");
  await expect(reply).toContainText("Second line.");
  await expect(reply.getByTestId("message.section-thinking")).toHaveCount(1);
  await reply.getByTestId("message.section-thinking").locator("summary").click();
  await expect(reply.getByTestId("message.section-thinking")).toContainText("Thinking it over.");
  await expect(reply.getByTestId("message.section-exception")).toHaveCount(0);
  // The stored reply, read again after a reload, is the same.
  await page.reload();
  await expect(reply).toContainText("Clean answer[0m with no controls.");
});
