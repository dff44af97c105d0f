/**
 * Every form journey of the site, end to end against the production build and the mock API: a
 * visitor fills the form by its labels and gets the thank-you toast (and the enquiry lands in the
 * mock's store), the API fails and every typed value stays, or the visitor sends it incomplete
 * and sees each problem next to its field and in the error summary, with nothing sent.
 *
 * Texts come from the message catalogs; records are found by an e-mail address unique to the test,
 * as other runs share the mock's data file.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { API_PATHS, FORM_ENDPOINTS, type FormName } from "@studio/api";
import {
  CONTACT_FORM_COPY,
  CONTACT_FORM_FIELDS,
  DEMO_BOOKING_FORM,
  FEEDBACK_IDS,
  FORM_COPY,
  FORM_ERROR_IDS,
  HOME_ENQUIRY_COPY,
  HOME_ENQUIRY_FIELDS,
  LANDING_PAGES,
  LEARN_ENROLL_SECTION,
  PROMO_PAGES,
  ROUTE_PATHS,
  SERVICES_OPTIONS,
  TOAST_COPY,
  TRAINING_OPTIONS,
  getLocale,
  localizedPath,
  type FormField,
  type MessageId,
  type RequiredFieldKey,
  type DemoCategory,
  type SubmissionFeedback,
} from "@studio/content";
import { expect, failApi, storedRecords, test } from "./fixtures.ts";
import { PHONE, control, expectShown, fill, message, type Entries } from "./site-forms.ts";

type Language = "en" | "de" | "fr";

/** A form of the site: where it is, what it posts to and what it says. */
interface SiteForm {
  /** The page's address. */
  readonly path: string;
  /** The language the page shows. */
  readonly language: Language;
  /** Id of the section holding the form. */
  readonly sectionId: string;
  /** The API path it posts to, and the mock's collection for it. */
  readonly endpoint: string;
  readonly store: FormName;
  readonly fields: readonly FormField[];
  /** The field holding the visitor's e-mail address (the record is found by it). */
  readonly emailKey: string;
  readonly submitId: MessageId;
  /** Its toasts; `missingFields` when the form also says so in a toast when sent incomplete. */
  readonly feedback: SubmissionFeedback & { readonly missingFields?: MessageId };
  /** The toast when the API answers an error status, if not `feedback.rejected`. */
  readonly errorStatusId?: MessageId;
}

const HOME: SiteForm = {
  path: ROUTE_PATHS.home,
  language: "en",
  sectionId: "contact",
  endpoint: API_PATHS.homeEnquiry,
  store: "homeEnquiry",
  fields: HOME_ENQUIRY_FIELDS,
  emailKey: "email",
  submitId: HOME_ENQUIRY_COPY.submitId,
  feedback: FEEDBACK_IDS.homeEnquiry,
};

const DEMO: SiteForm = {
  path: ROUTE_PATHS.meatProduct,
  language: "en",
  sectionId: "book-demo",
  endpoint: API_PATHS.demoBooking,
  store: "demoBooking",
  fields: DEMO_BOOKING_FORM.fields,
  emailKey: "businessEmail",
  submitId: DEMO_BOOKING_FORM.submitId,
  feedback: FEEDBACK_IDS.demoBooking,
  // An answer that is not a success still thanks the visitor (spec 4); an error status is a failed request.
  errorStatusId: FEEDBACK_IDS.demoBooking.failed,
};

const GERMAN_DEMO: SiteForm = { ...DEMO, path: localizedPath(ROUTE_PATHS.groceryProduct, "de"), language: "de" };

const TRAINING: SiteForm = {
  path: ROUTE_PATHS.trainingLanding,
  language: "en",
  sectionId: LANDING_PAGES.training.contact.anchorId,
  endpoint: API_PATHS.submitContact,
  store: "submitContact",
  fields: CONTACT_FORM_FIELDS.training,
  emailKey: "email",
  submitId: CONTACT_FORM_COPY.submitId,
  feedback: FEEDBACK_IDS.submitContact,
};

const frenchPromo = PROMO_PAGES.find((page) => page.path === ROUTE_PATHS.promoFrenchServices);
const FRENCH_PROMO: SiteForm = {
  path: ROUTE_PATHS.promoFrenchServices,
  language: "fr",
  sectionId: frenchPromo?.contactAnchorId ?? "contact",
  endpoint: API_PATHS.contact,
  store: "contact",
  fields: CONTACT_FORM_FIELDS.services,
  emailKey: "email",
  submitId: CONTACT_FORM_COPY.submitId,
  feedback: FEEDBACK_IDS.contact,
};

