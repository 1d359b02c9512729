// The share page's Continue dialog tells a workspace that exists but is not ready (suspended by ops)
// apart from one that does not exist: 'Your subdomain is not ready yet. Please try again later.' for
// the first, 'We cannot find your workspace. Please try again.' only for the second.
import { ops } from "../fixtures/ops.ts";
import { expect, test } from "../fixtures/test.ts";
import { publicSnapshot, SharePage } from "../pages/share-page.ts";

test("the Continue dialog says a suspended workspace is not ready and an unknown one cannot be found", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A run's own subdomain, suspended before anything asks for it.
  const subdomain = `notready-${Date.now().toString(36)}`;
  ops("workspace", "create", subdomain, "--name", "Not Ready");
  ops("workspace", "suspend", subdomain);

  const link = await publicSnapshot(page);
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  await view.goto(link);
  const share = new SharePage(view);
  await share.openContinueDialog();
  const field = share.continueDialog.getByTestId("share.continue-subdomain");
  const error = share.continueDialog.getByTestId("share.continue-error");

  await field.fill(subdomain);
  await field.press("Enter");
  await expect(error).toHaveText("Your subdomain is not ready yet. Please try again later.");
  await view.screenshot({ path: test.info().outputPath("share-continue-not-ready.png") });

  await field.fill(`${subdomain}-missing`);
  await field.press("Enter");
  await expect(error).toHaveText("We cannot find your workspace. Please try again.");
  await expect(view).toHaveURL(link);
  await visitor.close();
});
