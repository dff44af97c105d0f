import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { sendJson } from "./http.ts";
import { UPLOADED_PICTURE_NAME } from "./admin/pictures.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** A file name without any path: letters, digits, `_`, `-`, `.` and spaces, not starting with a dot. */
const SAFE_NAME = /^[\w-][\w .-]*$/;

/**
 * Serves the pictures of image folders at `{prefix}/{name}` (e.g. `/api/bannerimages/x.svg`), the
 * first folder holding the name winning: the right content type, a day of caching — a year,
 * immutable, for uploads, whose names are their content's hash — and 404 for an unknown name or
 * any name that is not a plain file name. SVGs get a content security policy that blocks scripts
 * if opened directly.
 */
export function imageFolder(prefix: string, ...folders: string[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const { pathname } = new URL(req.url ?? "/", "http://mock.invalid");
    if (!pathname.startsWith(`${prefix}/`)) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      sendJson(res, 405, { error: "Method not allowed" });
      return;
    }
    let name: string;
    try {
      name = decodeURIComponent(pathname.slice(prefix.length + 1));
    } catch {
      name = "";
    }
    const type = CONTENT_TYPES[extname(name).toLowerCase()];
    if (!SAFE_NAME.test(name) || !type) {
      sendJson(res, 404, { error: "Image not found" });
      return;
    }
    let bytes: Buffer | undefined;
    for (const folder of folders) {
      try {
        bytes = await readFile(join(folder, name));
        break;
      } catch {
        // Not in this folder.
      }
    }
    if (!bytes) {
      sendJson(res, 404, { error: "Image not found" });
      return;
    }
    res.writeHead(200, {
      "Content-Type": type,
      "Content-Length": bytes.length,
      "Cache-Control": UPLOADED_PICTURE_NAME.test(name)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      ...(type === "image/svg+xml"
        ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    });
    res.end(req.method === "HEAD" ? undefined : bytes);
  };
}
