import { crc32, deflateSync } from "node:zlib";
import { acmeUrl } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { AccountPage, createMemberOnce, pageFetch } from "../pages/account-page.ts";

/** Members of acme of this spec alone, so profile changes touch no other test. */
const member = { email: "avery@acme.test", password: "e2e-avery-Password-1", name: "Avery Account" };
/** Renamed by the profile test (the other tests sign in by the stored name). */
const renamer = { email: "remy@acme.test", password: "e2e-remy-Password-1", name: "Remy Renamer" };

/** A solid-colour RGB PNG of size×size pixels, built by hand (no image library needed). */
function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])) >>> 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.beforeAll(() => {
  createMemberOnce(member);
  createMemberOnce(renamer);
});

test.describe("account settings", () => {
  test.beforeEach(async ({ signInPage, shell }, testInfo) => {
    const who = testInfo.title.includes("name and photo") ? renamer : member;
    await signInPage.open(acmeUrl);
    await signInPage.signIn(who.email, who.password);
    await shell.expectSignedIn(who.name);
  });

  test("tabs follow the hash, by mouse and keyboard", async ({ page }) => {
    const account = new AccountPage(page);
    await account.open(acmeUrl);
    await expect(page).toHaveURL(`${acmeUrl}/account-settings#my-profile`);
    await account.tab("security").click();
    await expect(page).toHaveURL(/#security$/);
    await expect(account.passkeys.add).toBeVisible();
    await account.tab("security").press("ArrowLeft");
    await expect(page).toHaveURL(/#notifications$/);
    await expect(account.tab("notifications")).toBeFocused();
    await expect(account.emailNotifications).toBeVisible();
    await page.reload();
    await expect(account.tab("notifications")).toHaveAttribute("aria-selected", "true");
  });

  test("changing the name and photo shows them in the navigation avatar", async ({ page, shell }) => {
    const account = new AccountPage(page);
    await page.goto(`${acmeUrl}/conversations`);
    await account.open(acmeUrl, "my-profile");
    await expect(account.email).toHaveValue(renamer.email);
    await expect(account.email).not.toBeEditable();
    await expect(account.save).toBeDisabled();

    await account.name.fill("Remy Renamed");
    await expect(account.save).toBeEnabled();
    await account.clear.click();
    await expect(account.name).toHaveValue(renamer.name);
    await expect(account.save).toBeDisabled();

    await account.name.fill("Remy Renamed");
    await account.photoInput.setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: solidPng(256, [37, 99, 235]),
    });
    await expect(account.photoPreview.locator("img")).toHaveAttribute("src", /^data:image\/png/);
    await page.screenshot({ path: test.info().outputPath("h4-profile-en.png") });
    await account.save.click();
    await expect(account.profileMessage).toHaveText("Profile updated successfully.");
    await expect(account.save).toBeDisabled();

    // The shell re-read the session: the avatar shows the stored photo, served to the member.
    const avatar = shell.userMenu.locator("img");
    await expect(avatar).toHaveAttribute("src", /^\/api\/v1\/members\/\d+\/photo\/[\w-]+\.png$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await shell.expectSignedIn("Remy Renamed");
    await page.reload();
    await expect(account.name).toHaveValue("Remy Renamed");
    await expect(account.photoPreview.locator("img")).toHaveAttribute("src", /\/photo\//);

    // Served only with a session of the workspace (server tests cover other workspaces' members).
    const src = (await avatar.getAttribute("src")) ?? "";
    expect((await pageFetch(page, src)).status).toBe(200);
    expect((await pageFetch(page, src, { anonymous: true })).status).toBe(401);

    // Cancel goes back one page.
    await account.cancel.click();
    await expect(page).toHaveURL(`${acmeUrl}/conversations`);
  });

  test("a file that is not an image is refused by its content", async ({ page }) => {
    const account = new AccountPage(page);
    await account.open(acmeUrl, "my-profile");
    await account.photoInput.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image"),
    });
    await account.save.click();
    await expect(page.getByTestId("account.photo-error")).toHaveText(
      "Choose a PNG, JPG, JPEG, GIF, WEBP, TIFF or BMP image.",
    );
  });

  test("the email notifications switch persists", async ({ page }) => {
    const account = new AccountPage(page);
    await account.open(acmeUrl, "notifications");
    await expect(account.emailNotifications).toHaveAttribute("aria-checked", "true");
    await account.emailNotifications.click();
    await expect(account.notificationsMessage).toHaveText("Your email notification settings were saved.");
    await page.reload();
    await expect(account.emailNotifications).toHaveAttribute("aria-checked", "false");
    await account.emailNotifications.press("Space");
    await expect(account.emailNotifications).toHaveAttribute("aria-checked", "true");
    await page.reload();
    await expect(account.emailNotifications).toHaveAttribute("aria-checked", "true");
  });
});
