import type { IncomingMessage, ServerResponse } from "node:http";
import { FAULT_HEADER } from "./faults.ts";

/** Environment variable adding origins that may call the mock, comma-separated. */
export const CORS_ORIGINS_ENV = "MOCK_API_CORS_ORIGINS";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Origins allowed to call the mock from a browser: any port on this machine's loopback names — the
 * dev server (5173), the preview (4173), Storybook (6006) and the end-to-end ports — plus the
 * origins listed in `extraOrigins`.
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

/**
 * CORS middleware: allowed origins get their origin back, with the `x-mock-fault` request header
 * allowed and the `X-Mock-Fault` answer header exposed. Preflight requests are answered here (204).
 */
export function cors(extraOrigins: readonly string[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    if (origin && isAllowedOrigin(origin, extraOrigins)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Expose-Headers", "X-Mock-Fault");
    }
    if (req.method !== "OPTIONS") return next();
    if (origin && isAllowedOrigin(origin, extraOrigins)) {
      res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS");
      res.setHeader("Access-Control-Allow-Headers", `Content-Type, ${FAULT_HEADER}`);
      res.setHeader("Access-Control-Max-Age", "600");
    }
    res.statusCode = 204;
    res.end();
  };
}
