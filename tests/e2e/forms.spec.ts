/**
 * Every form journey of the site, end to end against the production build and the mock API: a
 * visitor fills the form by its labels and gets the thank-you toast (and the enquiry lands in the
 * mock's store), the API fails and every typed value stays, or the visitor sends it incomplete
 * and sees each problem next to its field and in the error summary, with nothing sent. The
 * journeys are written once; each form's are a few lines naming them (the forms themselves are in
 * site-forms.ts).
 *
 * Texts come from the message catalogs; records are found by an e-mail address unique to the test,
 * as other runs share the mock's data file.
 */
import type { Locator, Page } from "@playwright/test";
import { API_PATHS, FORM_ENDPOINTS } from "@studio/api";
import { MALFORMED, fieldNamed } from "@studio/api/fixtures";
import {
  FORM_COPY,
  FORM_ERROR_IDS,
  getLocale,
  type FormField,
  type MessageId,
  type RequiredFieldKey,
} from "@studio/content";
import { expect, failApi, storedRecords, test } from "./fixtures.ts";
import {
  SITE_FORMS,
  control,
  countPosts,
  entries,
  expectShown,
  fill,
  message,
  nextAnswer,
  storedRecord,
  submitButton,
  toast as toastIn,
  uniqueEmail,
  type Entries,
  type SiteForm,
} from "./site-forms.ts";

const { home: HOME, demo: DEMO, germanDemo: GERMAN_DEMO } = SITE_FORMS;

/** The toast with this text in the site's notification area, in the form's language. */
const toast = (page: Page, form: SiteForm, id: MessageId) => toastIn(page, form.language, id);

/**
 * Opens the page, waits until it has settled (the visit is counted when the browser is idle) and
 * scrolls to the form, as a visitor does. Returns the form's section.
 */
async function openForm(page: Page, form: SiteForm): Promise<Locator> {
  const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === API_PATHS.visitor);
  await page.goto(form.path);
  await hydrated;
  await expect(page.locator("html")).toHaveAttribute("lang", getLocale(form.language).tag);
  const section = page.locator(`#${form.sectionId}`);
  await expect(section.locator("form")).toBeVisible();
  // A visitor comes to the form (it wakes as it approaches the viewport).
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** The record the mock stored with this e-mail address, once it is there. */
async function expectStored(form: SiteForm, email: string, record: Record<string, string>) {
  await expect
    .poll(() => storedRecords(form.store).filter((stored) => stored[form.emailKey] === email), {
      message: `a ${form.store} record for ${email}`,
    })
    .toEqual([{ id: expect.any(String), receivedAt: expect.any(String), ...record }]);
}

function expectNothingStored(form: SiteForm, email: string): void {
  expect(storedRecords(form.store).filter((stored) => stored[form.emailKey] === email)).toEqual([]);
}

/** The field's own "Enter your first name" message. */
function requiredMessageId(field: FormField): MessageId {
  return field.requiredErrorId ?? FORM_ERROR_IDS.required[field.name as RequiredFieldKey];
}

/** The error summary, by its heading ("There are 5 problems"). */
function errorSummary(section: Locator, form: SiteForm, count: number): Locator {
  return section.getByRole("group", {
    name: message(form.language, FORM_COPY.errorSummaryHeadingId, { count }),
    exact: true,
  });
}

/**
 * The visitor sends the empty form: the summary takes the focus and lists every required field's
 * message, each required field is invalid and described by its message, optional ones are not.
 */
async function expectRequiredErrors(section: Locator, form: SiteForm): Promise<void> {
  const required = form.fields.filter((field) => field.required);
  const messages = required.map((field) => message(form.language, requiredMessageId(field)));
  const summary = errorSummary(section, form, required.length);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(messages);
  for (const [index, field] of required.entries()) {
    const element = control(section, form, field);
    await expect(element).toHaveAttribute("aria-invalid", "true");
    await expect(element).toHaveAccessibleDescription(messages[index]!);
  }
  for (const field of form.fields.filter((candidate) => !candidate.required)) {
    await expect(control(section, form, field)).not.toHaveAttribute("aria-invalid");
  }
}

/**
 * The visitor fixes everything but the e-mail address and sends again: only the e-mail field is
 * invalid, with the format message, and the summary (now one problem) takes the focus again.
 */
async function expectInvalidEmailError(section: Locator, form: SiteForm): Promise<void> {
  const emailField = fieldNamed(form.fields, form.emailKey);
  await submitButton(section, form).click();
  const invalid = message(form.language, FORM_ERROR_IDS.emailInvalid);
  const summary = errorSummary(section, form, 1);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([invalid]);
  const email = control(section, form, emailField);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(invalid);
  for (const field of form.fields.filter((candidate) => candidate !== emailField)) {
    await expect(control(section, form, field)).not.toHaveAttribute("aria-invalid");
  }
}

/**
 * The visitor fills in `typed` and sends it: the API answers with the form's success status, the
 * thank-you toast shows, the form empties, and the mock stores `record`.
 */
async function expectSentAndStored(page: Page, form: SiteForm, typed: Entries, record: Record<string, string>) {
  const section = await openForm(page, form);
  await fill(section, form, typed);
  const answer = nextAnswer(page, form.endpoint);
  await submitButton(section, form).click();

  expect((await answer).status()).toBe(FORM_ENDPOINTS[form.store].successStatus);
  await expect(toast(page, form, form.feedback.success)).toBeVisible();
  await expectShown(section, form, {});
  await expectStored(form, typed[form.emailKey]!, record);
}

