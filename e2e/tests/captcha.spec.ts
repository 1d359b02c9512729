import { expect, test } from "../fixtures/test.ts";
import { acmeOwner, acmeUrl } from "../fixtures/env.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { ForgotPasswordPage } from "../pages/password-pages.ts";

const CHALLENGE = "**/api/v1/authentication/captcha/**";

/** The solution a form sent (base64 of its JSON). */
const decode = (field: string | null) =>
  JSON.parse(Buffer.from(field ?? "", "base64").toString()) as {
    number: number;
    salt: string;
  };

// The e2e server asks sign-in, forgot password and sign-up for Parley's proof of work (worker-server.ts).
test.describe("the proof-of-work captcha", () => {
  test("sign-in solves it in the page, says so meanwhile, and the server takes each solution once", async ({
    page,
    signInPage,
    shell,
  }) => {
    // Held a moment so the page's line can be seen; the search itself takes milliseconds here.
    await page.route(CHALLENGE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const login = page.waitForRequest((request) => request.url().includes("/api/v1/authentication/login/"));
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await expect(signInPage.captchaChecking).toHaveText("Running a quick security check…");
    await expect(signInPage.submit).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath("sign-in-checking.png") });
    const sent = new URLSearchParams((await login).postData() ?? "").get("captcha");
    const solution = decode(sent);
    expect(solution.salt).toMatch(/&form=login$/);
    await shell.expectSignedIn(acmeOwner.name);

    // The same solution again, from the signed-in page: spent.
    const replay = await page.evaluate(async (captcha) => {
      const body = new URLSearchParams({
        login: "owner@acme.test",
        password: "x".repeat(8),
        js_timezone: "UTC",
        captcha: captcha ?? "",
      });
      const csrf = decodeURIComponent(/(?:^|; )parley_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? "");
      const response = await fetch("/api/v1/authentication/login/", {
        method: "POST",
        body,
        headers: { "x-csrf-token": csrf },
      });
      return { status: response.status, type: ((await response.json()) as { type?: string }).type };
    }, sent);
    expect(replay).toEqual({ status: 400, type: "captcha_failed" });
  });

  test("a sign-in without a solution is refused with the catalogue's message", async ({ page }) => {
    await page.goto(`${acmeUrl}/sign-in`);
    const answer = await pageApi(page, "POST", "/api/v1/authentication/login/", {
      login: acmeOwner.email,
      password: acmeOwner.password,
      js_timezone: "UTC",
      captcha: "",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: "captcha_failed" });
  });

  test("forgot password solves its own form's challenge", async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    const challenges: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/authentication/captcha/"))
        challenges.push(new URL(request.url()).search);
    });
    await forgot.open(acmeUrl);
    await forgot.request("nobody@acme.test");
    await expect(forgot.sentTitle).toBeVisible();
    expect(challenges).toEqual(["?form=reset"]);
  });
});
