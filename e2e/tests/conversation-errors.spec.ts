import type { Page, Route } from "@playwright/test";
import { TINY_MODEL } from "../fixtures/env.ts";
import {
  FAKE_ERRORS,
  HELD_TEXT,
  fakeMarker,
  heldReply,
  registerFakeReply,
} from "@parley/test-fakes/scripted-replies";
import { openFakeProviderChat, type ChatPage } from "../pages/chat-page.ts";
import { expect, test } from "../fixtures/test.ts";

/*
 * The send-and-stream part of the error catalogue (docs/product/conversations.md § Error catalogue) and where
 * each text is reached. Provider failures come from the fake provider over the real path; failures of
 * Parley's own server that a healthy server never produces (a 5xx, a cut connection, an answer without an id)
 * are injected with page.route on that one request.
 *
 * | text                                                                   | test                              |
 * |------------------------------------------------------------------------|-----------------------------------|
 * | Something went wrong. Unable to send message.                          | "a refused send restores …"       |
 * | Something went wrong. Unable to get conversation id.                   | "a send answer without an id …"   |
 * | Something went wrong. Unable to edit message.                          | "edit, regenerate and delete …"   |
 * | Your message will exceed the token limit … (400 Token limit exceeded)  | "the token limit …" (real server) |
 * | Something went wrong with streaming messages.                          | "a provider failure mid-stream …",|
 * |                                                                        | "a provider error before …"       |
 * | Load failed (stream refused with another status)                       | "a stream the server refuses …"   |
 * | Stream 404 settles and refreshes the conversation                      | "a stream that is gone …"         |
 * | Something went wrong. Unable to regenerate.                            | "edit, regenerate and delete …"   |
 * | Something went wrong with stop streaming response. Try again.          | "stop failures …"                 |
 * | Something went wrong. Unable to fetch response.                        | "stop failures …"                 |
 * | Something went wrong with deleting message. Try again.                 | "edit, regenerate and delete …"   |
 * | Something went wrong with loading messages. Try again.                 | "loading failures …"              |
 * | Something went wrong with loading conversation. Try again.             | "loading failures …"              |
 * | Something went wrong. Try again. (a reply that settled empty)          | "an empty reply …"                |
 *
 * Not reachable in this issue: the DLP texts ('We've detected sensitive data…', the DLP dialog,
 * 'Model does not support streaming') — Parley has no DLP scan yet, the server never answers them;
 * 'at level warn' — the server sends no levelled stream errors; the socket error — the realtime
 * connection is the shell's placeholder. Server-side, server/test covers the 400 'Token limit
 * exceeded' rule and the failed reply's stored error.
 */

const STREAM_FAILED = "Something went wrong with streaming messages.";

/** Answers one API request with an error status and no error message (the client's fallback text). */
async function failWith(route: Route, status: number): Promise<void> {
  await route.fulfill({ status, contentType: "application/json", body: "{}" });
}

function isRegenerate(route: Route): boolean {
  return (route.request().postData() ?? "").includes('name="regenerate_message_id"');
}

/** Waits for the toast, then dismisses it (it may cover the chat box). */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId("toast").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole("button").click();
  await expect(toast).toHaveCount(0);
}

