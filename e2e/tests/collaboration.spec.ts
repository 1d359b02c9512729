// Collaboration with two browser contexts (the acme owner and a colleague of acme): enable, join by
// link, each other's messages live, unread counts and mention flags (typed and picked from the '@'
// list), leave and rejoin, disable
// revoking the colleague at once; a globex member with the link is refused; My Collaborations.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { acmeOwner, acmeUrl, globexOwner, globexUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

// Two browsers, a server and seven other test runs share two cores: be patient.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A colleague of the owner, made for this run (a retry makes another). */
const colleague = {
  email: `cole-${Date.now()}@acme.test`,
  password: "e2e-cole-Password-1",
  name: "Cole Colleague",
};

interface Person {
  context: BrowserContext;
  page: Page;
  chat: ChatPage;
  collaboration: CollaborationPage;
}

async function signedIn(
  browser: Browser,
  baseUrl: string,
  who: { email: string; password: string },
  next: string,
): Promise<Person> {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open(baseUrl, `?next=${encodeURIComponent(next)}`);
  // The sign-in remote may take a while to arrive on a busy machine.
  await expect(signIn.workEmailButton.or(signIn.email)).toBeVisible();
  await signIn.signIn(who.email, who.password);
  return { context, page, chat: new ChatPage(page), collaboration: new CollaborationPage(page) };
}

/** JSON POST from the page with the CSRF header, refreshing the short-lived access token once. */
async function apiPost(page: Page, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = () =>
        decodeURIComponent(
          document.cookie
            .split("; ")
            .find((cookie) => cookie.startsWith("parley_csrf="))
            ?.slice("parley_csrf=".length) ?? "",
        );
      const call = (url: string, payload: unknown) =>
        fetch(url, {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": "application/json", "x-csrf-token": csrf() },
          body: JSON.stringify(payload),
        });
      let response = await call(path, body);
      if (response.status === 401) {
        await call("/api/v1/authentication/token/refresh/", {});
        response = await call(path, body);
      }
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );
}

function conversationIdOf(page: Page): string {
  return /\/conversations\/(\d+)/.exec(page.url())?.[1] ?? "";
}

