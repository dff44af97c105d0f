import { z } from "zod/mini";
import { BANNER_TEXT_MAX_LENGTH, FIELD_MAX_LENGTH, PHONE_DIGITS, type LocaleCode } from "@studio/content";

/**
 * The API contract: every path and payload the site and the mock API exchange, defined once
 * (docs/product.md#12-api). Paths are absolute on the API origin; the client resolves them against its
 * configured base URL.
 *
 * Written with zod's functional API (`zod/mini`): the same validation as zod's method-chaining
 * API, but a browser bundle keeps only the checks it uses (the forms and the typed client ship
 * these schemas to every page with a form).
 */

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

// In their own module (no zod): picture URLs need the paths, not the schemas.
import { API_PATHS } from "./paths.ts";

// Zod compiles object parsers with `new Function` unless told not to; the site's Content-Security-
// Policy forbids eval (no 'unsafe-eval'), and even zod's guarded probe is reported as a violation.
// Every schema of the site is defined here, so this runs before any parse.
z.config({ jitless: true });

export { API_PATHS };

/** The product list's field name in a content response, per language. */
export type ProductField =
  | "data"
  | "germanFormatted"
  | "lithuanianFormatted"
  | "russianFormatted"
  | "portugueseFormatted"
  | "frenchFormatted"
  | "spanishFormatted";

/** Where one language's banners and products are read (docs/product.md#12-api). */
export interface ContentEndpoints {
  /** English name of the language, as used in the console texts ('Error fetching German banners'). */
  readonly language: string;
  /** GET path answering `{ data: Banner[] }`. */
  readonly bannerPath: `/api/${string}`;
  /** GET path answering `{ [productField]: ProductRecord[] }`. */
  readonly productPath: `/api/${string}`;
  /** Field of the product response that holds the list. */
  readonly productField: ProductField;
}

/** The 14 content reads, by language code. */
export const CONTENT_ENDPOINTS = {
  en: {
    language: "English",
    bannerPath: "/api/get-bannerimage",
    productPath: "/api/get-productinfo",
    productField: "data",
  },
  de: {
    language: "German",
    bannerPath: "/api/get-germanbannerimage",
    productPath: "/api/get-germanproduct",
    productField: "germanFormatted",
  },
  lt: {
    language: "Lithuanian",
    bannerPath: "/api/get-lithuanianbannerimage",
    productPath: "/api/get-lithuanianproduct",
    productField: "lithuanianFormatted",
  },
  ru: {
    language: "Russian",
    bannerPath: "/api/get-russianbannerimage",
    productPath: "/api/get-russianproduct",
    productField: "russianFormatted",
  },
  po: {
    language: "Portuguese",
    bannerPath: "/api/get-portuguesebannerimage",
    productPath: "/api/get-portugueseproduct",
    productField: "portugueseFormatted",
  },
  fr: {
    language: "French",
    bannerPath: "/api/get-frenchbannerimage",
    productPath: "/api/get-frenchproduct",
    productField: "frenchFormatted",
  },
  sp: {
    language: "Spanish",
    bannerPath: "/api/get-spanishbannerimage",
    productPath: "/api/get-spanishproduct",
    productField: "spanishFormatted",
  },
} as const satisfies Record<LocaleCode, ContentEndpoints>;

// ---------------------------------------------------------------------------------------------
// Content reads
// ---------------------------------------------------------------------------------------------

/**
 * A banner as the server sends it (docs/product.md#122-banners). `image` is a file name under
 * `/api/bannerimages/`; it may be missing, `null` or empty, and the client then falls back to an
 * English banner's image.
 */
export const bannerRecordSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  image: z.nullish(z.string()),
  title: z.string(),
  desc: z.string(),
});

/** A banner as the server sends it. */
export type BannerRecord = z.infer<typeof bannerRecordSchema>;

/** Body of every banner read: `{ data: BannerRecord[] }`. */
export const bannerListResponseSchema = z.object({ data: z.array(bannerRecordSchema) });

/** Body of a banner read. */
export type BannerListResponse = z.infer<typeof bannerListResponseSchema>;

/** A product record (docs/product.md#123-products); `image` is a file name under `/api/productimages/`. */
export const productRecordSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  image: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productPath: z.string(),
});

/** A product record as the server sends it. */
export type ProductRecord = z.infer<typeof productRecordSchema>;

