/**
 * The contact forms of the training and services landing pages, the promo pages and the learning
 * area (docs/product.md#112-fields-and-options): fields, option lists and the request payload.
 *
 * Visible texts are message ids; validation and toast messages live in `form.*` / `feedback.*`
 * (see data/forms.ts).
 */
import { FIELD_MAX_LENGTH, TEXTAREA_ROWS } from "../constants.ts";
import type { LocaleCode } from "../locales.ts";
import type { MessageId } from "../messages.ts";
import type { FormField } from "./forms.ts";

/** Which option list and wording a contact form uses. */
export type ContactFormVariant = "training" | "services";

/** The names of the contact form fields, exactly as they are sent to the API (docs/product.md#127-form-submissions). */
export type ContactFieldName = "fullName" | "email" | "phoneNumber" | "neededServices" | "desc";

/** One field of a contact form. */
export type ContactFormField = FormField<ContactFieldName>;

/** Maximum lengths of the free-text fields. */
export const CONTACT_FIELD_MAX_LENGTH = {
  fullName: FIELD_MAX_LENGTH.name,
  email: FIELD_MAX_LENGTH.email,
  phoneNumber: FIELD_MAX_LENGTH.phone,
  desc: FIELD_MAX_LENGTH.message,
} as const satisfies Partial<Record<ContactFieldName, number>>;

/** Rows of the description text area (docs/product.md#112-fields-and-options). */
export const CONTACT_DESC_ROWS = TEXTAREA_ROWS;

const NAME_FIELD = {
  name: "fullName",
  labelId: "contactForm.fullName.label",
  control: "text",
  autocomplete: "name",
  required: true,
  maxLength: CONTACT_FIELD_MAX_LENGTH.fullName,
} as const satisfies ContactFormField;

const EMAIL_FIELD = {
  name: "email",
  labelId: "contactForm.email.label",
  control: "email",
  autocomplete: "email",
  required: true,
  maxLength: CONTACT_FIELD_MAX_LENGTH.email,
} as const satisfies ContactFormField;

const PHONE_FIELD = {
  name: "phoneNumber",
  labelId: "contactForm.phoneNumber.label",
  control: "tel",
  autocomplete: "tel",
  required: true,
  maxLength: CONTACT_FIELD_MAX_LENGTH.phoneNumber,
} as const satisfies ContactFormField;

/** The fields of each form variant, in display order. */
export const CONTACT_FORM_FIELDS = {
  training: [
    NAME_FIELD,
    EMAIL_FIELD,
    PHONE_FIELD,
    {
      name: "neededServices",
      labelId: "contactForm.training.neededServices.label",
      placeholderId: "contactForm.training.neededServices.placeholder",
      control: "select",
      autocomplete: "off",
      required: true,
    },
    {
      name: "desc",
      labelId: "contactForm.training.desc.label",
      control: "textarea",
      autocomplete: "off",
      required: false,
      maxLength: CONTACT_FIELD_MAX_LENGTH.desc,
      rows: CONTACT_DESC_ROWS,
    },
  ],
  services: [
    NAME_FIELD,
    EMAIL_FIELD,
    PHONE_FIELD,
    {
      name: "neededServices",
      labelId: "contactForm.services.neededServices.label",
      placeholderId: "contactForm.services.neededServices.placeholder",
      control: "select",
      autocomplete: "off",
      required: true,
    },
    {
      name: "desc",
      labelId: "contactForm.services.desc.label",
      control: "textarea",
      autocomplete: "off",
      required: false,
      maxLength: CONTACT_FIELD_MAX_LENGTH.desc,
      rows: CONTACT_DESC_ROWS,
    },
  ],
} as const satisfies Record<ContactFormVariant, readonly ContactFormField[]>;

/** Texts of the form around its fields. */
export const CONTACT_FORM_COPY = {
  requiredNoteId: "contactForm.requiredNote",
  submitId: "contactForm.submit",
} as const satisfies Record<string, MessageId>;

