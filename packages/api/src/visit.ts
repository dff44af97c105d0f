/**
 * Counting a visit (POST /api/visitor, docs/product.md#46-visit-count) with the browser's own `fetch`: every page
 * does it once idle, so it must not download the typed client's libraries (ky, zod) for one POST
 * without a body. The answer is read by the same rule as the contract's `visitorResponseSchema`
 * (visit.test.ts holds the two together).
 */
import { API_PATHS } from "./paths.ts";

/** Options of {@link registerVisit}. */
export interface VisitOptions {
  /** Base URL of the backend; empty means the page's own origin. */
  baseUrl: string;
  /** Time limit in milliseconds (default 8000, as the typed client's). */
  timeoutMs?: number;
  /** Headers added to the request (e.g. the mock API's `x-mock-fault`). */
  headers?: Record<string, string>;
  /** Fetch implementation (tests pass their own). */
  fetch?: typeof globalThis.fetch;
  /** Where a failure is reported: it is only logged, never shown. */
  logger?: Pick<Console, "error">;
}

const DEFAULT_TIMEOUT_MS = 8000;

/** The URL of an API path on a base URL (empty: the page's origin); a base's own path is kept. */
export function apiUrl(baseUrl: string, path: string): string {
  const base = baseUrl || globalThis.location?.origin;
  if (!base) throw new Error("An API base URL is required outside the browser");
  return new URL(path.replace(/^\/+/, ""), base.endsWith("/") ? base : `${base}/`).href;
}

/** The visitor count of an answer's body (`{ count }`, a whole number ≥ 0), or null when it has none. */
export function visitorCountOf(body: unknown): number | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { count } = body as { count?: unknown };
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

/**
 * Counts this visit and resolves to the new visitor count, or to `null` when the call failed (no
 * answer, an error status, a body without a count): failures are only logged, with
 * 'Error updating visitor count:', and never thrown (docs/product.md#46-visit-count).
 */
export async function registerVisit(options: VisitOptions): Promise<number | null> {
  const logger = options.logger ?? console;
  try {
    const response = await (options.fetch ?? globalThis.fetch)(apiUrl(options.baseUrl, API_PATHS.visitor), {
      method: "POST",
      ...(options.headers ? { headers: options.headers } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}: POST ${response.url}`);
    const count = visitorCountOf(await response.json());
    if (count === null) throw new Error("The answer holds no visitor count");
    return count;
  } catch (error) {
    logger.error("Error updating visitor count:", error);
    return null;
  }
}
