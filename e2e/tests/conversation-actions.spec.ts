import { FAKE_MODEL } from "../fixtures/env.ts";
import { HELD_TEXT, fakeMarker, heldReply } from "@parley/test-fakes/scripted-replies";
import { ChatPage, openFakeProviderChat } from "../pages/chat-page.ts";
import { expect, test } from "../fixtures/test.ts";

// Replies come from the fake OpenAI-compatible provider over the real provider path (AI SDK →
// HTTP → SSE); without a marker it answers "Reply <n>: Echo: <prompt>", n counting its requests.

test.describe("conversation actions with the fake provider", () => {
  let chat: ChatPage;
  test.beforeEach(async ({ page }) => {
    chat = await openFakeProviderChat(page);
  });

  test("a reply streams from the provider, with its reasoning as a thinking block", async ({ page }) => {
    const reply = await chat.sendAndSettle(`Stream something ${fakeMarker("reasoning")}`);
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply).toContainText(FAKE_MODEL.displayName);
    await expect(reply).toContainText("After thinking: the answer is 42.");
    const thinking = reply.getByTestId("message.section-thinking");
    await expect(thinking).toBeVisible();
    await expect(thinking).toContainText(/Thoughts/);
    await page.reload();
    await expect(chat.assistantReplies()).toHaveCount(1);
    await expect(chat.assistantReplies().first().getByTestId("message.section-thinking")).toHaveCount(1);
  });

  test("regenerate replaces the last reply with a new one", async ({ page }) => {
    const first = await chat.sendAndSettle("Tell me about otters");
    const firstText = (await first.innerText()).match(/Reply \d+/)?.[0];
    expect(firstText).toBeTruthy();
    await chat.act(first, "regenerate");
    // The new reply streams in the same place: still one reply, another provider answer.
    await expect(chat.assistantReplies().first()).not.toContainText(firstText ?? "", { timeout: 20_000 });
    await expect(chat.assistantReplies().first()).toHaveAttribute("data-status", "complete");
    await expect(chat.assistantReplies()).toHaveCount(1);
    await expect(chat.assistantReplies().first()).toContainText("Echo: Tell me about otters");
    await page.reload();
    await expect(chat.assistantReplies()).toHaveCount(1);
    await expect(chat.assistantReplies().first()).not.toContainText(firstText ?? "");
  });

  test("edit with Save & Regenerate saves the prompt and answers it again", async ({ page }) => {
    await chat.sendAndSettle("Describe the colour blue");
    const prompt = chat.userMessages().first();
    await chat.edit(prompt, "Describe the colour green");
    await prompt.getByTestId("message.save-regenerate").click();
    await expect(prompt).toContainText("Describe the colour green");
    await expect(prompt).toContainText("(edited)");
    const reply = chat.assistantReplies().first();
    await expect(reply).toContainText("Echo: Describe the colour green", { timeout: 20_000 });
    await expect(reply).toHaveAttribute("data-status", "complete");
    await page.reload();
    await expect(chat.userMessages().first()).toContainText("Describe the colour green");
    await expect(chat.assistantReplies()).toHaveCount(1);
    await expect(chat.assistantReplies().first()).toContainText("Echo: Describe the colour green");
  });

  test("edit: Cancel keeps the text, Save stores it and marks the message edited", async ({ page }) => {
    await chat.sendAndSettle("Original wording here");
    const prompt = chat.userMessages().first();
    await chat.edit(prompt, "Discarded wording");
    await prompt.getByTestId("message.cancel").click();
    await expect(prompt.getByTestId("message.edit-input")).toHaveCount(0);
    await expect(prompt).toContainText("Original wording here");
    await expect(prompt).not.toContainText("(edited)");

    // Escape cancels too.
    await chat.edit(prompt, "Also discarded");
    await page.keyboard.press("Escape");
    await expect(prompt).toContainText("Original wording here");

    const reply = chat.assistantReplies().first();
    await chat.edit(reply, "A reply corrected by hand");
    await reply.getByTestId("message.save").click();
    await expect(reply.getByTestId("message.edit-input")).toHaveCount(0);
    await expect(reply).toContainText("A reply corrected by hand");
    await expect(reply).toContainText("(edited)");
    await page.reload();
    await expect(chat.assistantReplies().first()).toContainText("A reply corrected by hand");
    await expect(chat.assistantReplies().first()).toContainText("(edited)");
    // An edited reply is not regenerated: the prompt stays as sent.
    await expect(chat.userMessages().first()).not.toContainText("(edited)");
  });

  test("delete asks for confirmation and is disabled while the next message streams", async ({ page }) => {
    await chat.sendAndSettle("Keep this first exchange");
    const held = heldReply();
    await chat.sendMessage(`Second question ${held.marker}`);
    const second = chat.userMessages().nth(1);
    await expect(chat.assistantReplies().nth(1)).toContainText(HELD_TEXT.before);
    await expect(chat.assistantReplies().nth(1)).toHaveAttribute("data-status", "streaming");
    await expect(second).toHaveAttribute("data-message-id", /^\d+$/);
    await second.hover();
    await expect(second.getByTestId("message.delete")).toBeDisabled();
    await held.release();
    await expect(chat.assistantReplies().nth(1)).toContainText("HELDEND");
    await expect(chat.assistantReplies().nth(1)).toHaveAttribute("data-status", "complete");
    await expect(second.getByTestId("message.delete")).toBeEnabled();

    const first = chat.userMessages().first();
    await chat.act(first, "delete");
    const dialog = page.getByTestId("confirm.dialog");
    // A question to the model goes with its reply, and the confirmation says so.
    await expect(dialog).toContainText("Are you sure you want to delete this message and its reply?");
    await page.getByTestId("confirm.cancel").click();
    await expect(dialog).toHaveCount(0);
    await expect(chat.userMessages()).toHaveCount(2);

    await chat.act(first, "delete");
    await page.getByTestId("confirm.ok").click();
    await expect(chat.userMessages().filter({ hasText: "Keep this first exchange" })).toHaveCount(0);
    await expect(chat.userMessages()).toHaveCount(1);
    await expect(chat.assistantReplies()).toHaveCount(1);
    await page.reload();
    await expect(chat.userMessages()).toHaveCount(1);
    await expect(chat.assistantReplies()).toHaveCount(1);
    await expect(chat.userMessages().first()).toContainText("Second question");
  });

  test("stop ends a provider reply and keeps its partial text", async ({ page }) => {
    const held = heldReply();
    await chat.sendMessage(`Stop this one ${held.marker}`);
    const reply = chat.assistantReplies().last();
    await expect(reply).toContainText(HELD_TEXT.before, { timeout: 15_000 });
    await chat.stop.click();
    expect(await chat.waitForSettled()).toBe("stopped");
    await expect(reply.getByTestId("message.stopped")).toBeVisible();
    await held.release();
    await page.reload();
    const kept = chat.assistantReplies().last();
    await expect(kept).toHaveAttribute("data-status", "stopped");
    await expect(kept).toContainText(HELD_TEXT.before);
    await expect(kept).not.toContainText("HELDEND");
  });

  test("reloading mid-reply resumes the provider's stream", async ({ page }) => {
    const held = heldReply();
    await chat.sendMessage(`Reload during this ${held.marker}`);
    const reply = chat.assistantReplies().last();
    await expect(reply).toContainText(HELD_TEXT.before, { timeout: 15_000 });
    await page.reload();
    const resumed = chat.assistantReplies().last();
    await expect(resumed).toHaveAttribute("data-status", "streaming");
    await expect(resumed).toContainText(HELD_TEXT.before);
    await held.release();
    await expect(resumed).toContainText(HELD_TEXT.after);
    expect(await chat.waitForSettled()).toBe("complete");
    await expect(resumed).toContainText(HELD_TEXT.before + HELD_TEXT.after);
  });

  test("a second tab of the same user sees the same reply streaming", async ({ page, context }) => {
    const held = heldReply();
    await chat.sendMessage(`Watch from another tab ${held.marker}`);
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-message-id", /^\d+$/);
    const id = (await reply.getAttribute("data-message-id")) ?? "";

    const other = await context.newPage();
    await other.goto(page.url());
    const mirror = new ChatPage(other).messageById(id);
    await expect(mirror).toHaveAttribute("data-status", "streaming");
    await expect(mirror).toContainText(HELD_TEXT.before);
    await expect(mirror).not.toContainText("HELDEND");
    await held.release();
    // Both tabs follow the rest as it arrives.
    await expect(mirror).toContainText("HELDEND");
    await expect(chat.messageById(id)).toContainText("HELDEND");
    await expect(mirror).toHaveAttribute("data-status", "complete");
    await expect(chat.messageById(id)).toHaveAttribute("data-status", "complete");
    expect(await mirror.getByTestId("markdown.content").innerText()).toBe(
      await chat.messageById(id).getByTestId("markdown.content").innerText(),
    );
    await other.close();
  });
});
