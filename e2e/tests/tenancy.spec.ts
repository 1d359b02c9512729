import { request as httpRequest } from "node:http";
import { BASE_PORT, acmeOwner, acmeUrl, globexOwner, globexUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";

/** GET with an explicit Host header (browsers never let a page choose it). */
function getWithHost(path: string, host: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: BASE_PORT, path, headers: { host, cookie } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test.describe("tenancy", () => {
  test("acme's cookies do not open globex, in the browser or by changing the Host header", async ({
    context,
    page,
    signInPage,
    shell,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.expectSignedIn(acmeOwner.name);
    const acmeCookies = (await context.cookies(acmeUrl)).filter((c) => c.name.startsWith("parley_"));
    const cookieHeader = acmeCookies.map((c) => `${c.name}=${c.value}`).join("; ");

    // Control: the same request on acme's own host works, so the refusals below are about the tenant.
    const own = await getWithHost("/api/v1/members/detail", `acme.localhost:${BASE_PORT}`, cookieHeader);
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ email: acmeOwner.email });

    const forged = await getWithHost("/api/v1/members/detail", `globex.localhost:${BASE_PORT}`, cookieHeader);
    expect(forged.status).toBe(401);
    expect(forged.body).not.toContain(acmeOwner.email);

    // Copy acme's cookies onto globex's host in the browser: globex still asks to sign in.
    await context.addCookies(acmeCookies.map((c) => ({ ...c, domain: "globex.localhost" })));
    await page.goto(`${globexUrl}/conversations`);
    await expect(page).toHaveURL(/globex\.localhost.*\/sign-in/);
    await expect(page.getByTestId("sign-in.workspace-name")).toHaveText("Globex");
  });

  test("a globex member signs in to globex but not to acme", async ({ page, signInPage, shell }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(globexOwner.email, globexOwner.password);
    await expect(signInPage.error).toBeVisible();

    await signInPage.open(globexUrl);
    await signInPage.signIn(globexOwner.email, globexOwner.password);
    await expect(page).not.toHaveURL(/sign-in/);
    await shell.expectSignedIn(globexOwner.name);
  });
});
