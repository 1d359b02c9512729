import { expect, test } from "../fixtures/test.ts";
import { acmeOwner, BASE_PORT, HELPER_PORT, rootUrl } from "../fixtures/env.ts";

/** The user host: the same for every workspace, it names none (docs/product/shell.md § Hosts and users). */
const userUrl = `http://user.localhost:${BASE_PORT}`;

test.describe("the user host", () => {
  test("its main-layout routes lead to the workspace finder, which carries the page to the workspace", async ({
    page,
    signInPage,
    shell,
  }) => {
    await page.goto(`${userUrl}/routines?tab=2`);
    await expect(page).toHaveURL(`${userUrl}/sign-in?next=%2Froutines%3Ftab%3D2`);
    await expect(signInPage.subdomainInput).toBeVisible();
    // The workspaces are siblings of the user host, not its children.
    await expect(page.getByText(`.localhost:${BASE_PORT}`, { exact: true })).toBeVisible();
    await expect(shell.userMenu).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("user-host-finder.png") });

    await signInPage.findWorkspace("acme");
    await expect(page).toHaveURL(/^http:\/\/acme\.localhost:\d+\/sign-in\?next=%2Froutines%3Ftab%3D2$/);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    await expect(page).toHaveURL(/\/routines\?tab=2$/);
  });

  test("the home page and the settings redirect too, and the password pages are served as they are", async ({
    page,
    signInPage,
  }) => {
    await page.goto(`${userUrl}/`);
    await expect(page).toHaveURL(`${userUrl}/sign-in`);
    await page.goto(`${userUrl}/account-settings`);
    await expect(page).toHaveURL(`${userUrl}/sign-in?next=%2Faccount-settings`);
    await expect(signInPage.subdomainInput).toBeVisible();
    await page.goto(`${userUrl}/no/such/page`);
    await expect(page.getByTestId("not-found.back-home")).toBeVisible();
  });

  test("starts the helper-app call with the page: the helper's status is asked on its port", async ({
    page,
  }) => {
    const helperCall = page.waitForRequest((request) =>
      request.url().startsWith(`http://127.0.0.1:${HELPER_PORT}/`),
    );
    await page.goto(`${userUrl}/conversations/new`);
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    const request = await helperCall;
    expect(request.method()).toBe("GET");
  });

  test("localhost with the user-sign-in query is the user host too", async ({ page, signInPage }) => {
    const helperCall = page.waitForRequest((request) =>
      request.url().startsWith(`http://127.0.0.1:${HELPER_PORT}/`),
    );
    await page.goto(`${rootUrl}/conversations?user-sign-in`);
    await expect(page).toHaveURL(`${rootUrl}/sign-in?next=%2Fconversations&user-sign-in=`);
    await expect(signInPage.subdomainInput).toBeVisible();
    await helperCall;
  });

  test("the root domain without the query is not: its pages make no helper call", async ({
    page,
    signInPage,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.startsWith(`http://127.0.0.1:${HELPER_PORT}/`) || url.includes("/api/v1/desktop-tools/helper/"))
        calls.push(url);
    });
    await page.goto(`${rootUrl}/conversations`);
    await expect(page).toHaveURL(`${rootUrl}/sign-in?next=%2Fconversations`);
    await expect(signInPage.subdomainInput).toBeVisible();
    // The user host's agent asks the helper's settings as soon as it mounts; give it the time it took there.
    await page.waitForTimeout(3000);
    expect(calls).toEqual([]);
  });
});