/** One choice of the `neededServices` select. */
export interface ContactFormOption {
  /** Stable key of the choice. */
  readonly key: string;
  /** Visible label in the current language. */
  readonly labelId: MessageId;
  /**
   * The value sent as `neededServices`: the English label, whatever the page language, so that
   * enquiries read the same in the back office (docs/decisions/0053-values-sent-by-selects.md).
   */
  readonly value: string;
}

/** The six courses of the training form (docs/product.md#112-fields-and-options). */
export const TRAINING_OPTIONS = [
  { key: "fullStack", labelId: "contactForm.options.training.fullStack", value: "Full Stack Development" },
  { key: "appDev", labelId: "contactForm.options.training.appDev", value: "App Development" },
  { key: "softwareTesting", labelId: "contactForm.options.training.softwareTesting", value: "Software Testing" },
  { key: "dataEngineering", labelId: "contactForm.options.training.dataEngineering", value: "Data Engineering" },
  { key: "dataScience", labelId: "contactForm.options.training.dataScience", value: "Data Science" },
  { key: "placement", labelId: "contactForm.options.training.placement", value: "Placement Training" },
] as const satisfies readonly ContactFormOption[];

/** The key of a training form choice. */
export type TrainingOptionKey = (typeof TRAINING_OPTIONS)[number]["key"];

/** Every choice the services form can show; which ones it shows depends on the language. */
export const SERVICES_OPTIONS = [
  { key: "webDevelopment", labelId: "contactForm.options.services.webDevelopment", value: "Web Development" },
  {
    key: "mobileAppDevelopment",
    labelId: "contactForm.options.services.mobileAppDevelopment",
    value: "Mobile App Development",
  },
  { key: "ecommerce", labelId: "contactForm.options.services.ecommerce", value: "E-Commerce Solutions" },
  { key: "uiUxDesign", labelId: "contactForm.options.services.uiUxDesign", value: "UI/UX Design" },
  {
    key: "customSoftware",
    labelId: "contactForm.options.services.customSoftware",
    value: "Custom Software Development",
  },
  { key: "digitalMarketing", labelId: "contactForm.options.services.digitalMarketing", value: "Digital Marketing" },
  { key: "other", labelId: "contactForm.options.services.other", value: "Other" },
] as const satisfies readonly ContactFormOption[];

/** The key of a services form choice. */
export type ServicesOptionKey = (typeof SERVICES_OPTIONS)[number]["key"];

const SERVICES_BASE_KEYS = [
  "webDevelopment",
  "mobileAppDevelopment",
  "ecommerce",
  "uiUxDesign",
  "customSoftware",
] as const satisfies readonly ServicesOptionKey[];

/**
 * The sixth services choice per language (docs/product.md#112-fields-and-options): the English and
 * French services forms list Digital Marketing where the others list Other.
 */
export const SERVICES_LAST_OPTION = {
  en: "digitalMarketing",
  de: "other",
  lt: "other",
  ru: "other",
  po: "other",
  fr: "digitalMarketing",
  sp: "other",
} as const satisfies Record<LocaleCode, ServicesOptionKey>;

function servicesOption(key: ServicesOptionKey): ContactFormOption {
  const option = SERVICES_OPTIONS.find((entry) => entry.key === key);
  if (!option) throw new Error(`Unknown services option: ${key}`);
  return option;
}

/** The six choices of the services form in a language, in display order. */
export function servicesOptionsFor(locale: LocaleCode): readonly ContactFormOption[] {
  return [...SERVICES_BASE_KEYS, SERVICES_LAST_OPTION[locale]].map(servicesOption);
}

/** The choices of a form variant's `neededServices` select in a language. */
export function contactFormOptionsFor(variant: ContactFormVariant, locale: LocaleCode): readonly ContactFormOption[] {
  return variant === "training" ? TRAINING_OPTIONS : servicesOptionsFor(locale);
}

/**
 * The two endpoints the contact forms post to (docs/product.md#115-answers-and-toasts):
 * `submitContact` is POST /api/submit-contact (success = HTTP 201), `contact` is POST /api/contact
 * (success = `success: true`; its pages also show a toast for missing required fields,
 * docs/product.md#113-validation).
 */
export type ContactSubmission = "submitContact" | "contact";
