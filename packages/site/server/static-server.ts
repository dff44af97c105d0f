import { createReadStream, readdirSync, statSync, type Stats } from "node:fs";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import { join, posix, relative, sep } from "node:path";
import { ENCODINGS, contentTypeOf, fileCandidates, fileRuleOf, isForwarded, notFoundPageOf } from "./serving-policy.ts";

export interface StaticServerOptions {
  /** Folder of the prerendered site (build/client). */
  root: string;
  /**
   * Where `/api/*` and the eight live-demo paths are forwarded (the mock API in preview and tests);
   * omit to answer 404.
   */
  apiOrigin?: string;
}

function proxy(req: IncomingMessage, res: ServerResponse, apiOrigin: string): void {
  const target = new URL(req.url ?? "/", apiOrigin);
  const upstream = httpRequest(
    target,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        // As nginx does: the API sees who asked (for the admin's sign-in lockout) and how.
        "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", "),
        "x-forwarded-proto": "encrypted" in req.socket ? "https" : "http",
      },
    },
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

/** Every file of a folder, by its address (`/english/meatdelivery/index.html`), with its size and time. */
function listFiles(root: string): Map<string, Stats> {
  const files = new Map<string, Stats>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    files.set(`/${relative(root, file).split(sep).join("/")}`, statSync(file));
  }
  return files;
}

/**
 * The path of a request's target, decoded, with `.` and `..` segments and repeated slashes
 * resolved (no address reaches outside the build's own files); `null` when it is not a path.
 */
function pathOf(target: string): string | null {
  try {
    const { pathname } = new URL(target.startsWith("/") ? `http://localhost${target}` : target);
    return posix.normalize(decodeURIComponent(pathname));
  } catch {
    return null;
  }
}

/** The content codings a request accepts (`Accept-Encoding`, a quality of 0 refusing one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * A production-like static server for the prerendered site, answering as the serving policy says
 * (serving-policy.ts, from which production's nginx configuration is generated): clean URLs
 * (`/english/meatdelivery` → its `index.html`), the precompressed Brotli or gzip copy the browser
 * accepts (`Content-Encoding`, `Vary: Accept-Encoding`), the policy's content types and cache rules
 * (hashed assets immutable, everything else revalidated with the ETag), the language's not-found
 * page with status 404, and the API forwarded.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(createStaticHandler(options));
}

/** The request handler of `createStaticServer`, for a server that answers a few paths itself. */
export function createStaticHandler({
  root,
  apiOrigin,
}: StaticServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  // The build's file list is read once, here: restart the server after a new build.
  const files = listFiles(root);
  const exists = (file: string) => files.has(file);

  /** Answers with a file of the build (its best precompressed copy) under the policy's headers. */
  function send(req: IncomingMessage, res: ServerResponse, status: 200 | 404, file: string): void {
    const copies = ENCODINGS.filter((encoding) => files.has(file + encoding.suffix));
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = copies.find((copy) => accepted.has(copy.name));
    const served = encoding ? file + encoding.suffix : file;
    const stats = files.get(served)!;
    const etag = `W/"${stats.size}-${stats.mtimeMs.toFixed(0)}"`;
    const headers: OutgoingHttpHeaders = {
      "Content-Type": contentTypeOf(file),
      "Content-Length": stats.size,
      "Cache-Control": fileRuleOf(file).cacheControl,
      "Last-Modified": stats.mtime.toUTCString(),
      ETag: etag,
    };
    if (encoding) headers["Content-Encoding"] = encoding.name;
    if (copies.length > 0) headers.Vary = "Accept-Encoding";
    // A not-found answer is never "not modified": its status is the point.
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, { ETag: etag, "Cache-Control": headers["Cache-Control"] }).end();
      return;
    }
    res.writeHead(status, headers);
    if (req.method === "HEAD") res.end();
    // A file a new build removed since the list was read ends the answer rather than the server.
    else
      createReadStream(join(root, ...served.split("/")))
        .on("error", () => res.destroy())
        .pipe(res);
  }

  return (req, res) => {
    const path = pathOf(req.url ?? "/");
    if (path === null) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
      return;
    }
    if (apiOrigin && isForwarded(path)) {
      proxy(req, res, apiOrigin);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const file = fileCandidates(path).find(exists);
    if (file) return send(req, res, 200, file);
    const notFound = notFoundPageOf(path, exists);
    if (notFound) return send(req, res, 404, notFound);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
  };
}
