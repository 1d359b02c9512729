// Routines end to end (mf_routines against the real server and its pg-boss scheduler): a routine made
// in the editor fires when the server's test clock passes its start, its answer shows in the routine's
// conversation below the editor, and it is Done after its last occurrence; the spec's validation
// messages; /routine/{slug} links; another workspace cannot read it. Time moves only on the server
// (PARLEY_TEST_CLOCK), so every start is chosen from the server's clock, never the browser's.
import { acmeUrl, globexOwner, globexUrl } from "../fixtures/env.ts";
import { ops } from "../fixtures/ops.ts";
import { pageApi } from "../fixtures/page-api.ts";
import { expect, test } from "../fixtures/test.ts";
import { RoutinesPage, startAt } from "../pages/routines-page.ts";
import { SignInPage } from "../pages/sign-in-page.ts";
import type { Page } from "@playwright/test";

// Its own member: password-reset.spec.ts changes the password of rita@acme.test.
const member = { email: "rory.routine@acme.test", password: "e2e-rory-Password-1", name: "Rory Routine" };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The offline model's signature line (mf-conversations shows it under every offline reply). */
const OFFLINE_REPLY = /written on this server without any network/;

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

async function signIn(
  page: Page,
  url: string,
  who: { email: string; password: string },
): Promise<RoutinesPage> {
  const signInPage = new SignInPage(page);
  await signInPage.open(url, "?next=%2Froutines");
  await signInPage.signIn(who.email, who.password);
  await expect(page).toHaveURL(/\/routines/);
  return new RoutinesPage(page);
}

/** The server's clock (the test clock; other specs may have moved it). */
async function serverNow(page: Page): Promise<number> {
  const clock = await pageApi(page, "GET", "/api/v1/test/clock/");
  expect(clock.status).toBe(200);
  return Date.parse((clock.body as { now: string }).now);
}

/** Moves the server's clock to `at` (never back) and dispatches what is due. */
async function advanceTo(page: Page, at: number): Promise<void> {
  const now = await serverNow(page);
  const moved = await pageApi(page, "POST", "/api/v1/test/clock/advance/", { ms: Math.max(0, at - now) });
  expect(moved.status).toBe(200);
}

/** A whole minute at least `ahead` ms after the server's now. */
async function minuteAfter(page: Page, ahead: number): Promise<Date> {
  const at = (await serverNow(page)) + ahead;
  return new Date(Math.ceil(at / MINUTE) * MINUTE);
}

