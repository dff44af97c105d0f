import ky, { isHTTPError, type KyInstance, type KyResponse, type RetryOptions } from "ky";
import type { z } from "zod/mini";
import type { LocaleCode } from "@studio/content";
import { resolveBanners, type Banner } from "./banners.ts";
import { IDEMPOTENCY_KEY_HEADER, formatIdempotencyKey, newIdempotencyKey, requestFingerprint } from "./idempotency.ts";
import { bannerImageUrl, productImageUrl } from "./images.ts";
import {
  CONTENT_ENDPOINTS,
  FORM_ENDPOINTS,
  bannerRecordSchema,
  contactResponseSchema,
  isDemoBookingSuccess,
  productRecordSchema,
  validationErrorResponseSchema,
  type BannerRecord,
  type ContactRequest,
  type FieldErrors,
  type FormName,
  type DemoBookingRequest,
  type ProductRecord,
  type HomeEnquiryRequest,
} from "./schemas.ts";
import { registerVisit } from "./visit.ts";

/**
 * Retries. Reads (GET) are retried on network errors and 408/413/429/5xx answers. Form
 * submissions, which carry an idempotency key (the API stores a key's submission once), are
 * retried with the same key on network errors (a connection lost on a phone usually comes back
 * within a second), on 502/503/504 (a gateway that may not have reached the API) and on 409 (the
 * API still processing the same key; its `Retry-After` is honoured, up to 2 s) — never after a
 * timeout: the visitor has waited long enough and is told, and pressing Send again retries with
 * the same key.
 */
export interface RetryPolicy {
  /** Attempts after the first one (default 2, so at most 3 requests). */
  limit?: number;
  /**
   * Fixed delay between attempts in milliseconds (default: ky's backoff, 300 ms then 600 ms); an
   * answer's `Retry-After` still decides where it applies.
   */
  delayMs?: number;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /**
   * Base URL of the backend, e.g. `https://api.example.com`. Empty means the page's own origin,
   * where the dev and preview servers forward `/api` to the mock API.
   */
  baseUrl: string;
  /** Per-attempt timeout in milliseconds (default 8000). */
  timeoutMs?: number;
  /** Retry of reads and of submissions (see {@link RetryPolicy}). */
  retry?: RetryPolicy;
  /**
   * Headers added to every request, e.g. `{ "x-mock-fault": "slow=800" }` to exercise the mock
   * API's fault injection from Storybook or tests.
   */
  headers?: Record<string, string>;
  /** Fetch implementation (tests pass their own). */
  fetch?: typeof globalThis.fetch;
  /** Where failures are reported; the UI never sees them as exceptions. */
  logger?: Pick<Console, "error">;
}

/** Options of one read. */
export interface ReadOptions {
  /** Cancels the read (e.g. when the component unmounts); a cancelled read resolves to `null` quietly. */
  signal?: AbortSignal;
}

/**
 * Outcome of a form submission, for the UI to map to the toasts of docs/product.md#115-answers-and-toasts:
 *
 * - `success`: the server accepted the submission by the endpoint's success reading.
 * - `rejected`: the server answered, but not with that reading (another status, `success: false`,
 *   a demo booking's `status` other than `"success"`). For input the server refused (400/413), `fieldErrors`
 *   holds the error codes per field (see `FIELD_ERROR_CODES`).
 * - `failed`: no answer — network error, dropped connection, timeout or an exception — or only
 *   "still processing" (409) for its key. Already logged. The same body sent again is a retry of
 *   this submission and carries the same idempotency key; any answer ends the submission, and the
 *   next one gets a new key.
 */
export type SubmitResult =
  | { readonly outcome: "success"; readonly status: number }
  | { readonly outcome: "rejected"; readonly status: number; readonly fieldErrors?: FieldErrors }
  | { readonly outcome: "failed"; readonly error: unknown };

/**
 * The typed client of the site's own backend. No method ever throws. Each form submission carries
 * an `Idempotency-Key` header (see `idempotency.ts`): a new key per submission, the same key on
 * its retries — the client's own, and the same form sent again with the same values after a
 * `failed` outcome (one client per page: the site's `shell/api.ts`).
 */
export interface ApiClient {
  /**
   * Counts this visit (POST /api/visitor) and resolves to the new visitor count, or `null` when
   * the call failed; failures are only logged (docs/product.md#46-visit-count). The same as `registerVisit` of
   * visit.ts, which pages use without this client.
   */
  registerVisit(): Promise<number | null>;

