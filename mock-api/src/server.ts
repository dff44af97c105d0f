import { randomUUID } from "node:crypto";
import { demoPages } from "./demos.ts";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import jsonServer from "json-server";
import {
  API_PATHS,
  CONTENT_ENDPOINTS,
  FORM_ENDPOINTS,
  contactResponseSchema,
  demoBookingResponseSchema,
  acknowledgementResponseSchema,
  requestFingerprint,
  toFieldErrors,
  visitorResponseSchema,
  type FormName,
  type LocaleCode,
} from "@studio/api";
import { contentReads, type MockContent } from "./content.ts";
import { cors, siteOrigins } from "./cors.ts";
import { PUBLIC_DIR, prepareDatabase, uploadsFolder } from "./database.ts";
import { faultInjection, heldAnswerMs, parseFaultRules } from "./faults.ts";
import { readJsonBody, sendJson } from "./http.ts";
import {
  IdempotencyKeys,
  answerInvalidKey,
  answerSeenKey,
  fingerprintOf,
  keyHeader,
  type IdempotencyRecord,
} from "./idempotency.ts";
import { imageFolder } from "./images.ts";
import { Editors, type EditorAccount, type EditorData } from "./admin/editors.ts";
import { Lockout } from "./admin/lockout.ts";
import { UploadFolder } from "./admin/pictures.ts";
import type { ScryptCost } from "./admin/passwords.ts";
import { adminRoutes, type AdminData } from "./admin/routes.ts";
import { Sessions } from "./admin/sessions.ts";

/** A form submission as the mock stores it: the validated fields, an id and when it arrived. */
export type StoredSubmission = Record<string, unknown> & { id: string; receivedAt: string };

/** What the mock's data file holds. */
export interface MockData extends MockContent, EditorData, AdminData {
  visitor: { count: number };
  /** Accepted submissions, one collection per form endpoint. */
  homeEnquiry: StoredSubmission[];
  demoBooking: StoredSubmission[];
  submitContact: StoredSubmission[];
  contact: StoredSubmission[];
  /** The idempotency keys answered in the last 24 hours, with their first answers. */
  idempotency: IdempotencyRecord[];
}

/** Options of the mock API. */
export interface MockApiOptions {
  /** JSON file holding the data; created from the seed when missing. */
  dbFile: string;
  /** Log every request to the console (method, path, status, time). */
  logRequests?: boolean;
  /** Whole-server fault defaults (the syntax of `MOCK_API_FAULTS`, see README.md). */
  faults?: string;
  /** Origins allowed besides the loopback ones (see `isAllowedOrigin`). */
  corsOrigins?: readonly string[];
  /** Called at the start of every request (tests count requests with it). */
  onRequest?: (request: { method: string; path: string }) => void;
  /**
   * The site's own origins, which the admin API takes writes from besides `corsOrigins`
   * (default: the local servers' origins, `siteOrigins`).
   */
  siteOrigins?: readonly string[];
  /** Addresses of the proxies in front of the mock, whose `X-Forwarded-For` is believed (default: none). */
  trustedProxies?: readonly string[];
  /** Where the editor account comes from (MOCK_API_ADMIN_EMAIL / _PASSWORD; default: none, the development account). */
  adminEnv?: Readonly<Record<string, string | undefined>>;
  /** scrypt's cost for the account's hash (default: OWASP's, `PASSWORD_COST`); the tests' mocks lower it. */
  passwordCost?: ScryptCost;
  /** The clock of sessions, lockout and the change log (tests move it). */
  now?: () => number;
}

const LOCALES = Object.keys(CONTENT_ENDPOINTS) as LocaleCode[];

/** The answer each accepted form submission gets (docs/product.md#115-answers-and-toasts). */
const ACCEPTED: Record<FormName, () => unknown> = {
  homeEnquiry: () => acknowledgementResponseSchema.parse({ message: "Thank you, your message was received." }),
  // As the real API answers (the original site read it as axios's `res.data.status`).
  demoBooking: () => demoBookingResponseSchema.parse({ status: "success" }),
  submitContact: () => acknowledgementResponseSchema.parse({ message: "Thank you, your inquiry was received." }),
  contact: () => contactResponseSchema.parse({ success: true, message: "Your inquiry has been submitted." }),
};

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? "/", "http://mock.invalid").pathname;
}

function methodNotAllowed(allow: string) {
  return (_req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader("Allow", allow);
    sendJson(res, 405, { error: "Method not allowed" });
  };
}

/**
 * The mock API as an Express app (json-server used as a module): only the contract's paths are
 * answered — json-server's generic REST routes are not mounted — and the lowdb database behind its
 * router reads and persists the data. Every answer is built with the contract's schemas, and every
 * submission is validated with them.
 */
