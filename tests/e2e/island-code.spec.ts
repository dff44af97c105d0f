/**
 * Island code that cannot be fetched (a flaky phone connection, a deploy that removed old chunks),
 * end to end on the production build: the browser refuses an island's scripts — its component's
 * module, the renderer (React) and the page language's messages.
 *
 * - Refused for the island's first try only: the island tries again by itself, then works as if
 *   nothing happened (a press made meanwhile is replayed; a form is sent exactly once).
 * - Refused for good: the visitor is told next to the part, in the page's language, with a
 *   'Try again' button; what they typed stays; nothing throws. Once the code can be fetched again,
 *   'Try again' makes the part work.
 */
import type { Page } from "@playwright/test";
import { FORM_ENDPOINTS } from "@studio/api";
import { NAV_COPY, NOT_READY_COPY, TOAST_COPY, localizedPath, type LocaleCode, type MessageId } from "@studio/content";
import { expect, openPage, storedRecords, test } from "./fixtures.ts";
import {
  SITE_FORMS,
  countPosts,
  entries,
  expectShown,
  fill,
  message,
  nextAnswer,
  submitButton as submitButtonIn,
  toast,
  uniqueEmail,
  type Entries,
  type SiteForm,
} from "./site-forms.ts";

/** How long the browser refuses the island's scripts. */
type Outage = "first try" | "for good";

/**
 * Makes the browser refuse the island code of `component` (its module, the renderer and the
 * language's messages), as a lost connection does. "first try": until the island's first try has
 * failed — it asks for its module at its address and then for a fresh copy (`?retry=`); once that
 * is refused too, everything loads again. Returns a switch to restore the connection.
 */
async function refuseIslandCode(page: Page, component: string, language: LocaleCode, outage: Outage) {
  return refuseFiles(page, [`${component}.`, "client.", `_messages-${language}.`], (url) =>
    outage === "first try" ? url.pathname.includes(`/${component}.`) && url.searchParams.has("retry") : false,
  );
}

/**
 * Makes the browser refuse the site's scripts whose file names start with one of `files`, until
 * `lastRefused` says a refused request was the last or the returned switch restores the connection.
 */
async function refuseFiles(page: Page, files: readonly string[], lastRefused: (url: URL) => boolean) {
  let down = true;
  const refused = (url: URL) =>
    url.pathname.startsWith("/assets/") &&
    files.some((start) => url.pathname.slice("/assets/".length).startsWith(start));
  await page.route(refused, async (route) => {
    if (!down) return route.continue();
    if (lastRefused(new URL(route.request().url()))) down = false;
    return route.abort("internetdisconnected");
  });
  return { restore: () => (down = false) };
}

/** Uncaught errors of the page (exceptions and unhandled rejections), collected from now on. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

/** The notice that a part could not be made ready, by its message in the page's language. */
function notReadyNotice(page: Page, language: LocaleCode, id: MessageId) {
  return page.locator('[data-slot="not-ready-notice"]').filter({
    has: page.getByRole("status").filter({ hasText: message(language, id) }),
  });
}

const { home: HOME, demo: DEMO, germanDemo: GERMAN_DEMO } = SITE_FORMS;
/** The training landing page's form: the page's only island besides the navigation bar. */
const TRAINING = SITE_FORMS.training;

/** Opens the page, waits until it has settled and comes to the form (it wakes as it approaches). */
async function openForm(page: Page, form: SiteForm) {
  await openPage(page, form.path);
  const section = page.locator(`#${form.sectionId}`);
  await section.scrollIntoViewIfNeeded();
  return { section, island: section.locator("astro-island") };
}

function submitButton(page: Page, form: SiteForm) {
  return submitButtonIn(page.locator(`#${form.sectionId}`), form);
}

/** The visitor sends the form once: thanked, and exactly one enquiry reaches the API and is stored. */
async function expectSentOnce(page: Page, form: SiteForm, typed: Entries) {
  const posts = countPosts(page, form.endpoint);
  const answer = nextAnswer(page, form.endpoint);
  await submitButton(page, form).click();
  expect((await answer).status()).toBe(FORM_ENDPOINTS[form.store].successStatus);
  await expect(toast(page, form.language, form.feedback.success)).toBeVisible();
  const email = typed[form.emailKey];
  await expect.poll(() => storedRecords(form.store).filter((record) => record[form.emailKey] === email).length).toBe(1);
  expect(posts()).toBe(1);
}

