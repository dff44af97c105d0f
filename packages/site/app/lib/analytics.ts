/**
 * The analytics tag (docs/product.md#14-third-parties and the privacy policy): a Matomo-compatible
 * tracker on the company's self-hosted server, loaded and configured by the shell and removed when
 * the shell goes away. It runs without cookies; the only cookie is the visitor's opt-out, set from
 * the privacy page, which the tag honours (not loaded, no page views, `optUserOut` for a tracker
 * already running).
 *
 * The server may be slow or down: the script is injected `async` (by the page script, once the
 * page has loaded and the browser is idle), and when it fails or has not loaded within
 * {@link ANALYTICS_TIMEOUT_MS} it is given up — the element leaves the page (a late answer never
 * runs), the waiting commands are dropped, nothing more is queued, and one console warning says so.
 */
import { injectScript } from "./third-party-script.ts";

/** Name of the first-party opt-out cookie. */
export const OPT_OUT_COOKIE = "analytics_optout";

/** The opt-out's lifetime: 400 days, the longest browsers keep a cookie. */
export const OPT_OUT_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Longest wait for the tracker script; after it the page is simply not counted. */
export const ANALYTICS_TIMEOUT_MS = 8000;

/** Marks the script element this module injects. */
const SCRIPT_MARKER = "data-analytics-tag";

/** A tracker command as Matomo's `_paq` queue takes it. */
export type TrackerCommand = [string, ...unknown[]];

/** `_paq`: an array until the tracker script runs, then an object with `push`. */
export interface TrackerQueue {
  push(...commands: TrackerCommand[]): unknown;
}

/** A window that may carry the tracker queue. */
export type AnalyticsWindow = Pick<Window, "location"> & { _paq?: TrackerQueue };

/** What the tag needs; `url` and `siteId` empty mean analytics is not configured. */
export interface LoadAnalyticsOptions {
  /** Base URL of the analytics server (e.g. "https://stats.example.com"). */
  readonly url: string;
  /** The site's id on the server. */
  readonly siteId: string;
  /** The visitor opted out (see {@link isOptedOut}). */
  readonly optedOut: boolean;
  readonly document: Document;
  readonly window: AnalyticsWindow;
  /** Longest wait for the tracker script; defaults to {@link ANALYTICS_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** Receives the one warning of a tracker that did not load; defaults to `console.warn`. */
  readonly warn?: (message: string) => void;
}

/** Per-window state: whether the tag is active and the last address counted. */
const states = new WeakMap<object, { active: boolean; lastUrl: string | null }>();

function stateOf(win: object) {
  let state = states.get(win);
  if (!state) states.set(win, (state = { active: false, lastUrl: null }));
  return state;
}

/** Drops the commands still waiting for the tracker (a running tracker keeps its queue object). */
function dropQueue(win: AnalyticsWindow): void {
  if (Array.isArray(win._paq)) delete win._paq;
}

/**
 * Loads the tag: queues the configuration (no cookies, tracker URL, site id), the landing page
 * view and link tracking, and injects `${url}/matomo.js` once, async. Does nothing when analytics
 * is not configured or the visitor opted out. A script that fails or does not load within
 * `timeoutMs` is given up (see the module's comment). Returns `unload`, which removes the script
 * again and stops further page views.
 */
export function loadAnalytics({
  url,
  siteId,
  optedOut,
  document,
  window: win,
  timeoutMs = ANALYTICS_TIMEOUT_MS,
  warn = (message) => console.warn(message),
}: LoadAnalyticsOptions): () => void {
  const base = url.trim().replace(/\/+$/, "");
  if (!base || !siteId.trim() || optedOut) return () => {};

  const queue = (win._paq ??= []);
  queue.push(
    ["disableCookies"],
    ["setTrackerUrl", `${base}/matomo.php`],
    ["setSiteId", siteId.trim()],
    ["trackPageView"],
    ["enableLinkTracking"],
  );
  const state = stateOf(win);
  state.active = true;
  state.lastUrl = win.location.href;

  // One script: none when it is already on the page or has already run (the queue is its object).
  const src = `${base}/matomo.js`;
  const injected =
    Array.isArray(queue) && !document.querySelector(`script[${SCRIPT_MARKER}]`)
      ? injectScript({ src, parent: document.head ?? document.body, timeoutMs, attributes: { [SCRIPT_MARKER]: "" } })
      : null;
  let unloaded = false;
  void injected?.outcome.then((outcome) => {
    if (outcome === "loaded" || unloaded) return;
    // Nothing waits for the tracker any more: this page is not counted, and no page view is queued.
    state.active = false;
    dropQueue(win);
    const reason = outcome === "timed-out" ? `did not load within ${timeoutMs} ms` : "could not be loaded";
    warn(`Analytics tag (${src}) ${reason}; this page is not counted.`);
  });

  return () => {
    unloaded = true;
    state.active = false;
    injected?.cancel();
    dropQueue(win);
  };
}

/**
 * Counts a client-side navigation: the address (absolute, from `path`), the page title and the
 * previous address as referrer. Does nothing when the tag is not loaded, the visitor opted out, or
 * the address is the one counted last (the landing page, counted by {@link loadAnalytics}).
 * Returns whether a page view was queued.
 */
export function trackPageView(
  path: string,
  title: string,
  env: { window: AnalyticsWindow; document: Document } = { window, document },
): boolean {
  const state = states.get(env.window);
  const queue = env.window._paq;
  if (!state?.active || !queue || isOptedOut(env.document)) return false;
  const url = new URL(path, env.window.location.href).href;
  if (url === state.lastUrl) return false;
  queue.push(
    ...(state.lastUrl ? [["setReferrerUrl", state.lastUrl] satisfies TrackerCommand] : []),
    ["setCustomUrl", url],
    ["setDocumentTitle", title],
    ["trackPageView"],
    ["enableLinkTracking"],
  );
  state.lastUrl = url;
  return true;
}

/** True when the visitor's browser carries the opt-out cookie. */
export function isOptedOut(document: Pick<Document, "cookie">): boolean {
  return document.cookie
    .split(";")
    .map((part) => part.trim())
    .includes(`${OPT_OUT_COOKIE}=1`);
}

/**
 * Sets (`true`) or removes (`false`) the opt-out cookie, and tells a tracker already running on
 * the page (`optUserOut` / `forgetUserOptOut`). Returns false when the browser refused the cookie
 * (cookies blocked), so the privacy page can say the choice cannot be saved.
 */
export function setOptedOut(document: Document, value: boolean): boolean {
  const secure = document.location?.protocol === "https:" ? "; Secure" : "";
  const maxAge = value ? OPT_OUT_MAX_AGE_S : 0;
  document.cookie = `${OPT_OUT_COOKIE}=${value ? "1" : ""}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  const win = document.defaultView as AnalyticsWindow | null;
  win?._paq?.push([value ? "optUserOut" : "forgetUserOptOut"]);
  return isOptedOut(document) === value;
}
