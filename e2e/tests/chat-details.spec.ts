// Chat details from the part-2 audit: the send button keeps the end of the chat box with a
// right panel open; long replies fold like user messages; a failed stream call says 'Load failed' and
// the reply keeps its actions; 'No model available' tells an owner where to go and a member whom to ask.
import type { Page } from "@playwright/test";
import { BASE_PORT, tenantUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { fakeMarker, heldReply, registerFakeReply } from "@parley/test-fakes/scripted-replies";
import { expect, test } from "../fixtures/test.ts";
import { AdminSitePage } from "../pages/admin-site-page.ts";
import { ChatPage, openFakeProviderChat } from "../pages/chat-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

const LONG_REPLY = `${"This reply goes on and on, well past the fold. ".repeat(30)}LONGEND`;

test("with a right panel open the send buttons stay at the right end of the chat box", async ({ page }) => {
  const chat = await openFakeProviderChat(page);
  // A conversation shows its cost too: with the panel open the controls no longer fit on one row.
  await chat.sendAndSettle("Hello");
  await page.getByTestId("chat-box.behavior").click();
  await expect(page.getByTestId("layout.right-panel")).toBeVisible();
  await chat.input.fill("Still at the right?");
  await expect(chat.send).toBeEnabled();
  const box = (await chat.composer().boundingBox())!;
  const send = (await chat.send.boundingBox())!;
  const others = (await page.getByTestId("chat-box.send-non-ai").boundingBox())!;
  const model = (await chat.modelButton.boundingBox())!;
  const cost = (await page.getByTestId("cost.label").boundingBox())!;
  expect(cost.y).toBeGreaterThan(model.y + model.height);
  // The box's inline padding is 12 px (and its border 1 px): the send button ends right there, on the
  // controls' last row, beside the non-AI send.
  expect(box.x + box.width - (send.x + send.width)).toBeLessThanOrEqual(16);
  expect(Math.abs(others.y - send.y)).toBeLessThan(2);
  expect(Math.abs(send.y + send.height / 2 - (cost.y + cost.height / 2))).toBeLessThan(8);
  // Still the primary button once the panel's styles have loaded.
  await expect(chat.send).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await page.screenshot({ path: test.info().outputPath("send-with-right-panel.png") });
  // The same in a right-to-left language: the send buttons keep the end (the left).
  await page.getByTestId("nav.language").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const rtlBox = (await chat.composer().boundingBox())!;
  const rtlSend = (await chat.send.boundingBox())!;
  expect(rtlSend.x - rtlBox.x).toBeLessThanOrEqual(16);
  await page.screenshot({ path: test.info().outputPath("send-with-right-panel-ar.png") });
  await page.getByTestId("nav.language").selectOption("en");
});

test("a long reply folds with Show more / Show less, as user messages do", async ({ page }) => {
  await registerFakeReply("long-reply", { text: LONG_REPLY });
  const chat = await openFakeProviderChat(page);
  await chat.sendAndSettle(`Tell me at length ${fakeMarker("long-reply")}`);
  // Read from the conversation's history (a reply watched while it streams stays open: unit tests).
  await page.reload();
  const stored = chat.assistantReplies().last();
  await expect(stored).toContainText("This reply goes on");
  const toggle = chat.foldToggle(stored);
  await expect(toggle).toHaveText("Show more");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const folded = (await stored.boundingBox())!;
  await page.screenshot({ path: test.info().outputPath("long-reply-folded.png") });
  await toggle.click();
  await expect(toggle).toHaveText("Show less");
  expect((await stored.boundingBox())!.height).toBeGreaterThan(folded.height);
  await page.screenshot({ path: test.info().outputPath("long-reply-open.png") });
  await toggle.click();
  await expect(toggle).toHaveText("Show more");
});

test("a stream call that cannot get through says 'Load failed'; the reply keeps Edit and Copy", async ({
  page,
}) => {
  const chat = await openFakeProviderChat(page);
  // The connection to the stream breaks on every try (the reply itself is held on the server).
  await page.route("**/api/v1/messages/stream/", (route) => route.abort("connectionreset"));
  const held = heldReply();
  await chat.sendMessage(`Stream unreachable ${held.marker}`);
  const reply = chat.assistantReplies().last();
  await expect(reply.getByTestId("message.error")).toHaveText("Load failed", { timeout: 30_000 });
  await expect(reply).toHaveAttribute("data-status", "failed");
  await reply.hover();
  await expect(reply.getByTestId("message.edit")).toBeVisible();
  await expect(reply.getByTestId("message.copy")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("stream-load-failed.png") });
  await held.release();
});

test.describe("a workspace without any model", () => {
  // A workspace of this file's own: the built-in offline model switched off, an owner and a member.
  const tenant = "modelless";
  const owner = { email: "olga@modelless.test", password: "e2e-olga-Password-1", name: "Olga Owner" };
  const member = { email: "max@modelless.test", password: "e2e-max-Password-1", name: "Max Member" };
  test.beforeAll(() => {
    ops("workspace", "create", tenant, "--name", "Modelless");
    for (const [who, role] of [
      [owner, "owner"],
      [member, "member"],
    ] as const)
      ops(
        "user",
        "create",
        tenant,
        who.email,
        "--name",
        who.name,
        "--role",
        role,
        "--password",
        who.password,
      );
    ops("models", "disable", tenant, "offline-demo");
  });

  async function openChat(page: Page, who: typeof owner): Promise<ChatPage> {
    const signIn = new SignInPage(page);
    await signIn.open(tenantUrl(tenant), "?next=%2Fconversations%2Fnew");
    await signIn.signIn(who.email, who.password);
    await expect(page).toHaveURL(/\/conversations\/new/, { timeout: 30_000 });
    return new ChatPage(page);
  }

  test("an owner is pointed to the admin site, which opens on its models page", async ({ page }) => {
    const chat = await openChat(page, owner);
    const notice = chat.noModelNotice();
    await expect(notice.title).toHaveText("No model available");
    await expect(notice.help).toHaveText("Add a model or your own model API keys on the admin site.");
    await page.screenshot({ path: test.info().outputPath("no-model-owner.png") });
    const popup = page.waitForEvent("popup");
    await notice.adminSite.click();
    const admin = await popup;
    await expect(admin).toHaveURL(new RegExp(`^http://admin\\.localhost:${BASE_PORT}/models`));
    await expect(new AdminSitePage(admin).workspace).toContainText("Modelless");
    await admin.close();
  });

  test("a member is told to contact their admin, and a send to the AI is refused with that", async ({
    page,
  }) => {
    const chat = await openChat(page, member);
    const notice = chat.noModelNotice();
    await expect(notice.title).toHaveText("No model available");
    await expect(notice.help).toHaveText("Please contact your admin.");
    await expect(notice.adminSite).toHaveCount(0);
    await chat.input.fill("Anyone there?");
    await chat.input.press("Enter");
    await expect(notice.notice).toHaveAttribute("role", "alert");
    await expect(chat.input).toHaveValue("Anyone there?");
    await expect(chat.messages).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("no-model-member.png") });
  });
});
