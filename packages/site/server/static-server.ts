import { createReadStream } from "node:fs";
import { demoOfPath } from "@studio/api";
import { getLocale, localeFromPath } from "@studio/content";
import { stat } from "node:fs/promises";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

export interface StaticServerOptions {
  /** Folder of the prerendered site (build/client). */
  root: string;
  /**
   * Where `/api/*` and the eight live-demo paths are forwarded (the mock API in preview and tests);
   * omit to answer 404.
   */
  apiOrigin?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/**
 * The not-found page of an address: the one of its language (`/fr/…` → `fr/404/index.html`),
 * prerendered for every language, else the English one at /404.
 */
function notFoundPages(path: string): string[] {
  const prefix = getLocale(localeFromPath(path)).pathPrefix;
  const english = join("404", "index.html");
  return prefix ? [join(prefix.slice(1), "404", "index.html"), english] : [english];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to the file that answers it: the file itself, or the prerendered
 * `<route>/index.html` of a clean URL (`/english/meatdelivery` and `/english/meatdelivery/`).
 * Returns null when nothing answers (the caller sends the 404 page) or the path escapes the root.
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const base = resolve(root);
  const target = normalize(join(base, decoded));
  if (target !== base && !target.startsWith(base + sep)) return null;
  if (decoded.endsWith("/")) {
    const index = join(target, "index.html");
    return (await isFile(index)) ? index : null;
  }
  if (await isFile(target)) return target;
  const index = join(target, "index.html");
  return (await isFile(index)) ? index : null;
}

function send(res: ServerResponse, status: number, file: string): void {
  const type = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
  const immutable = file.includes(`${sep}assets${sep}`);
  res.writeHead(status, {
    "content-type": type,
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  });
  createReadStream(file).pipe(res);
}

function proxy(req: IncomingMessage, res: ServerResponse, apiOrigin: string): void {
  const target = new URL(req.url ?? "/", apiOrigin);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "API unreachable" }));
  });
  req.pipe(upstream);
}

/** A production-like static server for the prerendered site: clean URLs, real 404s, API proxy. */
export function createStaticServer({ root, apiOrigin }: StaticServerOptions): Server {
  return createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    // The API, and the live demos (whose host defaults to the API's, spec 7.3).
    if (apiOrigin && (path === "/api" || path.startsWith("/api/") || demoOfPath(path))) {
      proxy(req, res, apiOrigin);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const file = await resolveStaticFile(root, path);
    if (file) {
      send(res, 200, file);
      return;
    }
    for (const page of notFoundPages(path)) {
      const notFound = join(resolve(root), page);
      if (await isFile(notFound)) {
        send(res, 404, notFound);
        return;
      }
    }
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  });
}
