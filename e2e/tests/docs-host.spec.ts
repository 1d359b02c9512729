// Help → Documentation (docs/product/shell.md § Top navigation bar) opens the docs host in the
// member's language: the product pages rendered by the server, in English under a notice in the
// member's language until translated, its own not-found page, no script and nothing the CSP refuses.
import type { Page } from "@playwright/test";
import { acmeOwner, acmeUrl, BASE_PORT } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { DocsPage } from "../pages/docs-page.ts";

const docsUrl = `http://docs.localhost:${BASE_PORT}`;

/** Console errors (a CSP refusal is one) and failed requests of a tab. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error") problems.push(`console: ${entry.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

test.describe("the docs host", () => {
  test("Help → Documentation opens the documentation in the member's language", async ({
    page,
    signInPage,
    shell,
  }) => {
    await signInPage.open(acmeUrl);
    await signInPage.signIn(acmeOwner.email, acmeOwner.password);
    await shell.language.selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    const tab = await shell.openDocumentation();
    const problems = watchProblems(tab);
    const docs = new DocsPage(tab);
    await expect(tab).toHaveURL(`${docsUrl}/fr/`);
    await expect(tab.locator("html")).toHaveAttribute("lang", "fr");
    await expect(docs.home).toHaveText("Documentation de Parley");
    await expect(docs.currentPage).toHaveText("Vue d’ensemble");
    await expect(docs.untranslated).toHaveText(
      "Cette page n’est pas encore traduite en français : elle s’affiche en anglais.",
    );
    await expect(docs.article.getByRole("heading", { level: 1 })).toHaveText("Parley product description");
    await tab.screenshot({ path: test.info().outputPath("docs-fr-index.png"), fullPage: false });

    // A page from the list, and a link between pages: the reader stays in French.
    await docs.openPage("Shell");
    await expect(tab).toHaveURL(`${docsUrl}/fr/shell`);
    await expect(docs.currentPage).toHaveText("Shell");
    await expect(docs.article.getByRole("heading", { level: 1 })).toHaveText("Shell");
    await docs.article.getByRole("link", { name: "snapshots.md" }).first().click();
    await expect(tab).toHaveURL(`${docsUrl}/fr/snapshots`);
    await expect(docs.untranslated).toBeVisible();
    await tab.screenshot({ path: test.info().outputPath("docs-fr-page.png"), fullPage: false });
    expect(problems).toEqual([]);

    // An unknown page is the docs host's own not-found page, whose link leads to the index.
    await tab.goto(`${docsUrl}/fr/nope`);
    await expect(docs.notFound).toContainText("Oups ! Page introuvable");
    await tab.screenshot({ path: test.info().outputPath("docs-fr-not-found.png") });
    await docs.notFoundIndex.click();
    await expect(tab).toHaveURL(`${docsUrl}/fr/`);
  });

  test.describe("for an Arabic browser", () => {
    test.use({ locale: "ar-EG" });

    test("the docs host's root opens the Arabic frame, right to left", async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(`${docsUrl}/`);
      await expect(page).toHaveURL(`${docsUrl}/ar/`);
      const docs = new DocsPage(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(docs.home).toHaveText("وثائق Parley");
      // The English text inside reads left to right.
      await expect(docs.article).toHaveAttribute("dir", "ltr");
      await page.screenshot({ path: test.info().outputPath("docs-ar-index.png") });
      expect(problems).toEqual([]);
    });
  });
});
