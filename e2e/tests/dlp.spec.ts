// Data-loss prevention in the browser against a recording OpenAI-compatible provider: the warning
// lists the findings; Anonymize sends placeholders (the provider's request holds no original) and the
// reply shows the originals; a remembered choice applies without asking; BLOCK mode offers no Send
// anyway and Don't send removes the message; a stored Don't send is a toast.
import { startFakeOpenAI, lastUserText, type FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { SECRET_CARD, SECRET_SSN } from "@parley/test-fakes/page-server";
import { acmeOwner, acmeUrl, DLP_FAKE_PORT, PAGE_PORT } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { DlpDialog } from "../pages/dlp-dialog.ts";
import { ModelSettingsPage } from "../pages/model-settings-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import type { Page } from "@playwright/test";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const EMAIL = "ada.lovelace@example.com";
const CARD = "4111 1111 1111 1111";
const MODEL = { name: "dlp-echo", displayName: "DLP Echo" };

let fake: FakeOpenAI;

const providerSaw = () =>
  fake.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => JSON.stringify(r.body));

async function openChat(page: Page): Promise<ChatPage> {
  const signIn = new SignInPage(page);
  await signIn.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await signIn.signIn(acmeOwner.email, acmeOwner.password);
  await expect(page).toHaveURL(/\/conversations\/new/, { timeout: 30_000 });
  const created = await pageApi(page, "POST", "/api/v1/admin/models/", {
    name: MODEL.name,
    display_name: MODEL.displayName,
    source_type: "openai_compatible",
    provider_model: "fake-echo",
    base_url: fake.baseURL,
  });
  // A later test finds it made by the first (the name is unique per workspace).
  expect(created.status).toBeLessThan(500);
  await page.reload();
  const chat = new ChatPage(page);
  await chat.selectModel(MODEL.displayName);
  return chat;
}

test.beforeAll(async () => {
  fake = await startFakeOpenAI({
    port: DLP_FAKE_PORT,
    models: ["fake-echo"],
    script: (request) => ({
      text: request.stream === true ? `You wrote: ${lastUserText(request)}` : "Billing",
    }),
  });
});

test.afterAll(async () => {
  await fake.stop();
  ops("workspace", "dlp", "acme", "warn");
  // The owner's last used model must not stay one whose provider is gone (later specs chat as them).
  ops("models", "remove", "acme", MODEL.name);
});

test("the warning lists the findings; Anonymize keeps the originals from the provider; the choice is remembered", async ({
  page,
}) => {
  const chat = await openChat(page);
  const dialog = new DlpDialog(page);
  await chat.sendMessage(`Bill ${EMAIL} on card ${CARD} today`);
  await expect(dialog.root).toBeVisible();
  await expect(dialog.entities).toHaveCount(2);
  await expect(dialog.entities.first()).toContainText("E-mail address");
  await expect(dialog.entities.first()).toContainText("ad•••om");
  await expect(dialog.root).not.toContainText(EMAIL);
  await expect(dialog.sendAnyway).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("lead-dlp-dialog.png") });

  const before = providerSaw().length;
  await dialog.remember.check();
  await dialog.anonymize.click();
  await expect(dialog.root).toHaveCount(0);
  const reply = chat.assistantReplies().last();
  // The reply shows the originals again (an e-mail address is also a link there).
  await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(reply).toContainText(`You wrote: Bill ${EMAIL}`);
  await expect(reply).toContainText(`on card ${CARD} today`);
  const sent = providerSaw().slice(before).join("\n");
  expect(sent).toContain("[EMAIL_1]");
  expect(sent).toContain("[CARD_1]");
  expect(sent).not.toContain(EMAIL);
  expect(sent).not.toContain("4111");

  // Remembered for the conversation: the next one goes anonymized without asking.
  const next = await chat.sendAndSettle(`Also cc ${EMAIL}`);
  await expect(next).toContainText(`You wrote: Also cc ${EMAIL}`);
  await expect(dialog.root).toHaveCount(0);
  expect(providerSaw().at(-1)).not.toContain(EMAIL);
});

test("BLOCK mode offers no Send anyway; Don't send removes the message", async ({ page }) => {
  ops("workspace", "dlp", "acme", "block");
  const chat = await openChat(page);
  const dialog = new DlpDialog(page);
  await chat.sendMessage(`My card is ${CARD}`);
  await expect(dialog.root).toBeVisible();
  await expect(dialog.sendAnyway).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("lead-dlp-block.png") });
  await dialog.dontSend.click();
  await expect(dialog.root).toHaveCount(0);
  await expect(chat.userMessages().filter({ hasText: "My card is" })).toHaveCount(0);
  // Nothing typed is lost: the text is back in the chat box.
  await expect(chat.input).toHaveValue(`My card is ${CARD}`);
  ops("workspace", "dlp", "acme", "warn");
});

