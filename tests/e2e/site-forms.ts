/**
 * How the end-to-end tests meet the site's forms, as a visitor does: where each form is, texts from
 * the message catalogs as the page shows them, fields found by their role and accessible name,
 * filled by typing or picking an option's visible label. What a visitor enters and what the mock
 * then stores come from the form definitions (`@studio/api/fixtures`), never written out here.
 * Shared by the form specs (forms, faults, idempotency, island code, third parties) and the
 * production server test (tests/nginx).
 */
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { FORM_ENDPOINTS, type FormName } from "@studio/api";
import { FORMS, choiceOf, typedText, validValues } from "@studio/api/fixtures";
import {
  CONTACT_FORM_COPY,
  DEMO_BOOKING_FORM,
  FEEDBACK_IDS,
  FORM_COPY,
  HOME_ENQUIRY_COPY,
  LANDING_PAGES,
  LEARN_ENROLL_SECTION,
  PROMO_PAGES,
  ROUTE_PATHS,
  TOAST_COPY,
  catalogs,
  getLocale,
  localizedPath,
  type FormField,
  type LocaleCode,
  type MessageId,
  type SubmissionFeedback,
} from "@studio/content";
import { IntlMessageFormat } from "intl-messageformat";

/** What a visitor enters, by field name: the text typed, or the visible label of the option picked. */
export type Entries = Readonly<Record<string, string>>;

/** The part of a form these helpers need: its language and its fields. */
export interface FormUnderTest {
  readonly language: LocaleCode;
  readonly fields: readonly FormField[];
}

/** A form of the site where a visitor meets it. */
export interface SiteForm extends FormUnderTest {
  /** The page's address. */
  readonly path: string;
  /** Id of the section holding the form. */
  readonly sectionId: string;
  /** The submission it posts (its path, and the mock's collection for it) and its form definition. */
  readonly store: FormName;
  /** The API path it posts to. */
  readonly endpoint: string;
  /** The island's module (the component's file name). */
  readonly component: string;
  /** The field holding the visitor's e-mail address (the record is found by it). */
  readonly emailKey: string;
  readonly submitId: MessageId;
  /** Its toasts; `missingFields` when the form also says so in a toast when sent incomplete. */
  readonly feedback: SubmissionFeedback & { readonly missingFields?: MessageId };
  /** The toast when the API answers an error status, if not `feedback.rejected`. */
  readonly errorStatusId?: MessageId;
  /** The choice a visitor picks in each drop-down list, by field name and the choice's value. */
  readonly choose: Readonly<Record<string, string>>;
}

/** A form of the site: its fields, endpoint and e-mail field follow from the submission it posts. */
function siteForm(
  form: Omit<SiteForm, "fields" | "endpoint" | "emailKey" | "language"> & { language?: LocaleCode },
): SiteForm {
  const { fields } = FORMS[form.store];
  const email = fields.find((field) => field.control === "email");
  if (!email) throw new Error(`The ${form.store} form has no e-mail field`);
  return { language: "en", ...form, fields, endpoint: FORM_ENDPOINTS[form.store].path, emailKey: email.name };
}

const home = siteForm({
  path: ROUTE_PATHS.home,
  sectionId: "contact",
  store: "homeEnquiry",
  component: "home-enquiry",
  submitId: HOME_ENQUIRY_COPY.submitId,
  feedback: FEEDBACK_IDS.homeEnquiry,
  choose: { service: "devops" },
});

const demo = siteForm({
  path: ROUTE_PATHS.meatProduct,
  sectionId: "book-demo",
  store: "demoBooking",
  component: "demo-booking",
  submitId: DEMO_BOOKING_FORM.submitId,
  feedback: FEEDBACK_IDS.demoBooking,
  // An answer that is not a success still thanks the visitor; an error status is a failed request
  // (docs/product.md#115-answers-and-toasts).
  errorStatusId: FEEDBACK_IDS.demoBooking.failed,
  choose: { neededServices: "meat" },
});

const training = siteForm({
  path: ROUTE_PATHS.trainingLanding,
  sectionId: LANDING_PAGES.training.contact.anchorId,
  store: "submitContact",
  component: "contact-section",
  submitId: CONTACT_FORM_COPY.submitId,
  feedback: FEEDBACK_IDS.submitContact,
  choose: { neededServices: "Data Science" },
});

