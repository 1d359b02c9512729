import { acmeOwner, acmeUrl, BASE_PORT, FAKE_MODEL } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { AdminModelsPage, AdminSitePage } from "../pages/admin-site-page.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

const adminUrl = `http://admin.localhost:${BASE_PORT}`;

test("a model the admin tags 'Image generation' is listed under Images in the chat's model dropdown", async ({
  page,
  browser,
  signInPage,
}) => {
  await page.goto(`${adminUrl}/models?account=acme&locale=en`);
  await signInPage.signIn(acmeOwner.email, acmeOwner.password);
  await expect(new AdminSitePage(page).title).toHaveText("Models");
  const models = new AdminModelsPage(page);
  await models.add.click();
  await models.dialog.getByTestId("model.name").fill("fake-painter");
  await models.dialog.getByTestId("model.display-name").fill("Fake Painter");
  await models.dialog.getByTestId("model.source").selectOption("openai_compatible");
  await models.dialog.getByTestId("model.provider-model").fill(FAKE_MODEL.name);
  await models.dialog.getByRole("checkbox", { name: "Image generation" }).check();
  await models.dialog.getByTestId("model.save").click();
  await expect(models.row("fake-painter")).toContainText("Fake Painter");

  const member = await browser.newContext();
  const chatPage = await member.newPage();
  await chatPage.goto(`${acmeUrl}/conversations/new`);
  await new SignInPage(chatPage).signIn(acmeOwner.email, acmeOwner.password);
  const chat = new ChatPage(chatPage);
  await expect(chat.modelButton).toBeEnabled({ timeout: 30_000 });
  await chat.modelButton.click();
  const images = chatPage.getByRole("group", { name: "Images" });
  await expect(images).toBeVisible();
  await expect(images.getByRole("option")).toHaveText(["Fake Painter"]);
  await chatPage.screenshot({ path: test.info().outputPath("model-dropdown-images.png") });
  await chatPage.keyboard.press("Escape");
  await member.close();

  // Put things back: the model is switched off for the worker's later tests.
  await models.row("fake-painter").getByTestId("models.enabled").click();
  await expect(models.row("fake-painter").getByTestId("models.enabled")).not.toBeChecked();
});
