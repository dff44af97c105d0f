import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import {
  ADMIN_COOKIE_NAME,
  ADMIN_COOKIE_PATH,
  ADMIN_ERROR_CODES,
  ADMIN_PATHS,
  AUDIT_PAGE_SIZE,
  CSRF_HEADER,
  UNKNOWN_IMAGE,
  adminBannerListSchema,
  adminSessionSchema,
  auditListSchema,
  bannerListWriteSchema,
  signInRequestSchema,
  toPathErrors,
  type AdminBannerList,
  type AuditEntry,
  type BannerListItemWrite,
} from "@studio/api/admin";
import { BANNER_PICTURE, LOCALE_CODES, type LocaleCode } from "@studio/content";
import { requestFingerprint, toFieldErrors, type BannerRecord } from "@studio/api";
import { readBytes, readJsonBody, sendJson, sendProblem } from "../http.ts";
import { answerInvalidKey, answerSeenKey, fingerprintOf, keyHeader, type IdempotencyKeys } from "../idempotency.ts";
import { clientAddress } from "./client-address.ts";
import type { Editors } from "./editors.ts";
import type { Lockout } from "./lockout.ts";
import { processPicture, refusedPicture, type UploadFolder, type UploadRecord } from "./pictures.ts";
import { csrfMatches, sessionEnds, type Session, type Sessions } from "./sessions.ts";

/** What the admin routes read and write in the data file. */
export interface AdminData {
  banners: Partial<Record<LocaleCode, BannerRecord[]>>;
  /** Every change, oldest first (the admin shows the newest {@link AUDIT_PAGE_SIZE}). */
  audit: AuditEntry[];
  /** The pictures editors uploaded, with when. */
  uploads: UploadRecord[];
}

/** How many changes the data file keeps. */
export const AUDIT_KEPT = 1000;

/** What the admin routes need from the mock. */
export interface AdminRouteOptions {
  data: () => AdminData;
  save: () => void;
  editors: Editors;
  sessions: Sessions;
  lockout: Lockout;
  keys: IdempotencyKeys;
  /** Origins writes are accepted from: the site's own and the configured ones. */
  origins: readonly string[];
  /** Proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed. */
  trustedProxies: readonly string[];
  /** The folder of the seed's banner pictures, to check that a banner names one that exists. */
  pictureFolder: string;
  /** Where uploaded pictures are stored. */
  uploads: UploadFolder;
  now: () => number;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** A refusal as problem details with its code. */
function refuse(res: ServerResponse, status: number, code: string, detail: string, extra: object = {}): void {
  sendProblem(res, status, { code, title: code.replace(/_/g, " "), detail, ...extra });
}

function cookieToken(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === ADMIN_COOKIE_NAME) return value.join("=");
  }
  return undefined;
}

/** A list's version: a strong entity tag from its content, so any change (by hand too) changes it. */
export function listVersion(banners: readonly BannerRecord[]): string {
  return `"${createHash("sha256").update(JSON.stringify(banners)).digest("base64url").slice(0, 22)}"`;
}

/** Whether an `If-Match` value names `version` (strong comparison: a weak tag never matches). */
function ifMatchNames(header: string, version: string): boolean {
  return header.split(",").some((tag) => tag.trim() === version);
}

const PICTURE_NAME = /^[\w-][\w.-]*$/;

/**
 * The admin API (`@studio/api/admin`, docs/security.md#the-admin-area): sign-in, sessions, each
 * language's banners with versions, and the change log. Answers only paths under `/api/admin`.
 */
