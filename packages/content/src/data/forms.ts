/**
 * Texts shared by every form of the site: validation messages (GOV.UK style, one "required" message
 * per field), the common form chrome, and the toast messages
 * (docs/product.md#115-answers-and-toasts).
 */
import type { MessageId } from "../messages.ts";

/** The control a form field renders; `email`, `tel` and `password` are the native input types. */
export type FormControl = "text" | "email" | "tel" | "password" | "select" | "textarea";

/** One field of any form of the site, in display order within its form. */
export interface FormField<Name extends string = string> {
  /** Field name in the form state (and in the request body unless `submitAs` says otherwise). */
  readonly name: Name;
  /** Name of the field in the request body, when it differs from `name`. */
  readonly submitAs?: string;
  /** Visible label. */
  readonly labelId: MessageId;
  /** Text of the empty first option of a select. */
  readonly placeholderId?: MessageId;
  /** Control to render. */
  readonly control: FormControl;
  /** HTML `autocomplete` token. */
  readonly autocomplete?: string;
  /** Marked with an asterisk and checked before sending. */
  readonly required: boolean;
  /** Longest accepted value in characters (see `FIELD_MAX_LENGTH`). */
  readonly maxLength?: number;
  /** Visible rows of a text area. */
  readonly rows?: number;
  /** Message when a required field is left empty. */
  readonly requiredErrorId?: MessageId;
  /** Message when the value has the wrong format (email and phone). */
  readonly invalidErrorId?: MessageId;
}

/**
 * Fields that have their own "required" message: the fields of every form
 * (docs/product.md#112-fields-and-options), plus `category` for the demo form's select (held as
 * `neededServices`, but worded as a category). `desc` is optional and only has the shared too-long
 * message.
 */
export type RequiredFieldKey =
  | "name"
  | "email"
  | "phoneNumber"
  | "service"
  | "message"
  | "firstName"
  | "lastName"
  | "company"
  | "businessEmail"
  | "category"
  | "neededServices"
  | "fullName";

/** Validation message ids shared by every form. */
export interface FormErrorIds {
  /** "Enter your first name"-style message per field, shown when the field is left empty. */
  readonly required: { readonly [K in RequiredFieldKey]: MessageId };
  /** An email address in the wrong format (any email field). */
  readonly emailInvalid: MessageId;
  /** A phone number in the wrong format (any phone field). */
  readonly phoneInvalid: MessageId;
  /** A value longer than allowed; argument `{max}` (number, pluralized). */
  readonly tooLong: MessageId;
  /** A select left on its placeholder when no field-specific message applies. */
  readonly selectRequired: MessageId;
}

/** The validation messages of every form. */
export const FORM_ERROR_IDS = {
  required: {
    name: "form.error.name.required",
    email: "form.error.email.required",
    phoneNumber: "form.error.phoneNumber.required",
    service: "form.error.service.required",
    message: "form.error.message.required",
    firstName: "form.error.firstName.required",
    lastName: "form.error.lastName.required",
    company: "form.error.company.required",
    businessEmail: "form.error.businessEmail.required",
    category: "form.error.category.required",
    neededServices: "form.error.neededServices.required",
    fullName: "form.error.fullName.required",
  },
  emailInvalid: "form.error.email.invalid",
  phoneInvalid: "form.error.phone.invalid",
  tooLong: "form.error.tooLong",
  selectRequired: "form.error.select.required",
} as const satisfies FormErrorIds;

/** Texts around the fields of every form. */
export interface FormCopy {
  /** Explains the asterisk: "Fields marked with * are required". */
  readonly requiredHintId: MessageId;
  /** Screen-reader text for the asterisk after a label ("required"). */
  readonly requiredMarkerId: MessageId;
  /** Visible marker after the label of an optional field ("(optional)"). */
  readonly optionalMarkerId: MessageId;
  /** Submit button text while the request is in flight ("Sending…"). */
  readonly submittingId: MessageId;
  /** Heading of the error summary above a form; argument `{count}` (number of problems, pluralized). */
  readonly errorSummaryHeadingId: MessageId;
}