/** Body of one language's product read: the list sits in that language's field. */
export function productListResponseSchema(locale: LocaleCode) {
  const field: ProductField = CONTENT_ENDPOINTS[locale].productField;
  return z.object({ [field]: z.array(productRecordSchema) });
}

// ---------------------------------------------------------------------------------------------
// Visitor counter
// ---------------------------------------------------------------------------------------------

/** POST /api/visitor — no body; the server answers with the new visitor count. */
export const visitorResponseSchema = z.object({
  count: z.int().check(z.nonnegative()),
});

/** Body of the visitor counter's answer. */
export type VisitorResponse = z.infer<typeof visitorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Form submissions
// ---------------------------------------------------------------------------------------------

/**
 * Codes the validation reports per field. They are stable identifiers rather than sentences, so
 * the site can show each one in the visitor's language.
 */
export const FIELD_ERROR_CODES = {
  /** The field is missing, empty or only whitespace. */
  required: "required",
  /** The field is not a string. */
  invalidType: "invalid_type",
  /** Longer than the field's limit (see `FIELD_LIMITS`). */
  tooLong: "too_long",
  /** Not an e-mail address. */
  invalidEmail: "invalid_email",
  /** Not a plausible international phone number. */
  invalidPhone: "invalid_phone",
  /** The whole body is not a JSON object (reported under the key `body`). */
  invalidBody: "invalid_body",
  /** The body is larger than the server accepts (HTTP 413, key `body`). */
  tooLarge: "too_large",
} as const;

/** One of the validation error codes. */
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[keyof typeof FIELD_ERROR_CODES];

/** Maximum lengths, in characters after trimming (defined with the forms in @studio/content). */
export const FIELD_LIMITS = FIELD_MAX_LENGTH;

export { PHONE_DIGITS };

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? FIELD_ERROR_CODES.required : FIELD_ERROR_CODES.invalidType;

/**
 * A string field; the value is trimmed, and an empty result counts as missing. The length checks
 * sit behind a pipe: zod would otherwise still measure a value of the wrong type that has a length
 * (`[]` answered `invalid_type` and `required`), so each problem gets one code.
 */
function requiredText(max: number) {
  return z.pipe(
    z.string({ error: typeError }),
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: FIELD_ERROR_CODES.required }),
        z.maxLength(max, { error: FIELD_ERROR_CODES.tooLong }),
      ),
  );
}

/** An optional string field; missing stays missing, present is trimmed and may be empty. */
function optionalText(max: number) {
  return z.optional(
    z.pipe(
      z.string({ error: FIELD_ERROR_CODES.invalidType }),
      z.string().check(z.trim(), z.maxLength(max, { error: FIELD_ERROR_CODES.tooLong })),
    ),
  );
}

/**
 * A banner as an editor saves it (the admin's writes): the same fields as a read, the title and
 * description trimmed, required and no longer than `BANNER_TEXT_MAX_LENGTH` (docs/product.md#52-banner-carousel).
 * Only writes are held to the limits: reads (`bannerRecordSchema`) accept any length, as a real API
 * may already hold longer banners, which the carousel clamps.
 */
export const bannerWriteSchema = z.object({
  image: z.nullish(z.string()),
  title: requiredText(BANNER_TEXT_MAX_LENGTH.title),
  desc: requiredText(BANNER_TEXT_MAX_LENGTH.desc),
});

/** A banner as an editor saves it. */
export type BannerWrite = z.infer<typeof bannerWriteSchema>;

/** An e-mail address field: trimmed, required, at most `FIELD_LIMITS.email`, an address (the forms' and the admin's sign-in). */
export const emailField = z.pipe(requiredText(FIELD_LIMITS.email), z.email({ error: FIELD_ERROR_CODES.invalidEmail }));

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

// Like the e-mail: the format is checked only once the value is there and not too long, so a
// blank or over-long number gets one error code, not two.
const phoneField = z.pipe(
  requiredText(FIELD_LIMITS.phone),
  z.string().check(
    z.refine(
      (value) => {
        if (!PHONE_CHARACTERS.test(value)) return false;
        const digits = value.replace(/\D/g, "").length;
        return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
      },
      { error: FIELD_ERROR_CODES.invalidPhone },
    ),
  ),
);

