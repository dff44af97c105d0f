import type { IncomingMessage, ServerResponse } from "node:http";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "@studio/api";
import { ADMIN_COOKIE_PATH, CSRF_HEADER } from "@studio/api/admin";
import { originOf, type Environment, type ServerName } from "@studio/content/ports";
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

/** The local servers that serve the site's pages (and forward `/api` to the mock): the admin's writes come from them. */
const SITE_SERVERS: readonly ServerName[] = ["site", "preview", "nginx", "nginxTest", "visualSite", "benchSite"];

/**
 * The site's own origins, as `env` sets their ports: the only origins (with `MOCK_API_CORS_ORIGINS`)
 * the admin API takes writes from. Not "any localhost port": another local page cannot write.
 */
export function siteOrigins(env: Environment = process.env): string[] {
  return SITE_SERVERS.map((server) => originOf(server, env));
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

/** What an admin page on another origin of the same site may send (with its cookie) and read. */
const ADMIN_REQUEST_HEADERS = ["Content-Type", CSRF_HEADER, "If-Match", IDEMPOTENCY_KEY_HEADER];
const ADMIN_ANSWER_HEADERS = ["ETag", "Retry-After", IDEMPOTENT_REPLAYED_HEADER];

/**
 * CORS middleware: allowed origins get their origin back, may send the headers above and read the
 * answer headers above. Preflight requests are answered here (204). The admin API
 * (`/api/admin/…`) is stricter: only `adminOrigins` get an answer, with credentials.
 */
export function cors(extraOrigins: readonly string[], adminOrigins: readonly string[] = []) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    if ((req.url ?? "").startsWith(`${ADMIN_COOKIE_PATH}/`)) {
      if (origin && adminOrigins.includes(origin)) {
        res.setHeader("Access-Control-Allow-Origin", origin);
        res.setHeader("Access-Control-Allow-Credentials", "true");
        res.setHeader("Access-Control-Expose-Headers", ADMIN_ANSWER_HEADERS.join(", "));
        if (req.method === "OPTIONS") {
          res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
          res.setHeader("Access-Control-Allow-Headers", ADMIN_REQUEST_HEADERS.join(", "));
          res.setHeader("Access-Control-Max-Age", "600");
        }
      }
      if (req.method !== "OPTIONS") return next();
      res.statusCode = 204;
      res.end();
      return;
    }
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
