import { expect, type Locator, type Page } from "@playwright/test";
import { fakeMarker, registerFakeReply } from "@parley/test-fakes/scripted-replies";
import { HOSTILE } from "../fixtures/hostile-markdown.ts";
import { openFakeProviderChat } from "./chat-page.ts";
import { CollaborationPage } from "./collaboration-page.ts";
import { SnapshotsPage } from "./snapshots-page.ts";

/** The share host's server-rendered snapshot page and the mf_share dialogs over it. */
export class SharePage {
  readonly page: Page;
  readonly title: Locator;
  readonly created: Locator;
  readonly messages: Locator;
  readonly notFound: Locator;
  readonly viewButton: Locator;
  readonly continueButton: Locator;
  readonly viewDialog: Locator;
  readonly continueDialog: Locator;
  /** Every message part's text, rendered and as written (one of the two shows). */
  readonly contents: Locator;
  /** The senders' names above the messages. */
  readonly senders: Locator;
  /** Code blocks in the rendered markdown. */
  readonly codeBlocks: Locator;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByTestId("share.title");
    this.created = page.getByTestId("share.created");
    this.messages = page.getByTestId("share.message");
    this.notFound = page.getByTestId("not-found");
    this.viewButton = page.getByTestId("share.view-settings");
    this.continueButton = page.getByTestId("share.continue");
    this.viewDialog = page.getByTestId("share.view-dialog");
    this.continueDialog = page.getByTestId("share.continue-dialog");
    this.contents = page.locator(".share-content");
    this.senders = page.locator(".share-sender");
    this.codeBlocks = page.locator(".share-markdown pre");
  }

  /** The direction an element is laid out in ("ltr" or "rtl"), after dir="auto" is resolved. */
  direction(element: Locator): Promise<string> {
    return element.evaluate((node) => getComputedStyle(node).direction);
  }

  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async openViewDialog(): Promise<void> {
    await this.viewButton.click();
    await expect(this.viewDialog).toBeVisible({ timeout: 30_000 });
  }

  /** Sets a view switch (markdown or latex) in the open view dialog. */
  async setView(which: "markdown" | "latex", on: boolean): Promise<void> {
    const toggle = this.viewDialog.getByTestId(`share.view-${which}`);
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", String(on));
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await expect(this.viewDialog.or(this.continueDialog)).toHaveCount(0);
  }

  async openContinueDialog(): Promise<void> {
    await this.continueButton.click();
    await expect(this.continueDialog).toBeVisible({ timeout: 30_000 });
  }
}

const FORMULA_REPLY = "The answer is:\n\n$$\nE = mc^2\n$$\n\nand inline $a^2 + b^2 = c^2$, **bold** text.";

/** Makes a conversation (a hostile prompt, a reply with formulas) and a public snapshot of it. */
export async function publicSnapshot(page: Page): Promise<string> {
  await registerFakeReply("share-formulas", { text: FORMULA_REPLY });
  const chat = await openFakeProviderChat(page);
  const reply = await chat.sendAndSettle(`${HOSTILE}\n\n${fakeMarker("share-formulas")}`);
  await expect(reply).toHaveAttribute("data-status", "complete");
  const collaboration = new CollaborationPage(page);
  await collaboration.openDialog();
  const snapshots = new SnapshotsPage(page);
  const link = await snapshots.publish(await snapshots.create(false));
  await collaboration.closeDialog();
  return link;
}