export function adminRoutes(options: AdminRouteOptions) {
  const { data, save, editors, sessions, lockout, keys, origins, trustedProxies, pictureFolder, uploads, now } =
    options;

  const isHttps = (req: IncomingMessage): boolean =>
    "encrypted" in req.socket ||
    (trustedProxies.includes(req.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "") &&
      req.headers["x-forwarded-proto"] === "https");

  function setCookie(req: IncomingMessage, res: ServerResponse, token: string, clear = false): void {
    const parts = [
      `${ADMIN_COOKIE_NAME}=${clear ? "" : token}`,
      `Path=${ADMIN_COOKIE_PATH}`,
      "HttpOnly",
      "SameSite=Strict",
      ...(isHttps(req) ? ["Secure"] : []),
      ...(clear ? ["Max-Age=0"] : []),
    ];
    res.setHeader("Set-Cookie", parts.join("; "));
  }

  function describe(session: Session) {
    const ends = sessionEnds(session);
    return adminSessionSchema.parse({
      editor: { email: session.editor },
      csrfToken: session.csrfToken,
      idleExpiresAt: new Date(ends.idle).toISOString(),
      expiresAt: new Date(ends.absolute).toISOString(),
    });
  }

  function bannerList(locale: LocaleCode): AdminBannerList {
    const banners = data().banners[locale] ?? [];
    return adminBannerListSchema.parse({ locale, version: listVersion(banners), banners });
  }

  /** The origin check of every write: refused unless `Origin` is one of the allowed ones. */
  function originAllowed(req: IncomingMessage, res: ServerResponse): boolean {
    const origin = req.headers.origin;
    if (origin && origins.includes(origin)) return true;
    refuse(res, 403, ADMIN_ERROR_CODES.originRefused, "Admin writes are accepted only from the site's own pages.");
    return false;
  }

  /** The request's live session, or a 401 answered. */
  function sessionOf(req: IncomingMessage, res: ServerResponse): Session | null {
    const session = sessions.touch(cookieToken(req));
    if (session) return session;
    refuse(res, 401, ADMIN_ERROR_CODES.signedOut, "Sign in to continue.");
    return null;
  }

  /** A write's session with its CSRF proof, or the refusal answered. */
  function writer(req: IncomingMessage, res: ServerResponse): Session | null {
    if (!originAllowed(req, res)) return null;
    const session = sessionOf(req, res);
    if (!session) return null;
    if (csrfMatches(session, req.headers[CSRF_HEADER.toLowerCase()])) return session;
    refuse(res, 403, ADMIN_ERROR_CODES.csrfRefused, `Writes need the session's ${CSRF_HEADER} header.`);
    return null;
  }

  function locked(res: ServerResponse, waitMs: number): void {
    const seconds = Math.ceil(waitMs / 1000);
    res.setHeader("Retry-After", String(seconds));
    refuse(res, 429, ADMIN_ERROR_CODES.locked, `Too many wrong passwords. Try again in ${seconds} seconds.`, {
      retryAfterSeconds: seconds,
    });
  }

  const signIn: Handler = async (req, res) => {
    if (!originAllowed(req, res)) return;
    const body = await readJsonBody(req);
    if (!body.ok) return sendJson(res, body.status, { errors: body.errors });
    const parsed = signInRequestSchema.safeParse(body.value);
    if (!parsed.success) return sendJson(res, 400, { errors: toFieldErrors(parsed.error) });
    const account = `account:${parsed.data.email.toLowerCase()}`;
    const address = `address:${clientAddress(req, trustedProxies)}`;
    const wait = Math.max(lockout.waitMs(account), lockout.waitMs(address));
    if (wait > 0) return locked(res, wait);
    // Counted before the (slow) check, so that tries sent side by side cannot outrun the lock.
    const lockAfter = Math.max(lockout.fail(account), lockout.fail(address));
    const editor = await editors.check(parsed.data.email, parsed.data.password);
    if (editor === null) {
      if (lockAfter > 0) return locked(res, lockAfter);
      return refuse(res, 401, ADMIN_ERROR_CODES.wrongCredentials, "The e-mail address or the password is wrong.");
    }
    lockout.clear(account);
    lockout.clear(address);
    const { token, session } = sessions.start(editor);
    setCookie(req, res, token);
    sendJson(res, 200, describe(session));
  };

  const currentSession: Handler = (req, res) => {
    const session = sessionOf(req, res);
    if (session) sendJson(res, 200, describe(session));
  };

  const signOut: Handler = (req, res) => {
    if (!originAllowed(req, res)) return;
    const token = cookieToken(req);
    const session = sessions.touch(token);
    if (session && !csrfMatches(session, req.headers[CSRF_HEADER.toLowerCase()])) {
      return refuse(res, 403, ADMIN_ERROR_CODES.csrfRefused, `Signing out needs the session's ${CSRF_HEADER} header.`);
    }
    sessions.end(token);
    setCookie(req, res, "", true);
    res.writeHead(204, { "Cache-Control": "no-store" });
    res.end();
  };

  const readBanners =
    (locale: LocaleCode): Handler =>
    (req, res) => {
      if (!sessionOf(req, res)) return;
      const list = bannerList(locale);
      res.setHeader("ETag", list.version);
      sendJson(res, 200, list);
    };

  /** Field errors for pictures the API does not hold. */
  function unknownPictures(banners: readonly BannerListItemWrite[]): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    banners.forEach((banner, index) => {
      const image = banner.image?.trim();
      if (!image) return;
      if (!PICTURE_NAME.test(image) || !(existsSync(join(pictureFolder, image)) || uploads.has(image))) {
        errors[`banners.${index}.image`] = [UNKNOWN_IMAGE];
      }
    });
    return errors;
  }

  const writeBanners =
    (locale: LocaleCode): Handler =>
    async (req, res) => {
      const path = `${ADMIN_PATHS.banners}/${locale}`;
      const session = writer(req, res);
      if (!session) return;
      const header = keyHeader(req);
      if (header.kind === "invalid") return answerInvalidKey(res);
      if (header.kind === "none") {
        return refuse(res, 400, ADMIN_ERROR_CODES.keyRequired, "Every admin write carries an Idempotency-Key.");
      }
      const ifMatch = req.headers["if-match"];
      if (!ifMatch || ifMatch.trim() === "*") {
        return refuse(res, 428, ADMIN_ERROR_CODES.versionRequired, "Send the version you edited in If-Match.");
      }
      const body = await readJsonBody(req);
      if (!body.ok) return sendJson(res, body.status, { errors: body.errors });
      const fingerprint = fingerprintOf(requestFingerprint({ ifMatch, body: body.value }));
      // A repeat of a save that was applied gets its first answer, not a 412 against its own version.
      if (answerSeenKey(res, keys.seen(path, header.key, fingerprint))) return;
      const parsed = bannerListWriteSchema.safeParse(body.value);
      if (!parsed.success) return sendJson(res, 400, { errors: toPathErrors(parsed.error) });
      const pictures = unknownPictures(parsed.data.banners);
      if (Object.keys(pictures).length > 0) return sendJson(res, 400, { errors: pictures });
      const current = bannerList(locale);
      if (!ifMatchNames(ifMatch, current.version)) {
        res.setHeader("ETag", current.version);
        return refuse(res, 412, ADMIN_ERROR_CODES.staleVersion, "This language was changed since you opened it.", {
          current,
        });
      }
      keys.begin(path, header.key, fingerprint);
      const known = new Set(current.banners.map((banner) => banner._id));
      const after: BannerRecord[] = parsed.data.banners.map(({ _id, image, title, desc }) => ({
        _id: _id && known.has(_id) ? _id : `${locale}-${randomUUID()}`,
        ...(image?.trim() ? { image: image.trim() } : {}),
        title,
        desc,
      }));
      try {
        data().banners[locale] = after;
        const entry: AuditEntry = {
          id: randomUUID(),
          at: new Date(now()).toISOString(),
          editor: session.editor,
          locale,
          before: current.banners,
          after,
        };
        data().audit = [...(data().audit ?? []), entry].slice(-AUDIT_KEPT);
        pruneUploads();
        save();
      } catch (error) {
        // Not stored after all: a repeat of the key is handled afresh.
        keys.abandon(path, header.key);
        throw error;
      }
      const answer = bannerList(locale);
      keys.complete(path, header.key, fingerprint, 200, answer);
      res.setHeader("ETag", answer.version);
      sendJson(res, 200, answer);
    };

  /** Removes the uploads no banner uses any more (after their grace time). */
  function pruneUploads(): void {
    const used = new Set(
      Object.values(data().banners).flatMap((banners) => (banners ?? []).map((banner) => banner.image ?? "")),
    );
    data().uploads = uploads.prune(data().uploads ?? [], used, now());
  }

  const uploadPicture: Handler = async (req, res) => {
    if (!writer(req, res)) return;
    const { tooLarge, bytes } = await readBytes(req, BANNER_PICTURE.maxBytes);
    const picture = tooLarge ? refusedPicture(ADMIN_ERROR_CODES.pictureTooLarge) : await processPicture(bytes);
    if (!picture.ok) return refuse(res, picture.status, picture.code, picture.detail);
    uploads.store(picture.image, picture.bytes);
    const others = (data().uploads ?? []).filter((record) => record.image !== picture.image);
    data().uploads = [...others, { image: picture.image, at: new Date(now()).toISOString() }];
    pruneUploads();
    save();
    sendJson(res, 201, {
      image: picture.image,
      width: picture.width,
      height: picture.height,
      bytes: picture.bytes.length,
    });
  };

  const readAudit: Handler = (req, res) => {
    if (!sessionOf(req, res)) return;
    const entries = (data().audit ?? []).slice(-AUDIT_PAGE_SIZE).reverse();
    sendJson(res, 200, auditListSchema.parse({ entries }));
  };

  const routes = new Map<string, Partial<Record<string, Handler>>>([
    [ADMIN_PATHS.session, { POST: signIn, GET: currentSession, DELETE: signOut }],
    [ADMIN_PATHS.audit, { GET: readAudit }],
    [ADMIN_PATHS.pictures, { POST: uploadPicture }],
    ...LOCALE_CODES.map(
      (locale) =>
        [`${ADMIN_PATHS.banners}/${locale}`, { GET: readBanners(locale), PUT: writeBanners(locale) }] as const,
    ),
  ]);

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = new URL(req.url ?? "/", "http://mock.invalid").pathname;
    if (!path.startsWith(`${ADMIN_COOKIE_PATH}/`)) return next();
    const methods = routes.get(path);
    if (!methods) return sendJson(res, 404, { error: "Not found" });
    const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
    const handler = methods[method];
    if (!handler) {
      res.setHeader("Allow", Object.keys(methods).join(", "));
      return sendJson(res, 405, { error: "Method not allowed" });
    }
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      console.error(`Mock API: ${req.method} ${path} failed`, error);
      if (!res.headersSent) sendJson(res, 500, { error: "Internal error" });
    });
  };
}
