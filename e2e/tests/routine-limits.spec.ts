// Security round 3 in Chromium: a member who already owns as many routines as one may (the default
// cap, PARLEY_ROUTINES_PER_MEMBER) tries to schedule one more in the editor and reads why it was
// refused — the cap named in their language's catalogue, not 'Something went wrong'.
import type { Page } from "@playwright/test";
import { acmeUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { RoutinesPage, startAt } from "../pages/routines-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";

// Its own member: the routines it fills up to the cap touch no other spec.
const member = { email: "casey.cap@acme.test", password: "e2e-casey-Password-1", name: "Casey Cap" };
const DAY = 24 * 60 * 60_000;

test.beforeAll(() => {
  try {
    ops(
      ...["user", "create", "acme", member.email, "--name", member.name],
      ...["--role", "member", "--password", member.password],
    );
  } catch {
    // Made by an earlier worker of this run (a retry starts a new one).
  }
});

/** A whole-minute start two days after the server's clock, as the API and the dialog want it. */
async function laterStart(page: Page): Promise<Date> {
  const clock = await pageApi(page, "GET", "/api/v1/test/clock/");
  expect(clock.status).toBe(200);
  const at = Date.parse((clock.body as { now: string }).now) + 2 * DAY;
  return new Date(Math.ceil(at / 60_000) * 60_000);
}

test("one routine more than the cap is refused in the editor with the cap named", async ({ page }) => {
  test.setTimeout(120_000);
  const signIn = new SignInPage(page);
  await signIn.open(acmeUrl, "?next=%2Froutines");
  await signIn.signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/routines/);
  const routines = new RoutinesPage(page);

  const models = await pageApi(page, "GET", "/api/v1/models/");
  const offline = (models.body as { results: { id: number; is_offline: boolean }[] }).results.find(
    (model) => model.is_offline,
  );
  expect(offline).toBeDefined();
  const start = (await laterStart(page)).toISOString().slice(0, 16);
  // Fill up to the cap through the API: the first refusal names it.
  const made: number[] = [];
  let refused: { status: number; body: unknown } | undefined;
  for (let i = 0; i < 100 && refused === undefined; i++) {
    const res = await pageApi(page, "POST", "/api/v1/routines/", {
      content: `Filler ${i}`,
      model_id: offline?.id,
      start_date: start,
      schedule: null,
      timezone: "UTC",
    });
    if (res.status === 201) made.push((res.body as { id: number }).id);
    else refused = res;
  }
  expect(refused?.status).toBe(409);
  const max = made.length;

  await page.reload();
  await expect(routines.newRoutine).toBeVisible();
  await routines.newRoutine.click();
  await routines.draft("One routine too many", "Offline demo");
  await routines.setStart(startAt(await laterStart(page)));
  await routines.submit();
  await expect(routines.dialog.getByTestId("schedule.error")).toHaveText(
    `You already have ${max} routines, the most one member may have. Delete one to create another.`,
  );
  await expect(page).toHaveURL(/\/routines\/new$/);
  await page.screenshot({ path: test.info().outputPath("routine-limit.png") });

  for (const id of made) expect((await pageApi(page, "DELETE", `/api/v1/routines/${id}/`)).status).toBe(204);
});
