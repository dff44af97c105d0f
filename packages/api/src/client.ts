import ky, { type KyInstance } from "ky";
import { API_PATHS, visitorResponseSchema } from "./schemas.ts";

export interface ApiClientOptions {
  /**
   * Base URL of the backend, e.g. `https://api.example.com`. Empty means the page's own origin,
   * where the dev and preview servers forward `/api` to the mock API.
   */
  baseUrl: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
  /** Fetch implementation (tests pass their own). */
  fetch?: typeof globalThis.fetch;
  /** Where failures are reported; the UI never sees them as exceptions. */
  logger?: Pick<Console, "error">;
}

export interface ApiClient {
  /**
   * Counts this visit (POST /api/visitor) and resolves to the new visitor count, or `null` when
   * the call failed; failures are only logged (spec section 8).
   */
  registerVisit(): Promise<number | null>;
}

const DEFAULT_TIMEOUT_MS = 8000;

function resolveBaseUrl(baseUrl: string): string {
  const base = baseUrl || globalThis.location?.origin;
  if (!base) throw new Error("An API base URL is required outside the browser");
  return base.endsWith("/") ? base : `${base}/`;
}

/** Creates the typed client of the site's own backend. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? console;
  let http: KyInstance | undefined;
  const client = (): KyInstance =>
    (http ??= ky.create({
      baseUrl: resolveBaseUrl(options.baseUrl),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));

  return {
    async registerVisit() {
      try {
        const body: unknown = await client().post(API_PATHS.visitor).json();
        return visitorResponseSchema.parse(body).count;
      } catch (error) {
        logger.error("Error updating visitor count:", error);
        return null;
      }
    },
  };
}