  /**
   * One language's banners as the server sends them. Resolves to `null` for "unchanged" — the
   * response's `data` was not an array ('Invalid response data format' is logged) or the request
   * failed ('Error fetching German banners' and so on is logged) — so a caller keeping lists per
   * language keeps its previous one. Records that do not match the contract are left out (logged).
   */
  getBannerList(locale: LocaleCode, options?: ReadOptions): Promise<BannerRecord[] | null>;

  /**
   * The banners a language shows, with the fallbacks of docs/product.md#122-banners applied (see `resolveBanners`):
   * reads the language's list and the English list, shows English when the language's list is
   * empty or unreadable, and chooses each banner's picture. `null` when nothing could be read.
   */
  getBanners(locale: LocaleCode, options?: ReadOptions): Promise<Banner[] | null>;

  /**
   * One language's product records (docs/product.md#123-products), read from that language's path and field. Resolves
   * to `null` for "unchanged" — the field was not an array ('Invalid response data format' is
   * logged) or the request failed ('Error fetching product information:' is logged). Records that
   * do not match the contract are left out (logged).
   */
  getProducts(locale: LocaleCode, options?: ReadOptions): Promise<ProductRecord[] | null>;

  /** POST /api/site-contactus (home contact form): success is HTTP 200. */
  postHomeEnquiry(body: HomeEnquiryRequest): Promise<SubmitResult>;

  /**
   * POST /api/product-query (demo booking): success is HTTP 200 with a body whose `status` is
   * `"success"` — `{ "status": "success" }`, as the real API answers (see `isDemoBookingSuccess`).
   * Any other answer is `rejected` with its status; the demo form still thanks the visitor for a
   * 200 that is not a success (docs/product.md#115-answers-and-toasts), which is the form's
   * reading, not the client's.
   */
  postDemoBooking(body: DemoBookingRequest): Promise<SubmitResult>;

  /** POST /api/submit-contact (training and services contact form): success is HTTP 201. */
  postSubmitContact(body: ContactRequest): Promise<SubmitResult>;

  /** POST /api/contact (contact form with script-level check): success is `success: true` in the answer. */
  postContact(body: ContactRequest): Promise<SubmitResult>;

  /** URL of a banner picture on this client's backend. */
  bannerImageUrl(imageName: string): string;

  /** URL of a product picture on this client's backend. */
  productImageUrl(image: string): string;
}

const DEFAULT_TIMEOUT_MS = 8000;
const DEFAULT_RETRY_LIMIT = 2;
/** Statuses a submission is retried on with its key: still processing (409), a gateway's failures. */
const SUBMIT_RETRY_STATUSES = [409, 502, 503, 504];
/** Longest wait a `Retry-After` may ask of a visitor between two attempts. */
const MAX_RETRY_AFTER_MS = 2000;

function resolveBaseUrl(baseUrl: string): string {
  const base = baseUrl || globalThis.location?.origin;
  if (!base) throw new Error("An API base URL is required outside the browser");
  return base.endsWith("/") ? base : `${base}/`;
}

/** Contract paths start with `/`; relative inputs keep any path of the base URL. */
const relative = (path: string): string => path.replace(/^\/+/, "");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function readJson(response: KyResponse): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** How each form's answer is read (docs/product.md#115-answers-and-toasts). */
const SUCCESS_READINGS: Record<FormName, (response: KyResponse) => Promise<boolean>> = {
  homeEnquiry: async (response) => response.status === FORM_ENDPOINTS.homeEnquiry.successStatus,
  demoBooking: async (response) => {
    if (response.status !== FORM_ENDPOINTS.demoBooking.successStatus) return false;
    return isDemoBookingSuccess(await readJson(response));
  },
  submitContact: async (response) => response.status === FORM_ENDPOINTS.submitContact.successStatus,
  contact: async (response) => {
    if (!response.ok) return false;
    const body = contactResponseSchema.safeParse(await readJson(response));
    return body.success && body.data.success;
  },
};