/** The API fails (500): the visitor is told, every typed value stays, and nothing is stored. */
async function expectFailureKeepsValues(page: Page, form: SiteForm, typed: Entries) {
  await failApi(page, form.endpoint);
  const section = await openForm(page, form);
  await fill(section, form, typed);
  const answer = nextAnswer(page, form.endpoint);
  await submitButton(section, form).click();

  expect((await answer).status()).toBe(500);
  await expect(toast(page, form, form.errorStatusId ?? form.feedback.rejected)).toBeVisible();
  await expectShown(section, form, typed);
  expectNothingStored(form, typed[form.emailKey]!);
}

/**
 * The visitor sends the empty form (every required field's problem shows, and the form's toast
 * when it has one), then `withBadEmail` (only the e-mail problem shows); nothing is ever posted.
 */
async function expectProblemsAndNothingSent(page: Page, form: SiteForm, withBadEmail: Entries) {
  const section = await openForm(page, form);
  const posts = countPosts(page, form.endpoint);
  await submitButton(section, form).click();
  if (form.feedback.missingFields) await expect(toast(page, form, form.feedback.missingFields)).toBeVisible();
  await expectRequiredErrors(section, form);

  await fill(section, form, withBadEmail);
  await expectInvalidEmailError(section, form);
  expect(posts()).toBe(0);
}

/** The journeys every form has, each a test of its own. */
const journeys = {
  /** The visitor sends the form: thanked, the form empties, and the mock stores the submission. */
  sent: (form: SiteForm) =>
    test(`a visitor sends the form on ${form.path}, is thanked, the form empties and it is stored`, async ({
      page,
    }, testInfo) => {
      const typed = entries(form, uniqueEmail(testInfo));
      // A picked option is stored as the form sends it: its value, or its label in the page's language.
      await expectSentAndStored(page, form, typed, storedRecord(form, typed));
    }),

  /** The API fails: the visitor is told, in the page's language, and keeps every value. */
  failing: (form: SiteForm) =>
    test(`when the API fails the visitor on ${form.path} is told and keeps every value; nothing is stored`, async ({
      page,
    }, testInfo) => {
      await expectFailureKeepsValues(page, form, entries(form, uniqueEmail(testInfo)));
    }),

  /** The visitor sends it empty, then with a malformed e-mail address: the problems show, nothing is sent. */
  problems: (form: SiteForm, malformedEmail: string) =>
    test(`on ${form.path} an empty form and a malformed e-mail address show the problems (and the form's toast) and send nothing`, async ({
      page,
    }) => {
      await expectProblemsAndNothingSent(page, form, entries(form, malformedEmail));
    }),
};

test.describe("home page enquiry form", () => {
  journeys.sent(HOME);

  test("a visitor who types before the form has woken keeps every value, and the enquiry is sent", async ({
    page,
  }, testInfo) => {
    const typed = entries(HOME, uniqueEmail(testInfo));
    // The form's code is held back (a slow phone): the visitor types into the prerendered form.
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(`**/assets/${HOME.component}.*.js`, async (route) => {
      await released;
      await route.continue();
    });
    const section = await openForm(page, HOME);
    const island = section.locator("astro-island");
    await fill(section, HOME, typed);
    await expect(island).toHaveAttribute("ssr", "");
    release();
    await expect(island).not.toHaveAttribute("ssr");
    await expectShown(section, HOME, typed);

    const answer = nextAnswer(page, HOME.endpoint);
    await submitButton(section, HOME).click();
    expect((await answer).status()).toBe(FORM_ENDPOINTS[HOME.store].successStatus);
    await expect(toast(page, HOME, HOME.feedback.success)).toBeVisible();
    await expectStored(HOME, typed[HOME.emailKey]!, storedRecord(HOME, typed));
  });

  journeys.failing(HOME);
  journeys.problems(HOME, MALFORMED.email[0]!);
});

test.describe("demo booking form on the product pages", () => {
  journeys.sent(DEMO);
  journeys.failing(DEMO);

  // docs/product.md#115-answers-and-toasts: a 2xx that is not a success gets the same thank-you.
  test("an answer that is not a success still thanks the visitor, who keeps every value", async ({
    page,
  }, testInfo) => {
    // The mock answers 200 with a body of another shape (and stores nothing).
    await page.route(`**${DEMO.endpoint}`, (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-mock-fault": "wrong-shape" } }),
    );
    const typed = entries(DEMO, uniqueEmail(testInfo));
    const section = await openForm(page, DEMO);
    await fill(section, DEMO, typed);
    const answer = nextAnswer(page, DEMO.endpoint);
    await submitButton(section, DEMO).click();

    expect((await answer).status()).toBe(200);
    await expect(toast(page, DEMO, DEMO.feedback.success)).toBeVisible();
    await expectShown(section, DEMO, typed);
  });

  journeys.problems(DEMO, MALFORMED.email[1]!);
  // On the German page: in German, the category stored by its value.
  journeys.sent(GERMAN_DEMO);
  journeys.problems(GERMAN_DEMO, MALFORMED.email[2]!);
});

test.describe("contact form of the training landing page", () => {
  journeys.sent(SITE_FORMS.training);
  journeys.failing(SITE_FORMS.training);
  journeys.problems(SITE_FORMS.training, MALFORMED.email[4]!);
});

test.describe("contact form of the French services promo page", () => {
  // The service is sent by its English value whatever the page's language; an empty form also
  // says, in French, to fill in every required field.
  journeys.sent(SITE_FORMS.frenchPromo);
  journeys.failing(SITE_FORMS.frenchPromo);
  journeys.problems(SITE_FORMS.frenchPromo, MALFORMED.email[3]!);
});

test.describe("enrolment form of the learning area", () => {
  journeys.sent(SITE_FORMS.learn);
  journeys.failing(SITE_FORMS.learn);
  journeys.problems(SITE_FORMS.learn, MALFORMED.email[0]!);
});