/** The shared form chrome. */
export const FORM_COPY = {
  requiredHintId: "form.requiredHint",
  requiredMarkerId: "form.requiredMarker",
  optionalMarkerId: "form.optionalMarker",
  submittingId: "form.submitting",
  errorSummaryHeadingId: "form.errorSummary.heading",
} as const satisfies FormCopy;

/** Toasts of a form whose request can succeed, be refused by the server, or fail to complete. */
export interface SubmissionFeedback {
  /** The server accepted the enquiry. */
  readonly success: MessageId;
  /** The server answered, but not with the endpoint's success reading. */
  readonly rejected: MessageId;
  /** The request threw (network error, timeout); also logged. */
  readonly failed: MessageId;
}

/** The toast of every outcome, by form (docs/product.md#115-answers-and-toasts). */
export interface FeedbackIds {
  /** Home contact form, POST /api/site-contactus (success: HTTP 200). */
  readonly homeEnquiry: SubmissionFeedback;
  /**
   * Demo form, POST /api/product-query: an answer that is not a success gets the same thank-you
   * toast as a success (`rejected`); a request that fails says something went wrong.
   */
  readonly demoBooking: SubmissionFeedback;
  /** Contact forms posting to /api/submit-contact (success: HTTP 201). */
  readonly submitContact: SubmissionFeedback;
  /** Contact forms posting to /api/contact (success: `success: true`), with a script-level check. */
  readonly contact: SubmissionFeedback & {
    /** A required field is empty; nothing is sent. */
    readonly missingFields: MessageId;
  };
}

/** 'Please fill in all required fields': a contact form's check before sending (docs/product.md#113-validation). */
export const MISSING_FIELDS_ID = "feedback.missingFields" satisfies MessageId;

// Each form's toasts on their own, so a form's code holds only its own (FEEDBACK_IDS has them all).

/** Toasts of the home enquiry form. */
export const HOME_ENQUIRY_FEEDBACK = {
  success: "feedback.thanksReachOut",
  rejected: "feedback.somethingWentWrong",
  failed: "feedback.errorTryLater",
} as const satisfies SubmissionFeedback;

/**
 * Toasts of the demo booking form: a success and an answer that is not a success both thank the
 * visitor; a failed request says something went wrong.
 */
export const DEMO_BOOKING_FEEDBACK = {
  success: "feedback.thanksReachOutDemo",
  rejected: "feedback.thanksReachOutDemo",
  failed: "feedback.somethingWentWrong",
} as const satisfies SubmissionFeedback;

/** Toasts of the contact forms posting to /api/submit-contact and /api/contact. */
export const CONTACT_FORM_FEEDBACK = {
  submitContact: {
    success: "feedback.thanksReachOut",
    rejected: "feedback.somethingWentWrong",
    failed: "feedback.errorTryLater",
  },
  contact: {
    missingFields: MISSING_FIELDS_ID,
    success: "feedback.inquirySubmitted",
    rejected: "feedback.inquiryFailed",
    failed: "feedback.errorTryLater",
  },
} as const satisfies Pick<FeedbackIds, "submitContact" | "contact">;

/**
 * Toast message ids (docs/product.md#115-answers-and-toasts); the English and French texts are the
 * original site's.
 */
export const FEEDBACK_IDS = {
  homeEnquiry: HOME_ENQUIRY_FEEDBACK,
  demoBooking: DEMO_BOOKING_FEEDBACK,
  ...CONTACT_FORM_FEEDBACK,
} as const satisfies FeedbackIds;

/** Texts of the toast area itself (positions and durations are in `constants.ts`, `TOAST`). */
export interface ToastCopy {
  /** Accessible name of the live region that holds the toasts. */
  readonly regionLabelId: MessageId;
  /** Accessible name of a toast's close button. */
  readonly dismissId: MessageId;
}

/** Labels of the toast region and its close buttons. */
export const TOAST_COPY = {
  regionLabelId: "feedback.toast.region",
  dismissId: "feedback.toast.dismiss",
} as const satisfies ToastCopy;