for (const form of [HOME, DEMO]) {
  test.describe(`${form.component} form`, () => {
    test("its code refused once: it loads on the next try, keeps the typed text and is sent exactly once", async ({
      page,
    }, testInfo) => {
      const errors = pageErrors(page);
      await refuseIslandCode(page, form.component, form.language, "first try");
      const { section, island } = await openForm(page, form);
      // The first try fails; a second later the island tries again, and the code arrives.
      await expect(island).not.toHaveAttribute("ssr", { timeout: 15_000 });
      const typed = entries(form, uniqueEmail(testInfo));
      await fill(section, form, typed);
      await expectShown(section, form, typed);
      await expectSentOnce(page, form, typed);
      await expect(page.locator('[data-slot="not-ready-notice"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("a form whose code never arrives", () => {
  test("says so in the page's language, keeps what was typed, and 'Try again' sends it once the code can load", async ({
    page,
  }, testInfo) => {
    const form = GERMAN_DEMO;
    const errors = pageErrors(page);
    const connection = await refuseIslandCode(page, form.component, form.language, "for good");
    const { section, island } = await openForm(page, form);
    const typed = entries(form, uniqueEmail(testInfo));
    await fill(section, form, typed);

    const notice = notReadyNotice(page, form.language, NOT_READY_COPY.formId);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(island).toHaveAttribute("ssr");
    await expectShown(section, form, typed);
    // Right under the form.
    const formBox = (await section.locator("form").boundingBox())!;
    const noticeBox = (await notice.boundingBox())!;
    expect(noticeBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);

    // Still no connection: trying again changes nothing, and nothing is lost.
    const retry = notice.getByRole("button", { name: message(form.language, NOT_READY_COPY.retryId) });
    await retry.click();
    await expect(notice).toBeVisible();
    await expectShown(section, form, typed);

    // The connection is back: 'Try again' makes the form work, with what was typed.
    connection.restore();
    await retry.click();
    await expect(island).not.toHaveAttribute("ssr");
    await expect(notice).toHaveCount(0);
    await expectShown(section, form, typed);
    await expectSentOnce(page, form, typed);
    expect(errors).toEqual([]);
  });

  test("on the home page: the notice is read out, its button is reached with the keyboard", async ({ page }) => {
    const errors = pageErrors(page);
    await refuseIslandCode(page, HOME.component, HOME.language, "for good");
    const { section, island } = await openForm(page, HOME);
    const typed = entries(HOME, "ada@example.com");
    await fill(section, HOME, typed);
    const notice = notReadyNotice(page, HOME.language, NOT_READY_COPY.formId);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(island).toHaveAttribute("ssr");
    await expectShown(section, HOME, typed);

    // From the form's last field, Tab reaches 'Try again', which shows its focus ring.
    await section.getByRole("textbox").last().focus();
    await page.keyboard.press("Tab");
    const retry = notice.getByRole("button", { name: message("en", NOT_READY_COPY.retryId) });
    await expect(retry).toBeFocused();
    expect(await retry.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe("solid");
    expect(errors).toEqual([]);
  });
});

test("the language's messages never arrive: the prerendered form and what was typed stay; 'Try again' brings them", async ({
  page,
}, testInfo) => {
  // A page whose only waking island is the form, so that nothing but 'Try again' asks again.
  const form = TRAINING;
  const errors = pageErrors(page);
  // The form's code loads; the messages React waits for while hydrating it do not.
  const connection = await refuseFiles(page, ["_messages-en-"], () => false);
  const { section } = await openForm(page, form);
  const typed = entries(form, uniqueEmail(testInfo));
  await fill(section, form, typed);
  const notice = notReadyNotice(page, "en", NOT_READY_COPY.formId);
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(submitButton(page, form)).toBeDisabled();
  await expectShown(section, form, typed);

  connection.restore();
  await notice.getByRole("button", { name: message("en", NOT_READY_COPY.retryId) }).click();
  await expect(submitButton(page, form)).toBeEnabled();
  await expect(notice).toHaveCount(0);
  await expectShown(section, form, typed);
  await expectSentOnce(page, form, typed);
  expect(errors).toEqual([]);
});

test.describe("the navigation menu", () => {
  const language: LocaleCode = "fr";
  const products = (page: Page) =>
    page.getByRole("banner").getByRole("button", { name: message(language, NAV_COPY.productsId) });
  /** The Products menu (named by its button), with its heading. */
  const menu = (page: Page) =>
    page
      .getByRole("menu", { name: message(language, NAV_COPY.productsId) })
      .filter({ hasText: message(language, NAV_COPY.productsMenuLabelId) });

  test("its code refused once: the press on 'Products' is kept and opens the menu when the code arrives", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await refuseIslandCode(page, "site-header", language, "first try");
    await openPage(page, localizedPath("/", language));
    await products(page).click();
    await expect(menu(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-slot="not-ready-notice"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("its code never arrives: a closable notice says so in French, floating under the bar", async ({ page }) => {
    const errors = pageErrors(page);
    await refuseIslandCode(page, "site-header", language, "for good");
    await openPage(page, localizedPath("/", language));
    await page.mouse.wheel(0, 1500);
    await products(page).click();
    const notice = notReadyNotice(page, language, NOT_READY_COPY.menuId);
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toBeInViewport();
    await expect(menu(page)).toHaveCount(0);
    await notice.getByRole("button", { name: message(language, TOAST_COPY.dismissId) }).click();
    await expect(notice).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