/** The forms of the site the end-to-end tests visit, in the languages they visit them in. */
export const SITE_FORMS = {
  home,
  demo,
  germanDemo: {
    ...demo,
    path: localizedPath(ROUTE_PATHS.groceryProduct, "de"),
    language: "de",
    choose: { neededServices: "furniture" },
  },
  training,
  // Digital Marketing: the service the English and French pages list where others list Other.
  frenchPromo: siteForm({
    path: ROUTE_PATHS.promoFrenchServices,
    language: "fr",
    sectionId: PROMO_PAGES.find((page) => page.path === ROUTE_PATHS.promoFrenchServices)?.contactAnchorId ?? "contact",
    store: "contact",
    component: "contact-section",
    submitId: CONTACT_FORM_COPY.submitId,
    feedback: FEEDBACK_IDS.contact,
    choose: { neededServices: "Digital Marketing" },
  }),
  learn: {
    ...training,
    path: ROUTE_PATHS.learn,
    sectionId: LEARN_ENROLL_SECTION.anchorId,
    choose: { neededServices: "Placement Training" },
  },
} as const satisfies Record<string, SiteForm>;

/** A message of a catalog as the site shows it (ICU arguments, plurals and quotes applied). */
export function message(language: LocaleCode, id: MessageId, values?: Record<string, number>): string {
  const text = catalogs[language][id];
  if (text === undefined) throw new Error(`No ${language} message ${id}`);
  return String(new IntlMessageFormat(text, getLocale(language).tag).format(values));
}

/**
 * What a visitor enters in a form: every field typed (`email` in its e-mail field), the form's
 * choice picked by its visible label, `changes` over it.
 */
export function entries(form: SiteForm, email: string, changes: Entries = {}): Entries {
  const values = validValues(form.store, { locale: form.language, choose: form.choose });
  return Object.fromEntries(
    form.fields.map((field) => {
      if (field.name in changes) return [field.name, changes[field.name]!];
      if (field.name === form.emailKey) return [field.name, email];
      if (field.control !== "select") return [field.name, typedText(field)];
      const choice = choiceOf(form.store, field, values[field.name]!, form.language);
      return [field.name, message(form.language, choice.labelId)];
    }),
  );
}

/**
 * The record the API stores for these entries: each field under its request key, trimmed, and a
 * picked option as the form sends it (its value, or its label in the page's language).
 */
export function storedRecord(form: SiteForm, typed: Entries): Record<string, string> {
  const choices = FORMS[form.store].choices(form.language);
  return Object.fromEntries(
    form.fields.map((field) => {
      const text = (typed[field.name] ?? "").trim();
      if (field.control !== "select") return [field.submitAs ?? field.name, text];
      const choice = choices[field.name]?.find((candidate) => message(form.language, candidate.labelId) === text);
      if (!choice) throw new Error(`The ${form.store} form offers no "${text}" in ${field.name}`);
      return [field.submitAs ?? field.name, choice.sends === "label" ? text : choice.value];
    }),
  );
}

/** An e-mail address no other test (or run) uses, to find this test's record in the shared store. */
export function uniqueEmail(testInfo: TestInfo): string {
  const slug = testInfo.title.replace(/[^a-z]+/gi, "-").slice(0, 24);
  return `e2e-${slug}-${Date.now()}-${testInfo.retry}-${testInfo.repeatEachIndex}@example.com`.toLowerCase();
}

/** A field's control, by its role and accessible name: the label plus the hidden "required". */
export function control(section: Locator, form: FormUnderTest, field: FormField): Locator {
  const label = message(form.language, field.labelId);
  const name = field.required ? `${label} ${message(form.language, FORM_COPY.requiredMarkerId)}` : label;
  return section.getByRole(field.control === "select" ? "combobox" : "textbox", { name, exact: true });
}

/** Types into the text fields and picks options by their visible label, like a visitor. */
export async function fill(section: Locator, form: FormUnderTest, typed: Entries): Promise<void> {
  for (const field of form.fields) {
    const value = typed[field.name];
    if (value === undefined) continue;
    if (field.control === "select") await control(section, form, field).selectOption({ label: value });
    else await control(section, form, field).fill(value);
  }
}

/** Every field shows these entries (`{}`: the form is empty; a drop-down list shows the option's label). */
export async function expectShown(
  section: Locator,
  form: FormUnderTest,
  typed: Entries,
  context?: string,
): Promise<void> {
  for (const field of form.fields) {
    const element = control(section, form, field);
    const value = typed[field.name] ?? "";
    const what = context ? `${context}: ${field.name}` : field.name;
    if (field.control === "select" && value !== "") {
      await expect(element.locator("option:checked"), what).toHaveText(value);
    } else {
      await expect(element, what).toHaveValue(value);
    }
  }
}

/** The form's submit button, by its label in the page's language. */
export function submitButton(section: Locator, form: SiteForm): Locator {
  return section.getByRole("button", { name: message(form.language, form.submitId), exact: true });
}

/** The toast with this text in the site's notification area. */
export function toast(page: Page, language: LocaleCode, id: MessageId): Locator {
  return page
    .getByRole("region", { name: message(language, TOAST_COPY.regionLabelId) })
    .getByRole("status")
    .getByText(message(language, id), { exact: true });
}

/** The POSTs the page sends to an API path, counted from now on. */
export function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** The answer to the next POST to an API path. */
export function nextAnswer(page: Page, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );
}
