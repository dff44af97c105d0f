/**
 * The admin area as an editor meets it (docs/product.md#10-the-admin-area), on the tests' build
 * against the worker's mock API: signing in, changing a banner (its title, its picture) and seeing
 * it on the home page,
 * a session that ends mid-edit, and signing out.
 */
import type { Page } from "@playwright/test";
import { SIGN_IN_LOCKOUT } from "@studio/api/admin";
import {
  ADMIN_AUDIT_COPY,
  ADMIN_BANNER_FIELDS,
  ADMIN_BANNERS_COPY,
  ADMIN_EDITOR_COPY,
  ADMIN_PICTURE_COPY,
  ADMIN_SESSION_COPY,
  ADMIN_SIGN_IN_COPY,
  ADMIN_SIGN_IN_FIELDS,
  BANNER_PICTURE,
  ROUTE_PATHS,
  catalogs,
  getLocale,
  localizedPath,
  type LocaleCode,
} from "@studio/content";
import { noisyJpeg } from "../../mock-api/src/picture-fixtures.ts";
import { editorAccount, expect, writingTest as test } from "./fixtures.ts";
import { message } from "./site-forms.ts";

const en = catalogs.en;
const [EMAIL, PASSWORD] = ADMIN_SIGN_IN_FIELDS;
const [TITLE] = ADMIN_BANNER_FIELDS;

/** An editor's e-mail and password. */
type Account = ReturnType<typeof editorAccount>;

/** Signs in on the admin page's form with an editor account. */
async function signIn(page: Page, account: Account, form = page.locator("[data-slot=sign-in-form]")) {
  await form.getByLabel(en[EMAIL!.labelId]).fill(account.email);
  await form.getByLabel(en[PASSWORD!.labelId]).fill(account.password);
  await form.getByRole("button", { name: en[ADMIN_SIGN_IN_COPY.submitId] }).click();
}

