import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import sirv from "sirv";
import { demoOfPath } from "@studio/api";
import { getLocale, localeFromPath } from "@studio/content";

export interface StaticServerOptions {
  /** Folder of the prerendered site (build/client). */
  root: string;
  /**
   * Where `/api/*` and the eight live-demo paths are forwarded (the mock API in preview and tests);
   * omit to answer 404.
   */
  apiOrigin?: string;
}

/** Hashed build output: its name changes whenever its content does. */
const HASHED_ASSETS = "/assets/";

/**
 * The not-found page of an address: the one of its language (`/fr/…` → `/fr/404/`), prerendered
 * for every language, else the English one (the build writes it as /404.html).
 */
function notFoundPages(path: string): string[] {
  const prefix = getLocale(localeFromPath(path)).pathPrefix;
  return prefix ? [`${prefix}/404/`, "/404.html"] : ["/404.html"];
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

/**
 * A production-like static server for the prerendered site, built on sirv: clean URLs
 * (`/english/meatdelivery` → its `index.html`), the precompressed Brotli or gzip copy the browser
 * accepts (`Content-Encoding`, `Vary: Accept-Encoding`), immutable caching for hashed assets and
 * `no-cache` (revalidate with the ETag) for everything else, the language's not-found page with
 * status 404, and the API proxy.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(createStaticHandler(options));
}

/** The request handler of `createStaticServer`, for a server that answers a few paths itself. */
export function createStaticHandler({
  root,
  apiOrigin,
}: StaticServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const files = sirv(root, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith(HASHED_ASSETS) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  // The build's file list is read once, here: restart the server after a new build.
  return (req, res) => {
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
    files(req, res, () => sendNotFound(req, res, files, notFoundPages(path)));
  };
}

/**
 * Answers with the first not-found page that exists, served by sirv like any page (compressed,
 * same headers) but with status 404, never a 304.
 */
function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  files: ReturnType<typeof sirv>,
  pages: string[],
): void {
  const [page, ...others] = pages;
  if (page === undefined) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  req.url = page;
  delete req.headers["if-none-match"];
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, _status: number, ...rest: unknown[]) {
    return (writeHead as (status: number, ...more: unknown[]) => ServerResponse).call(this, 404, ...rest);
  } as ServerResponse["writeHead"];
  files(req, res, () => {
    res.writeHead = writeHead;
    sendNotFound(req, res, files, others);
  });
}
