// A member connects a knowledge-source account from the behaviour panel through the service's OAuth
// sign-in (a fake service on loopback that approves at once), sees Knowledge On, and removes the
// account again after the spec's confirmation.
import { acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { DlpDialog } from "../pages/dlp-dialog.ts";
import { ModelSettingsPage } from "../pages/model-settings-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

test.describe.configure({ timeout: 120_000 });

const member = {
  email: "kai.knowledge@acme.test",
  password: "e2e-knowledge-Password-1",
  name: "Kai Knowledge",
};

test.beforeAll(() => {
  try {
    ops("user", "create", "acme", member.email, "--name", member.name, "--password", member.password);
  } catch {
    // Made by an earlier run against the same server.
  }
});

test("connect a knowledge-source account through its sign-in, then remove it", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await signIn.signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/conversations\/new$/, { timeout: 30_000 });
  const panel = new ModelSettingsPage(page);
  const knowledge = page.getByTestId("chat-box.behavior-knowledge");
  await expect(knowledge).toHaveText("Knowledge Off");

  await panel.openBehavior();
  await page.getByTestId("knowledge.connect").click();
  // Through the service and back: the outcome is said, and taken out of the address.
  await expect(page.getByText("Knowledge-source account connected.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/conversations\/new$/);
  await expect(knowledge).toHaveText("Knowledge On");

  // Its answer to a message is checked by DLP as its own group (the note names a contact).
  const chat = new ChatPage(page);
  await chat.sendMessage("What is the Q3 revenue target?");
  const dlp = new DlpDialog(page);
  await expect(dlp.root).toBeVisible({ timeout: 15_000 });
  await expect(dlp.root.getByTestId("dlp.group-knowledge")).toContainText("gr•••st");
  await page.screenshot({ path: test.info().outputPath("lead-knowledge-dlp.png") });
  await dlp.dontSend.click();
  await expect(dlp.root).toHaveCount(0);

  await panel.openBehavior();
  const account = page.getByTestId("knowledge.account");
  await expect(account).toContainText("Ada Knowledge");
  await expect(account).toContainText("ada@knowledge.test");
  await page.screenshot({ path: test.info().outputPath("lead-knowledge-connected.png") });
  await page.getByTestId("knowledge.remove").click();
  const dialog = page.getByRole("dialog", { name: "Remove Ada Knowledge" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(page.getByText("The knowledge-source integration was removed.")).toBeVisible();
  await expect(knowledge).toHaveText("Knowledge Off");
  await expect(page.getByTestId("knowledge.connect")).toBeVisible();
});
