import { z } from "zod/mini";
import { LOCALE_CODES, type LocaleCode } from "@studio/content";
import { FIELD_ERROR_CODES, bannerRecordSchema, bannerWriteSchema, emailField, type FieldErrors } from "./schemas.ts";

/**
 * The admin area's contract (docs/product.md#128-the-admin-api): signing an editor in, reading
 * and writing each language's banners, and the change log. A module of its own
 * (`@studio/api/admin`), so no public page bundles it.
 *
 * Rules a real API must follow too (mock-api/README.md#admin-api, docs/security.md#the-admin-area):
 *
 * - The session lives in an `HttpOnly; SameSite=Strict` cookie limited to {@link ADMIN_COOKIE_PATH}
 *   (`Secure` on https); it ends after {@link ADMIN_SESSION_LIMITS} and on sign-out.
 * - Every write (sign-in and sign-out included) comes from an allowed origin (`Origin` header);
 *   every write with a session also carries the session's CSRF token in {@link CSRF_HEADER}.
 * - Wrong passwords lock the account, and the client address, for a growing time
 *   ({@link SIGN_IN_LOCKOUT}): 429 with `Retry-After`.
 * - A banner list has a version (`ETag`); a write names the version it edited (`If-Match`) and
 *   carries an `Idempotency-Key`. A stale version gets 412 with the current list.
 */

/** Paths of the admin API. Everything the session cookie is sent to lies under {@link ADMIN_COOKIE_PATH}. */
export const ADMIN_PATHS = {
  /** POST: sign in (`{ email, password }`); GET: the current session; DELETE: sign out. */
  session: "/api/admin/session",
  /** GET / PUT `{banners}/{locale}`: one language's banner list, with its version. */
  banners: "/api/admin/banners",
  /** GET: the last {@link AUDIT_PAGE_SIZE} changes, newest first. */
  audit: "/api/admin/audit",
  /** POST the picture's bytes: stored re-encoded under a name the API makes ({@link pictureUploadSchema}). */
  pictures: "/api/admin/pictures",
} as const;

/** The only path the session cookie is sent to. */
export const ADMIN_COOKIE_PATH = "/api/admin";

/** Name of the session cookie. */
export const ADMIN_COOKIE_NAME = "admin_session";

/** Request header carrying the session's CSRF token on every admin write. */
export const CSRF_HEADER = "X-CSRF-Token";

/** How long a session lasts: 30 minutes without a request, 8 hours in all. */
export const ADMIN_SESSION_LIMITS = { idleMs: 30 * 60 * 1000, absoluteMs: 8 * 60 * 60 * 1000 } as const;

/**
 * Wrong passwords: after `freeTries` in a row for one account (or from one client address), tries
 * are refused for `firstLockMs`, and each wrong try after a lock doubles it, up to `maxLockMs`.
 */
export const SIGN_IN_LOCKOUT = { freeTries: 5, firstLockMs: 60 * 1000, maxLockMs: 60 * 60 * 1000 } as const;

/** How many changes the change log answers. */
export const AUDIT_PAGE_SIZE = 50;

/** How many banners one language may hold. */
export const BANNER_LIST_MAX = 10;

/** The longest password the API reads (anything longer is refused before it is hashed). */
export const PASSWORD_MAX_LENGTH = 1024;

/** Path of one language's banner list. */
export function adminBannersPath(locale: LocaleCode): `/api/admin/banners/${LocaleCode}` {
  return `${ADMIN_PATHS.banners}/${locale}`;
}

/** Codes of the admin's refusals (`code` of the problem answer), worded by the admin page in the editor's language. */
export const ADMIN_ERROR_CODES = {
  /** 401: no session, or it ended (idle, too old, signed out). */
  signedOut: "signed_out",
  /** 401: the e-mail and password do not match an editor. */
  wrongCredentials: "wrong_credentials",
  /** 429: too many wrong passwords; `Retry-After` says when to try again. */
  locked: "locked",
  /** 403: the request's `Origin` is not one of the API's allowed origins. */
  originRefused: "origin_refused",
  /** 403: the CSRF token is missing or not the session's. */
  csrfRefused: "csrf_refused",
  /** 428: a write without `If-Match`. */
  versionRequired: "version_required",
  /** 412: the list changed since the version the editor edited. */
  staleVersion: "stale_version",
  /** 400: a write without an `Idempotency-Key`. */
  keyRequired: "key_required",
  /** 413: a picture over `BANNER_PICTURE.maxBytes`. */
  pictureTooLarge: "too_large",
  /** 415: not a JPEG, PNG or WebP picture, by its bytes (whatever its name or declared type). */
  pictureUnsupported: "unsupported_picture",
  /** 422: a picture too far from the banner's shape (`BANNER_PICTURE.aspectTolerance`). */
  pictureWrongShape: "wrong_shape",
  /** 422: a picture narrower than `BANNER_PICTURE.minWidth`. */
  pictureTooSmall: "too_small",
} as const;

