import ky, { isHTTPError, type KyInstance, type KyResponse } from "ky";
import type { z } from "zod/mini";
import type { LocaleCode } from "@studio/content";
import {
  ADMIN_ERROR_CODES,
  ADMIN_PATHS,
  CSRF_HEADER,
  adminBannerListSchema,
  adminBannersPath,
  adminProblemSchema,
  adminSessionSchema,
  auditListSchema,
  pictureUploadSchema,
  staleVersionProblemSchema,
  type AdminBannerList,
  type AdminSession,
  type AuditEntry,
  type BannerListWrite,
  type PictureUpload,
  type SignInRequest,
} from "./admin.ts";
import { IDEMPOTENCY_KEY_HEADER, formatIdempotencyKey } from "./idempotency.ts";
import { validationErrorResponseSchema, type FieldErrors } from "./schemas.ts";

/**
 * What an admin call comes to. The admin page words each one in the editor's language; none of
 * them throws.
 *
 * - `ok`: done, with the answer.
 * - `signed-out`: no session (never signed in, expired, signed out elsewhere): sign in again, in
 *   place, and repeat.
 * - `wrong-credentials`: the e-mail and password do not match.
 * - `locked`: too many wrong passwords; try again in `retryAfterSeconds`.
 * - `invalid`: the API refused the input; `fieldErrors` per field path (`banners.1.title`).
 * - `stale`: someone else saved this language since it was read; `current` is their version.
 * - `refused`: the API refused the request itself (another origin, no CSRF proof, no version…).
 * - `failed`: no usable answer (network, timeout, server error).
 */
export type AdminResult<T> =
  | { readonly kind: "ok"; readonly value: T }
  | { readonly kind: "signed-out" }
  | { readonly kind: "wrong-credentials" }
  | { readonly kind: "locked"; readonly retryAfterSeconds: number }
  | { readonly kind: "invalid"; readonly fieldErrors: FieldErrors }
  | { readonly kind: "stale"; readonly current: AdminBannerList }
  | { readonly kind: "refused"; readonly status: number; readonly code: string }
  | { readonly kind: "failed"; readonly error: unknown };

/** Options of `createAdminClient`. */
export interface AdminClientOptions {
  /** Base URL of the API; empty means the page's own origin (the site forwards `/api`). */
  baseUrl: string;
  /** Per-attempt timeout in milliseconds (default 10000). */
  timeoutMs?: number;
  /** Attempts after the first on a lost connection or a gateway's 502/503/504 (default 2). */
  retryLimit?: number;
  /** Fetch implementation (tests pass their own). */
  fetch?: typeof globalThis.fetch;
  /** Headers added to every request (tests name an origin with them outside a browser). */
  headers?: Record<string, string>;
}

/** One save of a language's banners. */
export interface SaveBanners {
  /** The version the editor edited (the list's `version`); sent as `If-Match`. */
  readonly version: string;
  /** The whole list in carousel order. */
  readonly body: BannerListWrite;
  /**
   * The save's idempotency key: new for each save, the same when the same save is sent again (after
   * signing in again in place, or after a failure), so it is applied once.
   */
  readonly key: string;
}