test.describe("routines", () => {
  test("a routine scheduled in the editor fires on time, answers in its conversation, and is Done after its last occurrence", async ({
    page,
  }) => {
    const routines = await signIn(page, acmeUrl, member);
    await expect(routines.newRoutine).toBeVisible();
    await routines.draft("Summarise last week's incidents", "Offline demo");
    const start = await minuteAfter(page, 10 * MINUTE);
    await routines.setStart(startAt(start));
    await routines.repeatDaily(1, 2);
    await routines.submit();

    await expect(page).toHaveURL(/\/routines\/\d+$/);
    const id = Number(/\/routines\/(\d+)$/.exec(page.url())?.[1]);
    const item = routines.items.and(page.locator(`[data-routine-id="${id}"]`));
    await expect(item).toContainText("Summarise last week");
    await expect(item.getByTestId("sidebar.status")).toHaveText("Running");
    await expect(routines.status).toHaveText("Running");
    await expect(page.getByTestId("routine-editor.next-run")).toContainText("(UTC)");
    await expect(routines.total).toHaveText("0");
    await expect(routines.editor.getByRole("button", { name: "Edit" })).toBeVisible();

    // The first occurrence: the content is posted as the member, the offline model answers.
    await advanceTo(page, start.getTime() + 30_000);
    await expect(routines.chat.getByText(OFFLINE_REPLY)).toHaveCount(1, { timeout: 30_000 });
    await expect(routines.chat.getByRole("article", { name: new RegExp(member.name) })).toContainText(
      "Summarise last week's incidents",
    );
    await expect(routines.total).toHaveText("1", { timeout: 20_000 });
    await expect(routines.status).toHaveText("Running");

    // The second and last: two answers, Done, no next run; the sidebar's poll says Done too.
    await advanceTo(page, start.getTime() + DAY + 30_000);
    await expect(routines.chat.getByText(OFFLINE_REPLY)).toHaveCount(2, { timeout: 30_000 });
    await expect(routines.total).toHaveText("2", { timeout: 20_000 });
    await expect(routines.status).toHaveText("Done");
    await expect(item.getByTestId("sidebar.status")).toHaveText("Done", { timeout: 20_000 });

    // Later days bring nothing more.
    await advanceTo(page, start.getTime() + 3 * DAY);
    await page.reload();
    await expect(routines.status).toHaveText("Done");
    await expect(routines.chat.getByText(OFFLINE_REPLY)).toHaveCount(2);
  });

  test("a routine repeats every N minutes, the spec's smallest unit", async ({ page }) => {
    const routines = await signIn(page, acmeUrl, member);
    await routines.draft("Check the build status", "Offline demo");
    const start = await minuteAfter(page, 10 * MINUTE);
    await routines.setStart(startAt(start));
    await routines.repeat(15, "minutes", 2);
    await expect(routines.dialog.getByTestId("schedule.period").locator("option")).toHaveText([
      "minutes",
      "hours",
      "days",
      "months",
    ]);
    await routines.submit();
    await expect(page).toHaveURL(/\/routines\/\d+$/);

    await advanceTo(page, start.getTime() + 30_000);
    await expect(routines.chat.getByText(OFFLINE_REPLY)).toHaveCount(1, { timeout: 30_000 });
    // Fifteen minutes later, the second and last run.
    await advanceTo(page, start.getTime() + 15 * MINUTE + 30_000);
    await expect(routines.chat.getByText(OFFLINE_REPLY)).toHaveCount(2, { timeout: 30_000 });
    await expect(routines.total).toHaveText("2", { timeout: 20_000 });
    await expect(routines.status).toHaveText("Done");
  });

  test("says what is wrong with a schedule or a name, keeps what was written, and deletes after asking", async ({
    page,
  }) => {
    const routines = await signIn(page, acmeUrl, member);
    await page.goto(`${acmeUrl}/routines/new`);
    await routines.draft("Check the on-call rota", "Offline demo");

    // An end date before the start: said at once, and the dialog will not submit.
    const start = await minuteAfter(page, 2 * DAY);
    await routines.setStart(startAt(start));
    await routines.dialog.getByTestId("schedule.repeat").click();
    await routines.dialog.getByTestId("schedule.end-type-date").check();
    await routines.dialog
      .getByTestId("schedule.end-date")
      .fill(new Date(start.getTime() - DAY).toISOString().slice(0, 10));
    await expect(routines.dialog.getByTestId("schedule.end-error")).toHaveText(
      "The end date must be later than the schedule time",
    );
    await routines.dialog.getByTestId("schedule.end-type-never").check();

    // A start in the past (by the server's clock): the server's message, the dialog stays open.
    await routines.setStart(startAt(new Date((await serverNow(page)) - DAY)));
    await routines.submit();
    await expect(routines.dialog.getByTestId("schedule.error")).toHaveText(
      "Start date need to be in the future",
    );
    await expect(page).toHaveURL(/\/routines\/new$/);

    await routines.setStart(startAt(await minuteAfter(page, 2 * DAY)));
    await routines.submit();
    await expect(page).toHaveURL(/\/routines\/\d+$/);
    await expect(routines.content).toHaveValue("Check the on-call rota");

    // Renaming to nothing is refused with the spec's message; the old name stays.
    const item = routines.item("Check the on-call rota");
    await item.getByTestId("sidebar.rename").click();
    await page.getByTestId("sidebar.rename-input").fill("   ");
    await page.getByTestId("sidebar.rename-input").press("Enter");
    await expect(page.getByText("Name must not be empty")).toBeVisible();
    await page.getByTestId("sidebar.rename-input").fill("On-call rota check");
    await page.getByTestId("sidebar.rename-input").press("Enter");
    await expect(routines.item("On-call rota check")).toBeVisible();

    // Deleting asks first; confirmed, the routine is gone from the list and the server.
    const id = Number(/\/routines\/(\d+)$/.exec(page.url())?.[1]);
    await routines.item("On-call rota check").getByTestId("sidebar.delete").click();
    const confirm = page.getByRole("dialog", { name: "Delete routine" });
    await expect(confirm).toContainText("On-call rota check");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(routines.item("On-call rota check")).toHaveCount(0);
    await expect(page).toHaveURL(/\/routines\/new$/);
    expect((await pageApi(page, "GET", `/api/v1/routines/${id}/`)).status).toBe(404);
  });

  test("a /routine/{slug} link opens the routine; an unknown one and another workspace find nothing", async ({
    page,
    browser,
  }) => {
    const routines = await signIn(page, acmeUrl, member);
    const models = await pageApi(page, "GET", "/api/v1/models/");
    const offline = (models.body as { results: { id: number; is_offline: boolean }[] }).results.find(
      (model) => model.is_offline,
    );
    expect(offline).toBeDefined();
    const start = startAt(await minuteAfter(page, 2 * DAY));
    const hours24 = (start.hour % 12) + (start.meridiem === "PM" ? 12 : 0);
    const created = await pageApi(page, "POST", "/api/v1/routines/", {
      name: "Weekly digest",
      content: "Digest the week",
      model_id: offline?.id,
      start_date: `${start.date}T${String(hours24).padStart(2, "0")}:${String(start.minute).padStart(2, "0")}`,
      schedule: null,
      timezone: "UTC",
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const enabled = await pageApi(page, "POST", "/api/v1/collaboration/enable/", { conversation_id: id });
    expect(enabled.status).toBe(200);
    const slug = (enabled.body as { data: { collaboration_slug: string } }).data.collaboration_slug;

    await page.goto(`${acmeUrl}/routine/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/routines/${id}$`));
    await expect(routines.content).toHaveValue("Digest the week");

    await page.goto(`${acmeUrl}/routine/no-such-routine`);
    await expect(page).toHaveURL(/\/routines\/new$/);

    const globex = await browser.newContext();
    const globexPage = await globex.newPage();
    await signIn(globexPage, globexUrl, globexOwner);
    const read = await pageApi(globexPage, "GET", `/api/v1/routines/${id}/`);
    expect(read.status).toBe(404);
    const bySlug = await pageApi(globexPage, "GET", `/api/v1/routines/slug/${slug}/`);
    expect(bySlug.status).toBe(404);
    const list = await pageApi(globexPage, "GET", "/api/v1/routines/");
    expect(JSON.stringify(list.body)).not.toContain("Weekly digest");
    await globexPage.goto(`${globexUrl}/routines/${id}`);
    await expect(globexPage.getByTestId("routine.load-error")).toContainText("does not exist");
    await globex.close();
  });
});