/** Creates the typed client of the site's own backend. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? console;
  const delay = options.retry?.delayMs !== undefined ? { delay: () => options.retry?.delayMs ?? 0 } : {};
  const retry: RetryOptions = { limit: options.retry?.limit ?? DEFAULT_RETRY_LIMIT, methods: ["get"], ...delay };
  const submitRetry: RetryOptions = {
    limit: options.retry?.limit ?? DEFAULT_RETRY_LIMIT,
    methods: ["post"],
    statusCodes: SUBMIT_RETRY_STATUSES,
    afterStatusCodes: [409, 503],
    maxRetryAfter: MAX_RETRY_AFTER_MS,
    ...delay,
  };
  /** Each form's submission still waiting for an answer: its payload and key. */
  const unanswered = new Map<FormName, { fingerprint: string; key: string }>();
  let http: KyInstance | undefined;
  // Created on first use: the prerender of the site imports the client without a base URL.
  const client = (): KyInstance =>
    (http ??= ky.create({
      baseUrl: resolveBaseUrl(options.baseUrl),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));

  /** GETs a JSON body; `undefined` (after logging `failureText`) when the request fails. */
  async function read(path: string, failureText: string, { signal }: ReadOptions = {}): Promise<unknown> {
    try {
      return await client()
        .get(relative(path), signal ? { signal } : {})
        .json();
    } catch (error) {
      if (!signal?.aborted) logger.error(failureText, error);
      return undefined;
    }
  }

  /** Picks the list out of a read's body; `null` for "unchanged" when it is not an array. */
  function list<T>(body: unknown, field: string, record: z.ZodMiniType<T>): T[] | null {
    const value = isRecord(body) ? body[field] : undefined;
    if (!Array.isArray(value)) {
      logger.error("Invalid response data format", body);
      return null;
    }
    const records: T[] = [];
    for (const item of value) {
      const parsed = record.safeParse(item);
      if (parsed.success) records.push(parsed.data);
    }
    if (records.length < value.length) {
      logger.error("Invalid response data format", `${value.length - records.length} record(s) left out`);
    }
    return records;
  }

  async function getBannerList(locale: LocaleCode, readOptions?: ReadOptions): Promise<BannerRecord[] | null> {
    const { bannerPath, language } = CONTENT_ENDPOINTS[locale];
    const body = await read(bannerPath, `Error fetching ${language} banners`, readOptions);
    if (body === undefined) return null;
    return list(body, "data", bannerRecordSchema);
  }

  /** The answer to a submission, retried with its key; throws when there is none (or only "still processing"). */
  async function post(path: string, body: unknown, key: string): Promise<KyResponse> {
    try {
      return await client().post(relative(path), {
        json: body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(key) },
        retry: submitRetry,
        // Thrown only so that ky retries them; the last one is an answer like any other.
        throwHttpErrors: (status) => SUBMIT_RETRY_STATUSES.includes(status),
      });
    } catch (error) {
      if (isHTTPError(error) && error.response.status !== 409) return error.response;
      throw error;
    }
  }

  async function submit(form: FormName, body: unknown): Promise<SubmitResult> {
    const { path } = FORM_ENDPOINTS[form];
    const fingerprint = requestFingerprint(body);
    const pending = unanswered.get(form);
    // The same values again after no answer: the same submission, so the same key.
    const key = pending?.fingerprint === fingerprint ? pending.key : newIdempotencyKey();
    unanswered.set(form, { fingerprint, key });
    try {
      const response = await post(path, body, key);
      // Answered: whatever comes next is a new submission.
      if (unanswered.get(form)?.key === key) unanswered.delete(form);
      if (await SUCCESS_READINGS[form](response)) return { outcome: "success", status: response.status };
      const refused = response.status === 400 || response.status === 413;
      const errors = refused ? validationErrorResponseSchema.safeParse(await readJson(response)) : undefined;
      return {
        outcome: "rejected",
        status: response.status,
        ...(errors?.success ? { fieldErrors: errors.data.errors } : {}),
      };
    } catch (error) {
      logger.error(`Error submitting ${path}:`, error);
      return { outcome: "failed", error };
    }
  }

  return {
    registerVisit: () =>
      registerVisit({
        baseUrl: options.baseUrl,
        logger,
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),

    getBannerList,

    async getBanners(locale, readOptions) {
      const [english, own] = await Promise.all([
        getBannerList("en", readOptions),
        locale === "en" ? Promise.resolve(null) : getBannerList(locale, readOptions),
      ]);
      return resolveBanners(locale, own, english);
    },

    async getProducts(locale, readOptions) {
      const { productPath, productField } = CONTENT_ENDPOINTS[locale];
      const body = await read(productPath, "Error fetching product information:", readOptions);
      if (body === undefined) return null;
      return list(body, productField, productRecordSchema);
    },

    postHomeEnquiry: (body) => submit("homeEnquiry", body),
    postDemoBooking: (body) => submit("demoBooking", body),
    postSubmitContact: (body) => submit("submitContact", body),
    postContact: (body) => submit("contact", body),

    bannerImageUrl: (imageName) => bannerImageUrl(options.baseUrl, imageName),
    productImageUrl: (image) => productImageUrl(options.baseUrl, image),
  };
}