test("Regenerate asks again after a one-time Send anyway; Don't send then withdraws only the new reply", async ({
  page,
}) => {
  const chat = await openChat(page);
  const dialog = new DlpDialog(page);
  const reply = await chat.sendAndSettle(`Invoice ${EMAIL} now`, 30_000, () => dialog.chooseSendAnyway());
  await expect(reply).toContainText(`You wrote: Invoice ${EMAIL}`);
  const before = providerSaw().length;

  await chat.act(reply, "regenerate");
  await expect(dialog.root).toBeVisible();
  await expect(dialog.entities.first()).toContainText("ad•••om");
  expect(providerSaw().length).toBe(before);
  await dialog.dontSend.click();
  await expect(dialog.root).toHaveCount(0);
  await expect(chat.assistantReplies()).toHaveCount(0);
  // The question stays (it was answered before), and nothing new reached the provider.
  await expect(chat.userMessages().filter({ hasText: "Invoice" })).toHaveCount(1);
  await expect(chat.input).toHaveValue("");
  expect(providerSaw().length).toBe(before);
});

test("a held message survives a reload: the warning comes back until the sender chooses", async ({
  page,
}) => {
  const chat = await openChat(page);
  const dialog = new DlpDialog(page);
  await chat.sendMessage(`Reload with ${EMAIL}`);
  await expect(dialog.root).toBeVisible();
  const before = providerSaw().length;
  await page.reload();
  await expect(dialog.root).toBeVisible({ timeout: 15_000 });
  await expect(dialog.entities.first()).toContainText("ad•••om");
  await dialog.sendAnyway.click();
  await expect(dialog.root).toHaveCount(0);
  const reply = chat.assistantReplies().last();
  await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
  await expect(reply).toContainText(`You wrote: Reload with ${EMAIL}`);
  expect(providerSaw().length).toBeGreaterThan(before);
});

test("a stored Don't send refuses with the spec's toast", async ({ page }) => {
  const chat = await openChat(page);
  await chat.sendAndSettle("Start a conversation");
  const id = /\/conversations\/(\d+)/.exec(page.url())?.[1] ?? "";
  const patched = await pageApi(page, "PATCH", `/api/v1/conversations/${id}/`, {
    dlp_preference: "dont_send",
  });
  expect(patched.status).toBe(200);
  await page.reload();
  await chat.selectModel(MODEL.displayName);
  await chat.sendMessage(`Reach me at ${EMAIL}`);
  await expect(
    chat.toasts().filter({ hasText: "We've detected sensitive data in your message." }),
  ).toBeVisible();
  await expect(new DlpDialog(page).root).toHaveCount(0);
  await expect(chat.userMessages().filter({ hasText: "Reach me at" })).toHaveCount(0);
});

test("a page fetched for a {{url}} is checked too: its card and SSN are named under the page's address", async ({
  page,
}) => {
  const chat = await openChat(page);
  const panel = new ModelSettingsPage(page);
  const setUrlDetection = async (on: boolean) => {
    await panel.openBehavior();
    const toggle = panel.behaviorSwitch("explicit-url");
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", String(on));
    await page.getByTestId("behavior-settings.close").click();
  };
  await setUrlDetection(true);
  try {
    const url = `http://localhost:${PAGE_PORT}/secrets`;
    const dialog = new DlpDialog(page);
    await chat.sendMessage(`Summarise {{${url}}}`);
    await expect(dialog.root).toBeVisible({ timeout: 15_000 });
    const group = dialog.root.getByTestId("dlp.group-document");
    await expect(group).toContainText(url);
    await expect(group.getByTestId("dlp.entity")).toHaveCount(2);
    await expect(dialog.root).not.toContainText(SECRET_CARD);
    await page.screenshot({ path: test.info().outputPath("lead-dlp-page.png") });
    const before = providerSaw().length;
    await dialog.anonymize.click();
    const reply = chat.assistantReplies().last();
    await expect(reply).toHaveAttribute("data-status", "complete", { timeout: 30_000 });
    const sent = providerSaw().slice(before).join("\n");
    expect(sent).toContain("Payroll");
    expect(sent).toContain("[CARD_1]");
    expect(sent).not.toContain("4111");
    expect(sent).not.toContain(SECRET_SSN);
  } finally {
    await setUrlDetection(false);
  }
});