const bodyError = { error: FIELD_ERROR_CODES.invalidBody };

/** POST /api/site-contactus — home page contact enquiry (docs/product.md#112-fields-and-options). */
export const homeEnquiryRequestSchema = z.object(
  {
    name: requiredText(FIELD_LIMITS.name),
    email: emailField,
    phoneNumber: phoneField,
    service: requiredText(FIELD_LIMITS.service),
    message: requiredText(FIELD_LIMITS.message),
  },
  bodyError,
);

/** Body of the home page contact enquiry. */
export type HomeEnquiryRequest = z.input<typeof homeEnquiryRequestSchema>;

/**
 * POST /api/product-query — demo booking on the store product pages. The form holds the chosen
 * category as `neededServices` and sends it as `service`.
 */
export const demoBookingRequestSchema = z.object(
  {
    firstName: requiredText(FIELD_LIMITS.name),
    lastName: requiredText(FIELD_LIMITS.name),
    company: requiredText(FIELD_LIMITS.company),
    businessEmail: emailField,
    phoneNumber: phoneField,
    service: requiredText(FIELD_LIMITS.service),
  },
  bodyError,
);

/** Body of the demo booking. */
export type DemoBookingRequest = z.input<typeof demoBookingRequestSchema>;

/** POST /api/submit-contact and POST /api/contact — contact forms of the training and services pages. */
export const contactRequestSchema = z.object(
  {
    fullName: requiredText(FIELD_LIMITS.name),
    email: emailField,
    phoneNumber: phoneField,
    neededServices: requiredText(FIELD_LIMITS.service),
    desc: optionalText(FIELD_LIMITS.message),
  },
  bodyError,
);

/** Body of both training/services contact forms. */
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** Answer of POST /api/site-contactus (200) and POST /api/submit-contact (201); the site reads only the status. */
export const acknowledgementResponseSchema = z.object({ message: z.string() });

/** Body of an acknowledgement. */
export type AcknowledgementResponse = z.infer<typeof acknowledgementResponseSchema>;

/**
 * Answer of POST /api/product-query as the real API sends it: `{ status: "success" }`. The original
 * site read `res.data.status` with axios, whose `res.data` is the body itself
 * (docs/decisions/0121-demo-booking-answer.md).
 */
export const demoBookingResponseSchema = z.object({ status: z.string() });

/** Body of the demo booking's answer. */
export type DemoBookingResponse = z.infer<typeof demoBookingResponseSchema>;

/** The `status` of a demo booking's answer that means the booking was taken. */
export const DEMO_BOOKING_SUCCESS = "success";

/**
 * Whether the body of a POST /api/product-query answer reads as a success: its `status` is
 * `"success"`. Anything else — another status, another shape, no JSON — is not.
 */
export function isDemoBookingSuccess(body: unknown): boolean {
  const answer = demoBookingResponseSchema.safeParse(body);
  return answer.success && answer.data.status === DEMO_BOOKING_SUCCESS;
}

/** Answer of POST /api/contact: success is `success === true`. */
export const contactResponseSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) });

/** Body of the contact form's answer. */
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * Answer to input the server refuses (HTTP 400, or 413 for a body over the size limit): error codes
 * per field. Problems with the body as a whole are reported under the key `body`.
 */
export const validationErrorResponseSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});

/** Error codes per field. */
export type FieldErrors = z.infer<typeof validationErrorResponseSchema>["errors"];

/**
 * Turns a failed validation into the contract's per-field errors: each field's codes, and any
 * problem with the body as a whole under `body`.
 */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) errors[field] = messages;
  }
  if (formErrors.length > 0) errors.body = formErrors;
  return errors;
}

/** The four form submissions: path, request schema and the status the server answers on success. */
export const FORM_ENDPOINTS = {
  homeEnquiry: { path: API_PATHS.homeEnquiry, request: homeEnquiryRequestSchema, successStatus: 200 },
  demoBooking: { path: API_PATHS.demoBooking, request: demoBookingRequestSchema, successStatus: 200 },
  submitContact: { path: API_PATHS.submitContact, request: contactRequestSchema, successStatus: 201 },
  contact: { path: API_PATHS.contact, request: contactRequestSchema, successStatus: 200 },
} as const;

/** Name of one of the four form submissions. */
export type FormName = keyof typeof FORM_ENDPOINTS;