test.describe.serial("collaboration between two members of acme", () => {
  let owner: Person;
  let cole: Person;
  let link = "";
  let conversationId = "";

  test.beforeAll(async ({ browser }) => {
    ops(
      ...["user", "create", "acme", colleague.email, "--name", colleague.name],
      ...["--role", "member", "--password", colleague.password],
    );
    owner = await signedIn(browser, acmeUrl, acmeOwner, "/conversations/new");
    await expect(owner.page).toHaveURL(/\/conversations\/new/);
  });

  test.afterAll(async () => {
    await owner?.context.close();
    await cole?.context.close();
  });

  test("the owner enables collaboration and copies the link", async () => {
    const { page, chat, collaboration } = owner;
    // The button is there from the start; before the first message it says what creates the conversation.
    await collaboration.button.click();
    const unsaved = page.getByTestId("collaboration.unsaved");
    await expect(unsaved).toContainText("Send the first message to create this conversation");
    await page.screenshot({ path: test.info().outputPath("collaboration-unsaved.png") });
    await unsaved.getByRole("button", { name: "Close" }).click();
    await expect(unsaved).toHaveCount(0);
    await chat.input.fill("Kick-off notes for the launch");
    await page.getByTestId("chat-box.send-non-ai").click();
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    conversationId = conversationIdOf(page);
    link = await collaboration.enable();
    expect(link).toBe(`${acmeUrl}/conversation/${link.split("/").at(-1)}`);
    const copy = page.getByTestId("collaboration.copy");
    await copy.click();
    await expect(copy).toHaveText("Copied!");
    await page.screenshot({ path: test.info().outputPath("h7-collaboration-dialog.png") });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The feedback lasts 2 seconds.
    await expect(copy).toHaveText("Copy link", { timeout: 4_000 });
    await collaboration.closeDialog();
  });

  test("a colleague joins by the link and both see each other's messages live", async ({ browser }) => {
    cole = await signedIn(browser, acmeUrl, colleague, new URL(link).pathname);
    await expect(cole.page).toHaveURL(new RegExp(`/conversations/${conversationId}$`));
    const first = cole.chat.userMessages().first();
    await expect(first).toContainText("Kick-off notes for the launch");
    await expect(first).toContainText(acmeOwner.name);
    // Both see two participants; the owner's page learns of the join without reloading.
    await expect(cole.collaboration.avatars).toHaveCount(2);
    await expect(owner.collaboration.avatars).toHaveCount(2);

    await cole.chat.input.fill("Hello from Cole");
    await cole.page.getByTestId("chat-box.send-non-ai").click();
    const seen = owner.chat.userMessages().filter({ hasText: "Hello from Cole" });
    await expect(seen).toHaveCount(1);
    await expect(seen).toContainText(colleague.name);

    await owner.chat.input.fill("Welcome aboard, Cole");
    await owner.page.getByTestId("chat-box.send-non-ai").click();
    await expect(cole.chat.userMessages().filter({ hasText: "Welcome aboard, Cole" })).toHaveCount(1);
  });

  test("the colleague cannot stop collaboration; away, they get unread counts and mention flags", async () => {
    await cole.collaboration.openDialog();
    await expect(cole.page.getByTestId("collaboration.enable")).toHaveCount(0);
    await expect(cole.page.getByTestId("collaboration.disable")).toHaveCount(0);
    await expect(cole.page.getByTestId("collaboration.leave")).toBeVisible();
    await cole.collaboration.closeDialog();

    // Cole moves to a new conversation: the shared one is not in view any more.
    await cole.page.getByTestId("sub-header.new").click();
    await expect(cole.page).toHaveURL(/\/conversations\/new/);
    const tag = cole.collaboration.unreadTag(conversationId);
    await expect(tag).toHaveCount(0);

    await owner.chat.input.fill("A plain update");
    await owner.page.getByTestId("chat-box.send-non-ai").click();
    await expect(tag).toHaveText("1");
    await owner.chat.input.fill(`@${colleague.name} could you check the numbers?`);
    await owner.page.getByTestId("chat-box.send-non-ai").click();
    await expect(tag).toHaveText("@ 2");

    // Opening the conversation reads it. (A full load: mf_conversations keeps the messages of a
    // conversation opened earlier in this page and does not refetch them when it is reopened.)
    await cole.page.goto(`${acmeUrl}/conversations/${conversationId}`);
    await expect(cole.chat.userMessages().filter({ hasText: "could you check the numbers?" })).toHaveCount(1);
    await expect(tag).toHaveCount(0);
  });

  test("the owner mentions the colleague from the '@' list: Tab picks, it goes to people only and flags them", async () => {
    await cole.page.getByTestId("sub-header.new").click();
    await expect(cole.page).toHaveURL(/\/conversations\/new/);
    const tag = cole.collaboration.unreadTag(conversationId);
    await expect(tag).toHaveCount(0);

    const { chat, page } = owner;
    const replies = await chat.assistantReplies().count();
    await chat.typeMention(colleague.name.slice(0, 3));
    await expect(chat.mentionOptions()).toHaveCount(1);
    await expect(chat.mentionOptions().first()).toContainText(colleague.name);
    await expect(chat.mentionOptions().first()).toHaveAttribute("aria-selected", "true");
    await page.screenshot({ path: test.info().outputPath("lead-mentions-list.png") });
    await chat.input.press("Tab");
    await expect(chat.input).toHaveValue(`@${colleague.name} `);
    await expect(chat.mentionOptions()).toHaveCount(0);
    await chat.input.pressSequentially("please sign off the budget");
    await expect(page.getByTestId("chat-box.hint")).toContainText("not sent to the AI");
    // Enter would ask the AI; a mention makes it a message to people only.
    await chat.input.press("Enter");
    const sent = chat.userMessages().filter({ hasText: "please sign off the budget" });
    await expect(sent).toHaveCount(1);
    await expect(tag).toHaveText("@ 1");
    await expect(chat.assistantReplies()).toHaveCount(replies);

    await cole.page.goto(`${acmeUrl}/conversations/${conversationId}`);
    await expect(cole.chat.userMessages().filter({ hasText: "please sign off the budget" })).toHaveCount(1);
    await expect(tag).toHaveCount(0);
  });

  test("the colleague leaves after confirming, and rejoins by the link", async () => {
    const { page, collaboration } = cole;
    await collaboration.openDialog();
    await page.getByTestId("collaboration.leave").click();
    await expect(page.getByTestId("collaboration.confirm")).toBeVisible();
    await collaboration.confirm();
    await expect(page).toHaveURL(/\/conversations\/new/);
    await expect(
      page.locator(`[data-testid='sidebar.item'][data-conversation-id='${conversationId}']`),
    ).toHaveCount(0);
    await expect(owner.collaboration.avatars).toHaveCount(0);

    await page.goto(`${acmeUrl}/conversations/${conversationId}`);
    await expect(page.getByTestId("chat.load-error")).toContainText(
      "Conversation does not exist or you do not have access to it!",
    );

    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/conversations/${conversationId}$`));
    await expect(cole.chat.userMessages().filter({ hasText: "Hello from Cole" })).toHaveCount(1);
    await expect(owner.collaboration.avatars).toHaveCount(2);
  });

  test("a member of another workspace with the link is refused", async ({ browser }) => {
    const gus = await signedIn(browser, globexUrl, globexOwner, "/conversations/new");
    try {
      await expect(gus.page).toHaveURL(/\/conversations\/new/);
      // On globex the slug names nothing.
      await gus.page.goto(`${globexUrl}${new URL(link).pathname}`);
      await expect(gus.page.getByTestId("toast").first()).toContainText(
        "Conversation does not exist or you do not have access to it!",
      );
      await expect(gus.page).toHaveURL(/\/conversations\/new/);
      // On acme's host the globex session counts for nothing: the sign-in page.
      await gus.page.goto(link);
      await expect(gus.page).toHaveURL(/\/sign-in/);
    } finally {
      await gus.context.close();
    }
  });

  test("disabling asks for confirmation and revokes the colleague at once", async () => {
    const { page, collaboration } = owner;
    await collaboration.openDialog();
    await page.getByTestId("collaboration.disable").click();
    await expect(page.getByTestId("collaboration.confirm")).toContainText(
      "Every collaborator loses access to this conversation at once",
    );
    await collaboration.confirm();
    await expect(page.getByTestId("collaboration.enable")).toBeVisible();
    await collaboration.closeDialog();
    await expect(collaboration.avatars).toHaveCount(0);

    // Cole's open page says so, without reloading.
    await expect(cole.collaboration.revoked).toContainText(
      "The owner stopped collaboration on this conversation. You no longer have access to it.",
    );
    await cole.page.getByTestId("collaboration.revoked-ok").click();
    await expect(cole.page).toHaveURL(/\/conversations\/new/);
    // The old link is dead.
    await cole.page.goto(link);
    await expect(cole.page).toHaveURL(/\/conversations\/new/);
  });

  test("My Collaborations pages, searches and sorts on the server, with three tabs", async () => {
    const { page, collaboration } = owner;
    const names: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const name = `Roadmap ${String(i).padStart(2, "0")}`;
      names.push(name);
      const sent = await apiPost(page, "/api/v1/messages/send/", { message: name, non_ai: "true" });
      expect(sent.status).toBe(200);
      const id = (sent.json as { data: { conversation_id: number } }).data.conversation_id;
      expect((await apiPost(page, "/api/v1/collaboration/enable/", { conversation_id: id })).status).toBe(
        200,
      );
    }
    const shared = await apiPost(page, "/api/v1/messages/send/", {
      message: "Budget review",
      non_ai: "true",
    });
    const sharedId = (shared.json as { data: { conversation_id: number } }).data.conversation_id;
    const enabled = await apiPost(page, "/api/v1/collaboration/enable/", { conversation_id: sharedId });
    const sharedLink = (enabled.json as { data: { access_link: string } }).data.access_link;

    await page.goto(`${acmeUrl}/my-collaborations`);
    await expect(collaboration.tab("active")).toHaveAttribute("aria-selected", "true");
    await expect(collaboration.rows).toHaveCount(10);
    await expect(collaboration.rows.first()).toContainText("Budget review");
    await expect(page.getByTestId("my-collaborations.range")).toHaveText("1–10 of 12");
    await page.getByTestId("my-collaborations.next").click();
    await expect(collaboration.rows).toHaveCount(2);
    await expect(collaboration.rows.last()).toContainText("Roadmap 01");
    await page.getByTestId("my-collaborations.page-size").selectOption("20");
    await expect(collaboration.rows).toHaveCount(12);

    await page.getByTestId("my-collaborations.sort-name").click();
    await expect(collaboration.rows.first()).toContainText("Budget review");
    await expect(collaboration.rows.nth(1)).toContainText("Roadmap 01");
    await page.getByTestId("my-collaborations.sort-name").click();
    await expect(collaboration.rows.first()).toContainText("Roadmap 11");

    await collaboration.search.fill("roadmap 0");
    await expect(collaboration.rows).toHaveCount(9);
    await collaboration.search.fill("no such thing");
    await expect(page.getByTestId("my-collaborations.empty")).toHaveText("Nothing matches your search.");
    await collaboration.search.fill("budget");
    await expect(collaboration.rows).toHaveCount(1);
    await collaboration.rows.first().getByTestId("my-collaborations.row-link").click();
    await expect(page).toHaveURL(new RegExp(`/conversations/${sharedId}$`));

    // Cole joins the budget review: it is shared with him, and only with him.
    await cole.page.goto(sharedLink);
    await expect(cole.page).toHaveURL(new RegExp(`/conversations/${sharedId}$`));
    await cole.page.goto(`${acmeUrl}/my-collaborations?t=shared`);
    await expect(cole.collaboration.tab("shared")).toHaveAttribute("aria-selected", "true");
    await expect(cole.collaboration.rows).toHaveCount(1);
    await expect(cole.collaboration.rows.first()).toContainText("Budget review");
    await expect(cole.collaboration.rows.first()).toContainText(acmeOwner.name);
    await cole.collaboration.tab("active").click();
    await expect(cole.page).toHaveURL(/\/my-collaborations$/);
    await expect(cole.page.getByTestId("my-collaborations.empty")).toContainText(
      "You have not started a collaboration yet.",
    );
    await cole.collaboration.tab("active").press("End");
    await expect(cole.page).toHaveURL(/\/my-collaborations\?t=public$/);
    await expect(cole.page.getByTestId("my-collaborations.empty")).toHaveText(
      "No snapshot is publicly shared yet.",
    );
    await cole.page.screenshot({ path: test.info().outputPath("h7-my-collaborations.png") });
  });
});
