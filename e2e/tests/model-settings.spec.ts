// Model parameters and behaviour settings end to end: a model on this spec's own fake OpenAI-compatible
// provider (it records every request), the settings sidebar's values reaching the provider, thinking
// hiding temperature, reset to defaults, behaviour toggles kept across a reload and rolled back on a
// failed save.
import { startFakeOpenAI, type FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import { acmeUrl, MODEL_SETTINGS_FAKE_PORT } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { ModelSettingsPage } from "../pages/model-settings-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import type { Page } from "@playwright/test";

/** MODEL_SETTINGS_FAKE_PORT and the nine after it belong to this spec (8210–8219 by default). */
const FAKE_PORT = MODEL_SETTINGS_FAKE_PORT;
const tuner = { email: "tuner@acme.test", password: "e2e-tuner-Password-1", name: "Tina Tuner" };
const MODEL = { name: "tuned-e2e", displayName: "Tuned E2E", providerModel: "fake-tuned" };
const PARAMETER_SCHEMA = {
  temperature: { type: "slider", min: 0, max: 2, default: 1, priority: 1 },
  max_tokens: { type: "number", min: 1, max: 4096, default: 1024, priority: 2 },
  top_p: { type: "slider", min: 0, max: 1, default: 1 },
  reasoning_effort: {
    type: "single_select",
    allowed_values: ["minimal", "low", "medium", "high"],
    default: "medium",
  },
  thinking: {
    type: "toggle_with_number",
    default: { type: "disabled" },
    budget_tokens: { min: 1024, max: 8000, default: 2048 },
  },
};

let fake: FakeOpenAI;
let modelId = 0;

function chatRequests(): Record<string, unknown>[] {
  return fake.requests
    .filter((r) => r.path === "/v1/chat/completions" && (r.body as { stream?: boolean }).stream === true)
    .map((r) => r.body as Record<string, unknown>);
}

async function signIn(page: Page): Promise<ChatPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open(acmeUrl, "?next=%2Fconversations%2Fnew");
  await signInPage.signIn(tuner.email, tuner.password);
  await expect(page).toHaveURL(/\/conversations\/new/);
  return new ChatPage(page);
}

test.beforeAll(async () => {
  fake = await startFakeOpenAI({
    port: FAKE_PORT,
    models: [MODEL.providerModel],
    // The title request (not streamed) gets a plain title.
    script: (request) => ({ text: request.stream === true ? "Tuned **bold** reply." : "Tuned conversation" }),
  });
  try {
    ops(
      ...["user", "create", "acme", tuner.email, "--name", tuner.name, "--role", "admin"],
      ...["--password", tuner.password],
    );
  } catch {
    // Made by an earlier run against the same server.
  }
});

test.afterAll(async () => {
  await fake.stop();
});

test.beforeEach(async ({ page }) => {
  await signIn(page);
  const created = await pageApi(page, "POST", "/api/v1/admin/models/", {
    name: MODEL.name,
    display_name: MODEL.displayName,
    source_type: "openai_compatible",
    provider_model: MODEL.providerModel,
    base_url: fake.baseURL,
    usage_note: "Tuned for **drafts**.",
    parameter_schema: PARAMETER_SCHEMA,
  });
  if (created.status === 201) modelId = (created.body as { id: number }).id;
  else {
    const list = (await pageApi(page, "GET", "/api/v1/admin/models/")).body as {
      results: { id: number; name: string }[];
    };
    modelId = list.results.find((m) => m.name === MODEL.name)?.id ?? 0;
  }
  expect(modelId, JSON.stringify(created)).toBeGreaterThan(0);
  // Every test starts from the defaults.
  expect((await pageApi(page, "DELETE", `/api/v1/models/${modelId}/settings/`)).status).toBe(200);
  await page.reload();
});

test("a temperature set in the sidebar reaches the provider's request", async ({ page }) => {
  const chat = new ChatPage(page);
  const settings = new ModelSettingsPage(page);
  await chat.selectModel(MODEL.displayName);
  await settings.openButton.click();
  await expect(page.getByTestId("model-settings.model-name")).toHaveText(MODEL.displayName);
  await expect(page.getByTestId("model-settings.provider")).toHaveText("OpenAI-compatible");
  await expect(page.getByTestId("model-settings.panel-overview").locator("strong")).toHaveText("drafts");
  await settings.parametersTab.click();

  await settings.paramInput("temperature").fill("2.5");
  await expect(page.getByTestId("model-settings.param.temperature-input-error")).toHaveText(
    "Value must be between 0 and 2",
  );
  await settings.setNumber("temperature", "0.42", modelId);
  await page.getByTestId("model-settings.param.reasoning_effort").selectOption("high");
  await settings.setNumber("max_tokens", "777", modelId, "number");
  await page.screenshot({ path: test.info().outputPath("h8-model-settings-en.png") });

  await chat.sendAndSettle("What is the temperature?");
  expect(chatRequests().at(-1)).toMatchObject({
    temperature: 0.42,
    max_tokens: 777,
    reasoning_effort: "high",
  });

  // Saved on the server: a reload shows the same values.
  await page.reload();
  await settings.openParameters();
  await expect(settings.paramInput("temperature")).toHaveValue("0.42");
});