const LEARN: SiteForm = {
  path: ROUTE_PATHS.learn,
  language: "en",
  sectionId: LEARN_ENROLL_SECTION.anchorId,
  endpoint: API_PATHS.submitContact,
  store: "submitContact",
  fields: CONTACT_FORM_FIELDS.training,
  emailKey: "email",
  submitId: CONTACT_FORM_COPY.submitId,
  feedback: FEEDBACK_IDS.submitContact,
};

/** An e-mail address no other test (or run) uses, to find this test's record in the shared store. */
function uniqueEmail(testInfo: TestInfo): string {
  const slug = testInfo.title.replace(/[^a-z]+/gi, "-").slice(0, 24);
  return `e2e-${slug}-${Date.now()}-${testInfo.repeatEachIndex}@example.com`.toLowerCase();
}

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

function submitButton(section: Locator, form: SiteForm): Locator {
  return section.getByRole("button", { name: message(form.language, form.submitId), exact: true });
}

/** The toast with this text in the site's notification area. */
function toast(page: Page, form: SiteForm, id: MessageId): Locator {
  return page
    .getByRole("region", { name: message(form.language, TOAST_COPY.regionLabelId) })
    .getByRole("status")
    .getByText(message(form.language, id), { exact: true });
}

/** The POSTs the page sends to an API path, counted from now on. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The answer to the next POST to an API path. */
function nextAnswer(page: Page, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );
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
  const emailField = fieldNamed(form, form.emailKey);
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

