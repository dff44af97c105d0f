import type { IncomingMessage, ServerResponse } from "node:http";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "@studio/api";
import { FAULT_HEADER } from "./faults.ts";

/** Environment variable adding origins that may call the mock, comma-separated. */
export const CORS_ORIGINS_ENV = "MOCK_API_CORS_ORIGINS";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Origins allowed to call the mock from a browser: any port on this machine's loopback names — the
 * dev server, the preview, Storybook and the test suites' servers (packages/content/src/ports.ts),
 * and the end-to-end workers' free ports — plus the origins listed in `extraOrigins`.
 */
export function isAllowedOrigin(origin: string, extraOrigins: readonly string[] = []): boolean {
  if (extraOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** Parses the comma-separated list of extra origins. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => origin !== "");
}

/** Request headers a page may send: JSON, a submission's idempotency key, the fault switch. */
export const ALLOWED_REQUEST_HEADERS = ["Content-Type", IDEMPOTENCY_KEY_HEADER, FAULT_HEADER];

/**
 * Answer headers a page may read: `Retry-After` (a key still in progress, 409), the replay mark
 * of an idempotent repeat, and the faults applied.
 */
export const EXPOSED_ANSWER_HEADERS = ["Retry-After", IDEMPOTENT_REPLAYED_HEADER, "X-Mock-Fault"];

/**
 * CORS middleware: allowed origins get their origin back, may send the headers above and read the
 * answer headers above. Preflight requests are answered here (204).
 */
export function cors(extraOrigins: readonly string[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    if (origin && isAllowedOrigin(origin, extraOrigins)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Expose-Headers", EXPOSED_ANSWER_HEADERS.join(", "));
    }
    if (req.method !== "OPTIONS") return next();
    if (origin && isAllowedOrigin(origin, extraOrigins)) {
      res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS");
      res.setHeader("Access-Control-Allow-Headers", ALLOWED_REQUEST_HEADERS.join(", "));
      res.setHeader("Access-Control-Max-Age", "600");
    }
    res.statusCode = 204;
    res.end();
  };
}
