import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { acmeOwner, acmeUrl, REALTIME_PORT } from "../fixtures/env.ts";
import { startNode } from "../fixtures/processes.ts";
import { ChatPage } from "../pages/chat-page.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("the realtime connection", () => {
  test("a message sent in one tab appears in the user's other tab without a reload", async ({
    page,
    signInPage,
    shell,
  }) => {
    test.setTimeout(240_000);
    await signInPage.open(acmeUrl, "?next=%2Fconversations%2Fnew");
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    const first = new ChatPage(page);
    await first.sendMessage("Opened in two tabs");
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    // The machine may be busy: a reply of the offline model takes about 8 s when it is not.
    expect(await first.waitForSettled(90_000)).toBe("complete");

    const other = await page.context().newPage();
    await other.goto(page.url());
    const second = new ChatPage(other);
    await expect(second.userMessages()).toHaveCount(1);
    await expect(other.getByTestId("nav.realtime-offline")).toHaveCount(0);

    await first.sendMessage("Live in the other tab");
    // The user message, then the reply streaming in and settling — all without a reload.
    await expect(second.userMessages().last()).toContainText("Live in the other tab");
    await expect(second.assistantReplies()).toHaveCount(2);
    await expect(second.assistantReplies().last()).toContainText("Echo", { timeout: 30_000 });
    await expect(second.assistantReplies().last()).toHaveAttribute("data-status", "complete", {
      timeout: 90_000,
    });
    await expect(second.sidebarItems.first()).toContainText("Opened in two tabs");
  });
});

test.describe("the realtime connection across a server restart", () => {
  // A server of its own: restarting the shared one would disturb the other specs.
  const port = REALTIME_PORT;
  const url = `http://acme.localhost:${port}`;
  let dataDir: string;
  let server: ChildProcess | undefined;

  const start = async () => {
    server = await startNode(
      "server/src/server.ts",
      {
        PORT: String(port),
        PARLEY_DATA_DIR: dataDir,
        PARLEY_DEMO_PASSWORD: acmeOwner.password,
        PARLEY_OFFLINE_CHUNK_DELAY_MS: "0",
        LOG_LEVEL: "warn",
      },
      `http://localhost:${port}/api/v1/core/gs-version`,
    );
  };
  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "parley-e2e-realtime-"));
    await start();
  });
  test.afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("shows the yellow dot while the server is down, reconnects, and misses nothing", async ({
    page,
    signInPage,
    shell,
  }) => {
    test.setTimeout(90_000);
    await signInPage.open(url, "?next=%2Fconversations%2Fnew");
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    const chat = new ChatPage(page);
    await chat.sendMessage("Before the restart");
    await expect(page).toHaveURL(/\/conversations\/\d+$/);
    expect(await chat.waitForSettled()).toBe("complete");
    const conversationId = Number(page.url().split("/").at(-1));
    const dot = page.getByTestId("nav.realtime-offline");
    await expect(dot).toHaveCount(0);

    await stop();
    await expect(dot).toBeVisible();
    // The socket error notice (after 500 ms, once per outage).
    await expect(chat.toasts().filter({ hasText: "Live updates are paused" })).toBeVisible();
    await start();

    // Written by another client before this tab's socket is back: the tab must still show it once
    // it reconnects (it refetches what it may have missed).
    const sendElsewhere = (text: string) =>
      page.evaluate(
        async ({ id, text }) => {
          const csrf = /(?:^|; )parley_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? "";
          const body = new FormData();
          body.set("message", text);
          body.set("non_ai", "true");
          body.set("conversation_id", String(id));
          const response = await fetch("/api/v1/messages/send/", {
            method: "POST",
            body,
            headers: { "x-csrf-token": csrf },
          });
          return response.status;
        },
        { id: conversationId, text },
      );
    expect(await sendElsewhere("Sent while you were away")).toBe(200);

    await expect(dot).toHaveCount(0, { timeout: 20_000 });
    await expect(chat.userMessages().last()).toContainText("Sent while you were away");
    // And live again: a message sent now from elsewhere arrives by the socket.
    expect(await sendElsewhere("Live after the restart")).toBe(200);
    await expect(chat.userMessages().last()).toContainText("Live after the restart");
    await page.screenshot({ path: test.info().outputPath("h6-realtime-recovered.png") });
  });
});