test("thinking hides temperature and leaves it out of the request; reset to defaults", async ({ page }) => {
  const chat = new ChatPage(page);
  const settings = new ModelSettingsPage(page);
  await chat.selectModel(MODEL.displayName);
  await settings.openParameters();
  await settings.setNumber("temperature", "0.3", modelId);
  await expect(settings.param("temperature")).toBeVisible();
  await settings.param("thinking").click();
  await expect(settings.param("temperature")).toHaveCount(0);
  await expect(settings.param("top_p")).toHaveCount(0);
  const budget = page.getByTestId("model-settings.param.thinking-budget");
  await budget.fill("50");
  await expect(page.getByTestId("model-settings.param.thinking-budget-error")).toHaveText(
    "Token budget must be between 1024 and 8000",
  );
  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.ok());
  await budget.fill("3000");
  await saved;

  await chat.sendAndSettle("Think first");
  const request = chatRequests().at(-1) ?? {};
  expect(request).not.toHaveProperty("temperature");
  expect(request).not.toHaveProperty("top_p");
  expect(request.max_tokens).toBe(1024);

  await settings.resetAll.click();
  await expect(settings.param("temperature")).toBeVisible();
  await expect(settings.paramInput("temperature")).toHaveValue("1");
  await expect(settings.param("thinking")).toHaveAttribute("aria-checked", "false");
  await chat.sendAndSettle("After the reset");
  expect(chatRequests().at(-1)).toMatchObject({ temperature: 1, max_tokens: 1024 });
});

test("behaviour toggles switch at once and persist across a reload", async ({ page }) => {
  const settings = new ModelSettingsPage(page);
  await settings.openBehavior();
  await expect(settings.behaviorButton).toContainText("Commentary");
  const latex = settings.behaviorSwitch("latex-view");
  const url = settings.behaviorSwitch("explicit-url");
  const initialLatex = await latex.getAttribute("aria-checked");
  const next = initialLatex === "true" ? "false" : "true";
  const saved = page.waitForResponse((r) => r.url().includes("/behavior_settings/") && r.ok());
  await latex.click();
  await expect(latex).toHaveAttribute("aria-checked", next);
  await saved;
  const savedUrl = page.waitForResponse((r) => r.url().includes("/behavior_settings/") && r.ok());
  await url.click();
  await savedUrl;
  // Sections fold, and stay folded.
  await page.getByTestId("behavior-settings.toggle-agentic").click();
  await page.screenshot({ path: test.info().outputPath("h8-behavior-en.png") });

  await page.reload();
  await expect(settings.behaviorPanel).toBeVisible();
  await expect(latex).toHaveAttribute("aria-checked", next);
  await expect(url).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("behavior-settings.toggle-agentic")).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  // Back as it was for other tests.
  const restored = page.waitForResponse((r) => r.url().includes("/behavior_settings/") && r.ok());
  await latex.click();
  await restored;
  const restoredUrl = page.waitForResponse((r) => r.url().includes("/behavior_settings/") && r.ok());
  await url.click();
  await restoredUrl;
  await page.getByTestId("behavior-settings.toggle-agentic").click();
});

test("Markdown view off shows assistant replies as plain text, at once", async ({ page }) => {
  const chat = new ChatPage(page);
  const settings = new ModelSettingsPage(page);
  await chat.selectModel(MODEL.displayName);
  const reply = await chat.sendAndSettle("Format something");
  await expect(reply.locator("strong")).toHaveText("bold");
  await settings.openBehavior();
  const markdown = settings.behaviorSwitch("markdown-view");
  await expect(markdown).toHaveAttribute("aria-checked", "true");
  const saved = page.waitForResponse((r) => r.url().includes("/behavior_settings/") && r.ok());
  await markdown.click();
  await expect(reply).toContainText("Tuned **bold** reply.");
  await expect(reply.locator("strong")).toHaveCount(0);
  await saved;
  const restored = page.waitForResponse((r) => r.url().includes("/behavior_settings/") && r.ok());
  await markdown.click();
  await restored;
  await expect(reply.locator("strong")).toHaveText("bold");
});

test("a failed save rolls the toggle back with the spec's toast", async ({ page }) => {
  const settings = new ModelSettingsPage(page);
  await settings.openBehavior();
  const commentary = settings.behaviorSwitch("commentary");
  const before = await commentary.getAttribute("aria-checked");
  await page.route("**/api/v1/members/behavior_settings/", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"message":"down"}}' }),
  );
  await commentary.click();
  await expect(
    page.getByTestId("toast").filter({ hasText: "Failed to update setting. Please try again." }),
  ).toBeVisible();
  await expect(commentary).toHaveAttribute("aria-checked", before ?? "false");
  await page.unroute("**/api/v1/members/behavior_settings/");
});

test("the sidebars in Arabic", async ({ page }) => {
  const chat = new ChatPage(page);
  const settings = new ModelSettingsPage(page);
  await page.goto(`${acmeUrl}/conversations/new?locale=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await chat.selectModel(MODEL.displayName);
  await settings.openParameters();
  await expect(settings.resetAll).toHaveText("إعادة التعيين إلى الإعدادات الافتراضية");
  await page.screenshot({ path: test.info().outputPath("h8-model-settings-ar.png") });
  await settings.openBehavior();
  await expect(page.getByTestId("behavior-settings.panel")).toContainText("إعدادات السلوك");
  await page.screenshot({ path: test.info().outputPath("h8-behavior-ar.png") });
});