/** One of the admin's refusal codes. */
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_ERROR_CODES];

/** Field error code: a banner names a picture the API does not hold. */
export const UNKNOWN_IMAGE = "unknown_image";

/** Field error code: more banners than {@link BANNER_LIST_MAX}. */
export const TOO_MANY = "too_many";

/** A refusal: RFC 9457 problem details with one of {@link ADMIN_ERROR_CODES}. */
export const adminProblemSchema = z.object({
  status: z.number(),
  code: z.string(),
  title: z.optional(z.string()),
  detail: z.optional(z.string()),
});

/** POST {@link ADMIN_PATHS.session}: the editor's e-mail and password. */
export const signInRequestSchema = z.object(
  {
    email: emailField,
    password: z
      .string({
        error: (issue) => (issue.input === undefined ? FIELD_ERROR_CODES.required : FIELD_ERROR_CODES.invalidType),
      })
      .check(
        z.minLength(1, { error: FIELD_ERROR_CODES.required }),
        z.maxLength(PASSWORD_MAX_LENGTH, { error: FIELD_ERROR_CODES.tooLong }),
      ),
  },
  { error: FIELD_ERROR_CODES.invalidBody },
);

/** What the sign-in form sends. */
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** A session as the API describes it (sign-in and GET session): who, the CSRF token, when it ends. */
export const adminSessionSchema = z.object({
  editor: z.object({ email: z.string() }),
  /** Send it in {@link CSRF_HEADER} with every write of this session. */
  csrfToken: z.string().check(z.minLength(16)),
  /** When the session ends without another request (ISO time). */
  idleExpiresAt: z.string(),
  /** When the session ends in any case (ISO time). */
  expiresAt: z.string(),
});

/** A signed-in editor's session. */
export type AdminSession = z.infer<typeof adminSessionSchema>;

const localeSchema = z.enum(LOCALE_CODES);

/** GET/PUT {@link adminBannersPath}: one language's list and its version (also the `ETag`). */
export const adminBannerListSchema = z.object({
  locale: localeSchema,
  /** The list's version: what `If-Match` names when writing it (an entity tag, quotes included). */
  version: z.string().check(z.minLength(3)),
  banners: z.array(bannerRecordSchema),
});

/** One language's banners as the admin reads them. */
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

/** One banner of a write: an existing banner keeps its `_id`; a new one has none and gets one. */
export const bannerListItemWriteSchema = z.extend(bannerWriteSchema, {
  _id: z.optional(z.string().check(z.minLength(1))),
});

/** A banner as an editor saves it, with its id when it exists. */
export type BannerListItemWrite = z.input<typeof bannerListItemWriteSchema>;

/** PUT {@link adminBannersPath}: the whole list in carousel order (new, changed, moved and removed banners at once). */
export const bannerListWriteSchema = z.object(
  {
    banners: z.array(bannerListItemWriteSchema).check(z.maxLength(BANNER_LIST_MAX, { error: TOO_MANY })),
  },
  { error: FIELD_ERROR_CODES.invalidBody },
);

/** Body of a banner list write. */
export type BannerListWrite = z.input<typeof bannerListWriteSchema>;

/** A 412 answer: the refusal and the list as it is now, so the editor sees the other change beside theirs. */
export const staleVersionProblemSchema = z.extend(adminProblemSchema, { current: adminBannerListSchema });

/** The answer to an upload (201): the stored picture's name, to put in a banner's `image`, and its size. */
export const pictureUploadSchema = z.object({
  image: z.string().check(z.minLength(1)),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
});

/** A stored picture. */
export type PictureUpload = z.infer<typeof pictureUploadSchema>;

/** One recorded change: who, when, which language, the list before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  editor: z.string(),
  locale: localeSchema,
  before: z.array(bannerRecordSchema),
  after: z.array(bannerRecordSchema),
});

/** One recorded change. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET {@link ADMIN_PATHS.audit}: the newest changes first, at most {@link AUDIT_PAGE_SIZE}. */
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema).check(z.maxLength(AUDIT_PAGE_SIZE)) });

/**
 * A failed validation as field errors keyed by the field's path (`banners.1.title`), so an editor
 * sees each message beside its field; problems with the body as a whole sit under `body`.
 */
export function toPathErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? "body" : issue.path.map(String).join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
