// Snapshots from the collaborate/share dialog in Chromium against the real server: made with names
// and anonymized (the name "Fay Fake" replaced, the word "fake" kept), published, read without an
// account (a fresh context, no cookies) through the public API, frozen, made private (gone on the next
// request), deleted in two steps.
import { request as playwrightRequest } from "@playwright/test";
import type { PublicSnapshot } from "@parley/shared-contracts/api/snapshots";
import { fakeProviderUser, rootUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { CollaborationPage } from "../pages/collaboration-page.ts";
import { SnapshotsPage } from "../pages/snapshots-page.ts";

/** A public snapshot as a visitor without an account reads it (no cookies at all). */
async function readAnonymously(link: string): Promise<{ status: number; body: PublicSnapshot | undefined }> {
  const uuid = link.split("/c/")[1] ?? "";
  // Node cannot resolve *.localhost; the public read needs no workspace host.
  const visitor = await playwrightRequest.newContext({ baseURL: rootUrl });
  try {
    const response = await visitor.get(`/api/v1/conversations/snapshot/${uuid}/`);
    return {
      status: response.status(),
      body: response.ok() ? ((await response.json()) as PublicSnapshot) : undefined,
    };
  } finally {
    await visitor.dispose();
  }
}

test("a snapshot is made, published, read without an account, frozen, made private and deleted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const chat = await openFakeProviderChat(page);
  await chat.input.fill("Launch plan: ship on Monday, $$E = mc^2$$");
  await page.getByTestId("chat-box.send-non-ai").click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  const collaboration = new CollaborationPage(page);
  await collaboration.openDialog();
  const snapshots = new SnapshotsPage(page);
  await expect(page.getByTestId("snapshots.empty")).toBeVisible();

  const named = await snapshots.create(false);
  await expect(named).toContainText("With names");
  const link = await snapshots.publish(named);
  expect(link).toMatch(/^http:\/\/share\.localhost:\d+\/c\/[0-9a-f-]{36}$/);
  await page.screenshot({ path: test.info().outputPath("snapshots-dialog.png") });

  const read = await readAnonymously(link);
  expect(read.status).toBe(200);
  const messages = read.body?.conversation_data.messages ?? [];
  expect(messages.map((m) => m.content)).toEqual(["Launch plan: ship on Monday, $$E = mc^2$$"]);
  expect(messages[0]?.sender?.name).toBe(fakeProviderUser.name);

  // Frozen: a later message does not show in it.
  await collaboration.closeDialog();
  await chat.input.fill(`An afterthought: the fake data is fine, ${fakeProviderUser.name}`);
  await page.getByTestId("chat-box.send-non-ai").click();
  await expect(chat.userMessages()).toHaveCount(2);
  expect((await readAnonymously(link)).body?.conversation_data.messages).toHaveLength(1);

  // Anonymized: the sender's name is gone, the common word in it stays.
  await collaboration.openDialog();
  const anonymized = await snapshots.create(true);
  await expect(anonymized).toContainText("Anonymized");
  const anonymousLink = await snapshots.publish(anonymized);
  const anonymousRead = await readAnonymously(anonymousLink);
  expect(JSON.stringify(anonymousRead.body)).not.toContain(fakeProviderUser.name);
  expect(anonymousRead.body?.conversation_data.messages[0]?.sender?.name).toBe("Participant 1");
  expect(anonymousRead.body?.conversation_data.messages[1]?.content).toBe(
    "An afterthought: the fake data is fine, Participant 1",
  );

  // Private: not found on the next request. Deleted in two steps.
  const row = snapshots.rows.filter({ hasText: "With names" });
  await row.getByTestId("snapshot.public").click();
  await expect(row.getByTestId("snapshot.link")).toHaveCount(0);
  expect((await readAnonymously(link)).status).toBe(404);
  await row.getByTestId("snapshot.delete").click();
  await row.getByTestId("snapshot.confirm-delete").click();
  await expect(snapshots.rows).toHaveCount(1);
  await expect(snapshots.rows.first()).toContainText("Anonymized");
});