function fieldNamed(form: SiteForm, name: string): FormField {
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No field ${name}`);
  return field;
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

test.describe("home page enquiry form", () => {
  const entries = (email: string) => ({
    name: "Ada Lovelace",
    email,
    phoneNumber: PHONE,
    service: message("en", "home.contact.services.devops"),
    message: "We need a delivery app for our bakery.",
  });

  test("a visitor sends an enquiry, is thanked, the form empties and the enquiry is stored", async ({
    page,
  }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo));
    // The service is sent as its label in the page's language.
    await expectSentAndStored(page, HOME, typed, typed);
  });

  test("a visitor who types before the form has woken keeps every value, and the enquiry is sent", async ({
    page,
  }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo));
    // The form's code is held back (a slow phone): the visitor types into the prerendered form.
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route("**/assets/home-enquiry.*.js", async (route) => {
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
    await expectStored(HOME, typed.email, typed);
  });

  test("when the API fails the visitor is told and keeps every value; nothing is stored", async ({
    page,
  }, testInfo) => {
    await expectFailureKeepsValues(page, HOME, entries(uniqueEmail(testInfo)));
  });

  test("an empty form and a malformed e-mail address show the problems and send nothing", async ({ page }) => {
    await expectProblemsAndNothingSent(page, HOME, entries("ada.lovelace@"));
  });
});

test.describe("demo booking form on the product pages", () => {
  const meat: DemoCategory = DEMO_BOOKING_FORM.categories.find((category) => category.key === "meat")!;
  const furniture: DemoCategory = DEMO_BOOKING_FORM.categories.find((category) => category.key === "furniture")!;
  const entries = (email: string, language: Language = "en", category: DemoCategory = meat) => ({
    firstName: "Grace",
    lastName: "Hopper",
    company: "Hopper Fine Meats Ltd",
    businessEmail: email,
    phoneNumber: PHONE,
    neededServices: message(language, category.labelId),
  });
  /** The record of a booking: the category goes as `service`, by its value (the same in every language). */
  const stored = ({ neededServices: _label, ...typed }: ReturnType<typeof entries>, category: DemoCategory = meat) => ({
    ...typed,
    service: category.value,
  });

  test("a visitor books a demo, is thanked, the form empties and the booking is stored", async ({ page }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo));
    await expectSentAndStored(page, DEMO, typed, stored(typed));
  });

  test("when the API fails the visitor is told and keeps every value; nothing is stored", async ({
    page,
  }, testInfo) => {
    await expectFailureKeepsValues(page, DEMO, entries(uniqueEmail(testInfo)));
  });

  test("an answer that is not a success still thanks the visitor, who keeps every value (spec 4)", async ({
    page,
  }, testInfo) => {
    // The mock answers 200 with a body of another shape (and stores nothing).
    await page.route(`**${DEMO.endpoint}`, (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-mock-fault": "wrong-shape" } }),
    );
    const typed = entries(uniqueEmail(testInfo));
    const section = await openForm(page, DEMO);
    await fill(section, DEMO, typed);
    const answer = nextAnswer(page, DEMO.endpoint);
    await submitButton(section, DEMO).click();

    expect((await answer).status()).toBe(200);
    await expect(toast(page, DEMO, DEMO.feedback.success)).toBeVisible();
    await expectShown(section, DEMO, typed);
  });

  test("an empty form and a malformed e-mail address show the problems and send nothing", async ({ page }) => {
    await expectProblemsAndNothingSent(page, DEMO, entries("grace.hopper.example.com"));
  });

  test("on the German page a visitor books in German; the category is stored by its value", async ({
    page,
  }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo), "de", furniture);
    await expectSentAndStored(page, GERMAN_DEMO, typed, stored(typed, furniture));
  });

  test("on the German page the problems are explained in German and nothing is sent", async ({ page }) => {
    await expectProblemsAndNothingSent(page, GERMAN_DEMO, entries("grace@hopper", "de", furniture));
  });
});

/** The contact form's entries: the course or service is picked by its label, and sent by its English value. */
function contactEntries(form: SiteForm, email: string, option: { labelId: MessageId }, desc: string) {
  return {
    fullName: "Alan Turing",
    email,
    phoneNumber: PHONE,
    neededServices: message(form.language, option.labelId),
    desc,
  };
}

test.describe("contact form of the training landing page", () => {
  const course = TRAINING_OPTIONS.find((option) => option.key === "dataScience")!;
  const entries = (email: string) =>
    contactEntries(TRAINING, email, course, "I would like to move from accounting into data science.");

  test("a visitor asks about a course, is thanked, the form empties and the enquiry is stored", async ({
    page,
  }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo));
    await expectSentAndStored(page, TRAINING, typed, { ...typed, neededServices: course.value });
  });

  test("when the API fails the visitor is told and keeps every value; nothing is stored", async ({
    page,
  }, testInfo) => {
    await expectFailureKeepsValues(page, TRAINING, entries(uniqueEmail(testInfo)));
  });

  test("an empty form and a malformed e-mail address show the problems and send nothing", async ({ page }) => {
    await expectProblemsAndNothingSent(page, TRAINING, entries("alan turing@example.com"));
  });
});

test.describe("contact form of the French services promo page", () => {
  const service = SERVICES_OPTIONS.find((option) => option.key === "digitalMarketing")!;
  const entries = (email: string) =>
    contactEntries(FRENCH_PROMO, email, service, "Nous voulons lancer une campagne pour notre boutique en ligne.");

  test("a visitor sends an enquiry in French, is thanked, the form empties and it is stored", async ({
    page,
  }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo));
    // The service is sent by its English value whatever the page's language.
    await expectSentAndStored(page, FRENCH_PROMO, typed, { ...typed, neededServices: service.value });
  });

  test("when the API fails the visitor is told in French and keeps every value; nothing is stored", async ({
    page,
  }, testInfo) => {
    await expectFailureKeepsValues(page, FRENCH_PROMO, entries(uniqueEmail(testInfo)));
  });

  test("an empty form says to fill in every required field, in French, and nothing is sent", async ({ page }) => {
    await expectProblemsAndNothingSent(page, FRENCH_PROMO, entries("alan@turing@example.com"));
  });
});

test.describe("enrolment form of the learning area", () => {
  const course = TRAINING_OPTIONS.find((option) => option.key === "placement")!;
  const entries = (email: string) =>
    contactEntries(LEARN, email, course, "I finish my degree in June and want help with interviews.");

  test("a visitor enrols, is thanked, the form empties and the enrolment is stored", async ({ page }, testInfo) => {
    const typed = entries(uniqueEmail(testInfo));
    await expectSentAndStored(page, LEARN, typed, { ...typed, neededServices: course.value });
  });

  test("when the API fails the visitor is told and keeps every value; nothing is stored", async ({
    page,
  }, testInfo) => {
    await expectFailureKeepsValues(page, LEARN, entries(uniqueEmail(testInfo)));
  });

  test("an empty form and a malformed e-mail address show the problems and send nothing", async ({ page }) => {
    await expectProblemsAndNothingSent(page, LEARN, entries("enrol-me"));
  });
});