/** Opens a language's tab and retitles its banner at `index`, applied but not yet saved. */
async function retitle(page: Page, locale: LocaleCode, index: number, title: string) {
  await page.getByRole("tab", { name: getLocale(locale).name }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByRole("listitem").nth(index).getByRole("button", { name: en[ADMIN_BANNERS_COPY.editId] }).click();
  await panel.getByLabel(en[TITLE!.labelId]).fill(title);
  await panel.getByRole("button", { name: en[ADMIN_EDITOR_COPY.applyId] }).click();
}

const saveButton = (page: Page) => page.getByRole("button", { name: en[ADMIN_BANNERS_COPY.saveId] });

test("an editor signs in, retitles the German second banner, and the German home page shows it", async ({
  page,
  ownSite,
}) => {
  const account = editorAccount(ownSite.mock);
  const title = "Websites, die für Sie arbeiten";
  await page.goto("/adminpanel");
  await signIn(page, account);
  await expect(page.getByText(en[ADMIN_SESSION_COPY.signedInAsId].replace("{email}", account.email))).toBeVisible();
  await retitle(page, "de", 1, title);
  await saveButton(page).click();
  await expect(page.getByText(en[ADMIN_BANNERS_COPY.savedId])).toBeVisible();
  expect(ownSite.mock.stored().banners.de?.[1]?.title).toBe(title);
  // The change log shows the save, newest first.
  const newest = page.getByRole("table", { name: en[ADMIN_AUDIT_COPY.captionId] }).getByRole("row").nth(1);
  await expect(newest).toContainText(getLocale("de").name);
  await expect(newest).toContainText(message("en", ADMIN_AUDIT_COPY.editedId, { count: 1 }));

  await page.goto(localizedPath("/", "de"));
  const carousel = page.locator("[data-slot=banner-carousel]");
  await expect(carousel.getByText(title)).toHaveCount(1);
});

test("an editor uploads a new picture for English banner 1; the home page shows it, in German too", async ({
  page,
  ownSite,
}) => {
  const account = editorAccount(ownSite.mock);
  await page.goto("/adminpanel");
  await signIn(page, account);
  const panel = page.getByRole("tabpanel");
  await panel.getByRole("listitem").first().getByRole("button", { name: en[ADMIN_BANNERS_COPY.editId] }).click();
  // A photo straight from a camera: larger than the carousel needs, and named by the editor.
  const photo = await noisyJpeg(2400, 675, 90);
  await panel
    .locator("input[type=file]")
    .setInputFiles({ name: "../../etc/summer offer.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(panel.getByRole("img", { name: en[ADMIN_PICTURE_COPY.pickedAltId] })).toHaveAttribute("src", /^blob:/);
  await panel.getByRole("button", { name: en[ADMIN_PICTURE_COPY.uploadId] }).click();
  await expect(panel.getByText(en[ADMIN_PICTURE_COPY.uploadedId])).toBeVisible();
  await panel.getByRole("button", { name: en[ADMIN_EDITOR_COPY.applyId] }).click();
  await saveButton(page).click();
  await expect(page.getByText(en[ADMIN_BANNERS_COPY.savedId])).toBeVisible();

  // Stored under a name the API made, sized for the carousel.
  const image = ownSite.mock.stored().banners.en?.[0]?.image ?? "";
  expect(image).toMatch(/^[0-9a-f]{32}\.webp$/);
  for (const locale of ["en", "de"] as const) {
    await page.goto(localizedPath("/", locale));
    const first = page.locator("[data-slot=banner-carousel] img").first();
    await expect(first).toHaveAttribute("src", new RegExp(`/${image}$`));
    await expect
      .poll(() => first.evaluate((picture: HTMLImageElement) => picture.naturalWidth))
      .toBe(BANNER_PICTURE.width);
  }
});

test("a session that ends mid-edit: the editor signs in again in place, and the save is applied once", async ({
  page,
  context,
  ownSite,
}) => {
  const account = editorAccount(ownSite.mock);
  const title = "Nach erneuter Anmeldung";
  await page.goto("/adminpanel");
  await signIn(page, account);
  await retitle(page, "de", 0, title);
  const before = ownSite.mock.stored().audit?.length ?? 0;
  // The session ends (idle, or signed out elsewhere): the cookie is gone.
  await context.clearCookies();
  await saveButton(page).click();

  const again = page.locator("[data-slot=sign-in-form][data-reason=expired]");
  await expect(again).toContainText(en[ADMIN_SIGN_IN_COPY.expiredId]);
  await expect(again.getByLabel(en[EMAIL!.labelId])).toHaveValue(account.email);
  await signIn(page, account, again);

  await expect(page.getByText(en[ADMIN_BANNERS_COPY.savedId])).toBeVisible();
  expect(ownSite.mock.stored().banners.de?.[0]?.title).toBe(title);
  expect((ownSite.mock.stored().audit?.length ?? 0) - before, "changes recorded").toBe(1);
});

test("signing out ends the session and leaves no draft in the browser", async ({ page, ownSite }) => {
  const account = editorAccount(ownSite.mock);
  await page.goto("/adminpanel");
  await signIn(page, account);
  await retitle(page, "fr", 0, "Brouillon");
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("studio.adminDraft"))))
    .toHaveLength(1);

  await page.getByRole("button", { name: en[ADMIN_SESSION_COPY.signOutId] }).click();
  await expect(page.getByRole("button", { name: en[ADMIN_SIGN_IN_COPY.submitId] })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("studio.adminDraft"))),
  ).toEqual([]);
  // Reloaded, the page asks to sign in: the session ended on the server.
  await page.reload();
  await expect(page.getByRole("button", { name: en[ADMIN_SIGN_IN_COPY.submitId] })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("an unsaved edit survives a reload", async ({ page, ownSite }) => {
  const account = editorAccount(ownSite.mock);
  await page.goto("/adminpanel");
  await signIn(page, account);
  await retitle(page, "sp", 2, "Borrador guardado");
  await page.reload();
  await page.getByRole("tab", { name: getLocale("sp").name }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Borrador guardado");
  await expect(saveButton(page)).toBeVisible();
});

test("wrong passwords lock the sign-in, and the page says for how long, in the editor's language", async ({
  page,
  ownSite,
}) => {
  const account = editorAccount(ownSite.mock);
  const form = page.locator("[data-slot=sign-in-form]");
  await page.goto(localizedPath(ROUTE_PATHS.adminPanel, "fr"));
  const fr = catalogs.fr;
  await form.getByLabel(fr[EMAIL!.labelId]!).fill(account.email);
  const submit = form.getByRole("button", { name: fr[ADMIN_SIGN_IN_COPY.submitId] });
  const locked = message("fr", ADMIN_SIGN_IN_COPY.lockedId, { minutes: SIGN_IN_LOCKOUT.firstLockMs / 60_000 });
  for (let attempt = 1; attempt < SIGN_IN_LOCKOUT.freeTries; attempt += 1) {
    await form.getByLabel(fr[PASSWORD!.labelId]!).fill(`wrong-${attempt}`);
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(fr[ADMIN_SIGN_IN_COPY.wrongCredentialsId]!);
  }
  // The last free try locks the account: the page says how long to wait …
  await form.getByLabel(fr[PASSWORD!.labelId]!).fill("wrong-again");
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText(locked);
  // … and even the right password waits.
  await form.getByLabel(fr[PASSWORD!.labelId]!).fill(account.password);
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText(locked);
  await expect(page.getByRole("tab")).toHaveCount(0);
});