export function createMockApi({
  dbFile,
  logRequests = false,
  faults,
  corsOrigins = [],
  onRequest,
  siteOrigins: ownOrigins = siteOrigins(),
  trustedProxies = [],
  adminEnv = {},
  passwordCost,
  now = Date.now,
}: MockApiOptions) {
  prepareDatabase(dbFile);
  const faultRules = parseFaultRules(faults);
  const app = jsonServer.create();
  const db = jsonServer.router<MockData>(dbFile).db;
  const data = (): MockData => db.getState();

  const state = data();
  state.visitor ??= { count: 0 };
  state.banners ??= {};
  state.products ??= {};
  for (const form of Object.keys(FORM_ENDPOINTS) as FormName[]) state[form] ??= [];
  state.idempotency ??= [];
  state.audit ??= [];
  state.uploads ??= [];
  db.write();
  const editors = new Editors(data, () => db.write(), adminEnv, passwordCost);
  const uploads = new UploadFolder(uploadsFolder(dbFile));
  const keys = new IdempotencyKeys(
    () => data().idempotency,
    () => db.write(),
  );

  app.disable("x-powered-by");
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = pathOf(req);
    onRequest?.({ method: req.method ?? "GET", path });
    if (logRequests) {
      const started = performance.now();
      res.on("finish", () => {
        const ms = Math.round(performance.now() - started);
        console.log(`${req.method} ${req.url} ${res.statusCode} ${ms} ms`);
      });
    }
    next();
  });
  const adminOrigins = [...ownOrigins, ...corsOrigins];
  app.use(cors(corsOrigins, adminOrigins));
  app.use(faultInjection(faultRules));

  // The admin API (docs/security.md#the-admin-area): sign-in, sessions, banner writes, change log.
  app.use(
    adminRoutes({
      data,
      save: () => db.write(),
      editors,
      sessions: new Sessions(now),
      lockout: new Lockout(now),
      keys,
      origins: adminOrigins,
      trustedProxies,
      pictureFolder: join(PUBLIC_DIR, "bannerimages"),
      uploads,
      now,
    }),
  );

  // Content reads: each language's banners and products (docs/product.md#12-api).
  for (const [path, answer] of contentReads(data)) {
    app.get(path, (_req: IncomingMessage, res: ServerResponse) => sendJson(res, 200, answer()));
  }

  // Pictures: the seed's, and those editors uploaded (next to the data file).
  app.use(imageFolder(API_PATHS.bannerImages, join(PUBLIC_DIR, "bannerimages"), uploads.folder));
  app.use(imageFolder(API_PATHS.productImages, join(PUBLIC_DIR, "productimages")));

  // Stand-ins for the live demos at the demo host's paths (docs/product.md#62-product-information).
  app.use(demoPages());

  // Visitor counter (docs/product.md#126-visit-counter): no body, answers the new count, persisted.
  app.post(API_PATHS.visitor, (_req: IncomingMessage, res: ServerResponse) => {
    const body = visitorResponseSchema.parse({ count: (Number(data().visitor.count) || 0) + 1 });
    data().visitor.count = body.count;
    db.write();
    sendJson(res, 200, body);
  });

  // Form submissions (docs/product.md#127-form-submissions): validated with the contract; refused
  // input is never stored. With an Idempotency-Key, an accepted submission is stored once and its
  // answer repeated for the key.
  for (const form of Object.keys(FORM_ENDPOINTS) as FormName[]) {
    const { path, request, successStatus } = FORM_ENDPOINTS[form];
    app.post(path, (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        const header = keyHeader(req);
        if (header.kind === "invalid") return answerInvalidKey(res);
        const body = await readJsonBody(req);
        if (!body.ok) return sendJson(res, body.status, { errors: body.errors });
        const key = header.kind === "key" ? header.key : null;
        const fingerprint = fingerprintOf(requestFingerprint(body.value));
        if (key !== null && answerSeenKey(res, keys.seen(path, key, fingerprint))) return;
        // Refused input stores nothing and leaves the key unused: the same body gets the same refusal.
        const parsed = request.safeParse(body.value);
        if (!parsed.success) return sendJson(res, 400, { errors: toFieldErrors(parsed.error) });
        if (key !== null) keys.begin(path, key, fingerprint);
        let answer: unknown;
        try {
          data()[form].push({ id: randomUUID(), receivedAt: new Date().toISOString(), ...parsed.data });
          db.write();
          answer = ACCEPTED[form]();
        } catch (error) {
          // Not stored after all: a repeat of the key is handled afresh.
          if (key !== null) keys.abandon(path, key);
          throw error;
        }
        if (key !== null) {
          // The key is answered when its answer leaves (held by the `late` fault): until then a
          // repeat is told the first is still in progress.
          const complete = () => keys.complete(path, key, fingerprint, successStatus, answer);
          const held = heldAnswerMs(res);
          if (held > 0) setTimeout(complete, held);
          else complete();
        }
        sendJson(res, successStatus, answer);
      })().catch((error: unknown) => {
        console.error(`Mock API: ${path} failed`, error);
        if (!res.headersSent) sendJson(res, 500, { error: "Internal error" });
      });
    });
  }

  // Known paths with another method.
  for (const locale of LOCALES) {
    app.all(CONTENT_ENDPOINTS[locale].bannerPath, methodNotAllowed("GET, HEAD"));
    app.all(CONTENT_ENDPOINTS[locale].productPath, methodNotAllowed("GET, HEAD"));
  }
  app.all(API_PATHS.visitor, methodNotAllowed("POST"));
  for (const { path } of Object.values(FORM_ENDPOINTS)) app.all(path, methodNotAllowed("POST"));

  app.use((_req: IncomingMessage, res: ServerResponse) => {
    sendJson(res, 404, { error: "Not found" });
  });

  // Express recognises error handlers by their four parameters.
  app.use((error: unknown, _req: IncomingMessage, res: ServerResponse, _next: () => void) => {
    console.error("Mock API error:", error);
    if (!res.headersSent) sendJson(res, 500, { error: "Internal error" });
  });

  return Object.assign(app, { editorAccount: editors.account });
}

/** Starts the mock API and resolves once it listens. */
export function startMockApi(
  options: MockApiOptions & { port: number; host?: string },
): Promise<Server & { editorAccount: EditorAccount }> {
  const app = createMockApi(options);
  return new Promise((resolvePromise, reject) => {
    const server = app.listen(options.port, options.host ?? "localhost", () =>
      resolvePromise(Object.assign(server, { editorAccount: app.editorAccount })),
    );
    server.once("error", reject);
  });
}

/** The base URL a started mock answers on. */
export function serverUrl(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://localhost:${port}`;
}