/** The admin API's typed client: one per admin page; it holds the session's CSRF token. */
export interface AdminClient {
  /** Signs in; on `ok` the session cookie is set and the CSRF token kept. */
  signIn(body: SignInRequest): Promise<AdminResult<AdminSession>>;
  /** The current session, if any (after a reload); keeps its CSRF token. */
  session(): Promise<AdminResult<AdminSession>>;
  /** Signs out on the server; `ok` also when there was no session. */
  signOut(): Promise<AdminResult<null>>;
  /** One language's banners and their version. */
  getBanners(locale: LocaleCode): Promise<AdminResult<AdminBannerList>>;
  /** Saves one language's whole list against the version edited. */
  saveBanners(locale: LocaleCode, save: SaveBanners): Promise<AdminResult<AdminBannerList>>;
  /** The last changes, newest first. */
  audit(): Promise<AdminResult<AuditEntry[]>>;
  /**
   * Uploads a picture's bytes (JPEG, PNG or WebP); the API stores it re-encoded under a name of its
   * own, answered as `image`. The file's name is never sent.
   */
  uploadPicture(picture: Blob): Promise<AdminResult<PictureUpload>>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Statuses a write is retried on with its key: still processing (409), a gateway's failures. */
const WRITE_RETRY_STATUSES = [409, 502, 503, 504];

async function readJson(response: KyResponse): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Reads a refusal (any answer that is not a success) as a result. */
async function refusal<T>(response: KyResponse): Promise<AdminResult<T>> {
  const body = await readJson(response);
  const problem = adminProblemSchema.safeParse(body);
  const code = problem.success ? problem.data.code : "";
  switch (response.status) {
    case 400: {
      const invalid = validationErrorResponseSchema.safeParse(body);
      if (invalid.success) return { kind: "invalid", fieldErrors: invalid.data.errors };
      break;
    }
    case 401:
      return code === ADMIN_ERROR_CODES.wrongCredentials ? { kind: "wrong-credentials" } : { kind: "signed-out" };
    case 412: {
      const stale = staleVersionProblemSchema.safeParse(body);
      if (stale.success) return { kind: "stale", current: stale.data.current };
      break;
    }
    case 429: {
      const seconds = Number(response.headers.get("Retry-After"));
      return { kind: "locked", retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60 };
    }
  }
  if (response.status >= 500) return { kind: "failed", error: new Error(`HTTP ${response.status}`) };
  return { kind: "refused", status: response.status, code };
}

/** Creates the admin API's client. */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  let csrfToken = "";
  let http: KyInstance | undefined;
  const client = (): KyInstance => {
    const base = options.baseUrl || globalThis.location?.origin;
    if (!base) throw new Error("An API base URL is required outside the browser");
    return (http ??= ky.create({
      baseUrl: base.endsWith("/") ? base : `${base}/`,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      // The session cookie goes with every call, also to an API on another origin of the same site.
      credentials: "include",
      retry: { limit: options.retryLimit ?? 2, methods: ["get"] },
      throwHttpErrors: false,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));
  };

  /** Sends one request and reads a success with `schema`; every other answer becomes its result. */
  async function call<T>(
    method: "get" | "post" | "put" | "delete",
    path: string,
    schema: z.ZodMiniType<T> | null,
    init: { json?: unknown; body?: Blob; headers?: Record<string, string> } = {},
  ): Promise<AdminResult<T>> {
    const write = method !== "get";
    let response: KyResponse;
    try {
      response = await client()(path.replace(/^\/+/, ""), {
        method,
        ...(init.json !== undefined ? { json: init.json } : {}),
        ...(init.body !== undefined ? { body: init.body } : {}),
        headers: { ...(write && csrfToken ? { [CSRF_HEADER]: csrfToken } : {}), ...init.headers },
        ...(write && init.headers?.[IDEMPOTENCY_KEY_HEADER]
          ? {
              retry: { limit: options.retryLimit ?? 2, methods: [method], statusCodes: WRITE_RETRY_STATUSES },
              throwHttpErrors: (status: number) => WRITE_RETRY_STATUSES.includes(status),
            }
          : {}),
      });
    } catch (error) {
      if (isHTTPError(error)) response = error.response;
      else return { kind: "failed", error };
    }
    if (!response.ok) return refusal(response);
    if (schema === null) return { kind: "ok", value: null as T };
    const parsed = schema.safeParse(await readJson(response));
    return parsed.success
      ? { kind: "ok", value: parsed.data }
      : { kind: "failed", error: new Error(`${method.toUpperCase()} ${path}: the answer breaks the contract`) };
  }

  /** Keeps the CSRF token of a session answer. */
  function keep(result: AdminResult<AdminSession>): AdminResult<AdminSession> {
    if (result.kind === "ok") csrfToken = result.value.csrfToken;
    if (result.kind === "signed-out") csrfToken = "";
    return result;
  }

  return {
    signIn: async (body) => keep(await call("post", ADMIN_PATHS.session, adminSessionSchema, { json: body })),
    session: async () => keep(await call("get", ADMIN_PATHS.session, adminSessionSchema)),
    async signOut() {
      const result = await call<null>("delete", ADMIN_PATHS.session, null);
      csrfToken = "";
      return result.kind === "signed-out" ? { kind: "ok", value: null } : result;
    },
    getBanners: (locale) => call("get", adminBannersPath(locale), adminBannerListSchema),
    saveBanners: (locale, { version, body, key }) =>
      call("put", adminBannersPath(locale), adminBannerListSchema, {
        json: body,
        headers: { "If-Match": version, [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(key) },
      }),
    uploadPicture: (picture) =>
      call("post", ADMIN_PATHS.pictures, pictureUploadSchema, {
        body: picture,
        headers: { "Content-Type": picture.type || "application/octet-stream" },
      }),
    async audit() {
      const result = await call("get", ADMIN_PATHS.audit, auditListSchema);
      return result.kind === "ok" ? { kind: "ok", value: result.value.entries } : result;
    },
  };
}