test.describe("the send and stream error catalogue", () => {
  let chat: ChatPage;
  test.beforeEach(async ({ page }) => {
    chat = await openFakeProviderChat(page);
  });

  test("a provider failure mid-stream keeps the partial text, marks the reply failed and says so", async ({
    page,
  }) => {
    const reply = await chat.sendAndSettle(`Break off please ${fakeMarker("error-mid")}`);
    await expect(reply).toHaveAttribute("data-status", "failed");
    await expect(reply).toContainText("Partial answer begins here");
    await expect(reply.getByTestId("message.error")).toHaveText(STREAM_FAILED);
    await expect(reply.getByTestId("message.section-exception")).toContainText("broke off");
    await page.reload();
    const kept = chat.assistantReplies().last();
    await expect(kept).toHaveAttribute("data-status", "failed");
    await expect(kept).toContainText("Partial answer begins here");
    await expect(kept.getByTestId("message.error")).toHaveText(STREAM_FAILED);
  });

  test("a provider error before the stream fails the reply with the provider's reason", async () => {
    const reply = await chat.sendAndSettle(`Refuse this ${fakeMarker("error-before")}`);
    await expect(reply).toHaveAttribute("data-status", "failed");
    await expect(reply.getByTestId("message.error")).toHaveText(STREAM_FAILED);
    await expect(reply.getByTestId("message.section-exception")).toContainText(FAKE_ERRORS.before);
    await expect(reply.getByTestId("message.section-exception")).toContainText("HTTP 400");
  });

  test("an empty reply says 'Something went wrong. Try again.'", async () => {
    await registerFakeReply("empty", { text: "" });
    const reply = await chat.sendAndSettle(`Say nothing ${fakeMarker("empty")}`);
    await expect(reply.getByTestId("message.empty")).toHaveText("Something went wrong. Try again.");
  });

  test("the token limit is explained and the typed text stays", async () => {
    await chat.selectModel(TINY_MODEL.displayName);
    const text = `Far longer than the tiny model's context of 256 tokens. ${"word ".repeat(220)}`.trim();
    await chat.sendMessage(text);
    await expect(chat.page.getByTestId("chat-box.error")).toHaveText(
      "Your message will exceed the token limit for this conversation. Please shorten your message or try using the knowledge-source service for big files.",
    );
    await expect(chat.input).toHaveValue(text);
    await expect(chat.messages).toHaveCount(0);
  });

  test("a refused send restores the typed text and says it could not be sent", async ({ page }) => {
    await page.route("**/api/v1/messages/send/", (route) => failWith(route, 500));
    await chat.sendMessage("This send will fail");
    await expect(page.getByTestId("chat-box.error")).toHaveText(
      "Something went wrong. Unable to send message.",
    );
    await expect(chat.input).toHaveValue("This send will fail");
    await expect(chat.messages).toHaveCount(0);
  });

  test("a send answer without an id says the conversation id is missing", async ({ page }) => {
    await page.route("**/api/v1/messages/send/", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"data":{}}' }),
    );
    await chat.sendMessage("No id comes back");
    await expect(page.getByTestId("chat-box.error")).toHaveText(
      "Something went wrong. Unable to get conversation id.",
    );
    await expect(chat.input).toHaveValue("No id comes back");
  });

  test("edit, regenerate and delete failures each say so", async ({ page }) => {
    const reply = await chat.sendAndSettle("Fail my actions");
    const prompt = chat.userMessages().first();

    await page.route("**/api/v1/messages/*/", (route) =>
      ["PATCH", "DELETE"].includes(route.request().method()) ? failWith(route, 500) : route.fallback(),
    );
    await chat.edit(prompt, "An edit that fails");
    await prompt.getByTestId("message.save").click();
    await expect(prompt.getByTestId("message.edit-error")).toHaveText(
      "Something went wrong. Unable to edit message.",
    );
    await prompt.getByTestId("message.cancel").click();
    await expect(prompt).toContainText("Fail my actions");

    await chat.act(prompt, "delete");
    await page.getByTestId("confirm.ok").click();
    await expectToast(page, "Something went wrong with deleting message. Try again.");
    await expect(prompt).toBeVisible();

    await page.route("**/api/v1/messages/send/", (route) =>
      isRegenerate(route) ? failWith(route, 500) : route.fallback(),
    );
    await chat.act(reply, "regenerate");
    await expectToast(page, "Something went wrong. Unable to regenerate.");
    await expect(reply).toHaveAttribute("data-status", "complete");
  });

  test("stop failures: refused, and unreachable", async ({ page }) => {
    await page.route("**/api/v1/messages/*/stop/", (route) => failWith(route, 500));
    const held = heldReply();
    await chat.sendMessage(`Try to stop me ${held.marker}`);
    await expect(chat.assistantReplies().last()).toContainText(HELD_TEXT.before, { timeout: 15_000 });
    await chat.stop.click();
    await expectToast(page, "Something went wrong with stop streaming response. Try again.");

    await page.unroute("**/api/v1/messages/*/stop/");
    await page.route("**/api/v1/messages/*/stop/", (route) => route.abort("connectionreset"));
    await chat.stop.click();
    await expectToast(page, "Something went wrong. Unable to fetch response.");
    // Neither stopped it: the reply runs to its end.
    await held.release();
    expect(await chat.waitForSettled()).toBe("complete");
    await expect(chat.assistantReplies().last()).toContainText("HELDEND");
  });

  test("a stream the server refuses after the retries says 'Load failed'", async ({ page }) => {
    await page.route("**/api/v1/messages/stream/", (route) => failWith(route, 503));
    // Held on the server, so the reply is still streaming while every attempt to follow it fails.
    const held = heldReply();
    await chat.sendMessage(`Stream refused ${held.marker}`);
    const reply = chat.assistantReplies().last();
    await expect(reply.getByTestId("message.error")).toHaveText("Load failed", { timeout: 20_000 });
    await expect(reply).toHaveAttribute("data-status", "failed");
    await held.release();
  });

  test("a stream that is gone (404) settles and shows the stored reply", async ({ page }) => {
    await page.route("**/api/v1/messages/stream/", (route) => failWith(route, 404));
    await chat.sendMessage("Stream missing");
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-message-id", /^\d+$/);
    // The reply itself still completes on the server; the refreshed conversation shows it.
    await expect(reply).toContainText("Echo: Stream missing", { timeout: 20_000 });
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply.getByTestId("message.error")).toHaveCount(0);
  });

  test("loading failures: messages, and the conversation", async ({ page }) => {
    await chat.sendAndSettle("Load me later");
    const url = page.url();
    await page.route("**/api/v1/conversations/*/messages/**", (route) => failWith(route, 500));
    await page.reload();
    await expect(page.getByTestId("chat.load-error")).toContainText(
      "Something went wrong with loading messages. Try again.",
    );
    await page.unroute("**/api/v1/conversations/*/messages/**");
    await page.getByTestId("chat.load-error").getByRole("button").click();
    await expect(chat.assistantReplies()).toHaveCount(1);

    await page.route(/\/api\/v1\/conversations\/\d+\/$/, (route) => failWith(route, 500));
    await page.goto(url);
    await expect(page.getByTestId("chat.load-error")).toContainText(
      "Something went wrong with loading conversation. Try again.",
    );
  });
});

test("an unknown conversation says it does not exist, under a clear title and without a chat box", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  await page.goto(page.url().replace(/\/conversations\/new$/, "/conversations/987654"));
  const error = page.getByTestId("chat.load-error");
  await expect(error).toContainText("Conversation does not exist or you do not have access to it!");
  await expect(page.getByTestId("breadcrumb.current")).toHaveText("Conversation not found");
  await expect(chat.input).toHaveCount(0);
  await expect(page.getByTestId("collaboration.button")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("unknown-conversation.png") });
  await error.getByRole("button", { name: "New conversation" }).click();
  await expect(page).toHaveURL(/\/conversations\/new$/);
  await expect(chat.input).toBeVisible();
});
