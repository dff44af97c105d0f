/**
 * The visitor's country (docs/product.md#43-country-detection): three public lookups tried in turn
 * (the default order unless configured otherwise), each a GET with a short timeout, stopping at the first that gives a valid
 * code; every failure is a console warning; when all fail, the browser language decides (fr → FR,
 * lt → LT, otherwise the default country). What each lookup tells its provider:
 * docs/third-parties.md.
 *
 * Everything the outside world provides (fetch, URLs, timers' limits, the browser language, the
 * logger) is injectable, so the module is tested without a network.
 */
import { countryFromBrowserLanguage, type CountryCode } from "@studio/content";

/** Which of the three lookups answered, or that the browser language decided. */
export type CountrySource = "cdn-trace" | "ip-country" | "ip-json" | "browser-language";

/** The outcome of a detection: always a country, and where it came from. */
export interface CountryDetection {
  readonly country: CountryCode;
  readonly source: CountrySource;
}

/** The three lookup addresses; `null` leaves a lookup out. */
export interface CountryLookupUrls {
  /** CDN trace endpoint: plain-text `key=value` lines, `loc=XX` is the country. */
  readonly trace: string | null;
  /** IP-to-country service: the code as plain text. */
  readonly text: string | null;
  /** IP lookup service: JSON with a `countryCode` field. */
  readonly json: string | null;
}

/** A lookup's name, as `VITE_COUNTRY_LOOKUPS` lists them (and as its `VITE_COUNTRY_*_URL` says). */
export type CountryLookupName = keyof CountryLookupUrls;

/** Every lookup's name. */
export const COUNTRY_LOOKUP_NAMES: readonly CountryLookupName[] = ["trace", "text", "json"];

/**
 * The default order (docs/product.md#43-country-detection): CDN trace, then IP-to-country as text,
 * then the JSON IP lookup.
 */
export const DEFAULT_COUNTRY_LOOKUP_ORDER: readonly CountryLookupName[] = ["trace", "text", "json"];

/**
 * Public services that answer browsers cross-origin without a key. The third is DB-IP's free
 * endpoint rather than ip-api.com: both answer with `countryCode`, but ip-api.com's free tier is
 * plain HTTP, which an HTTPS page may not call (mixed content).
 */
export const DEFAULT_COUNTRY_LOOKUP_URLS: CountryLookupUrls = {
  trace: "https://www.cloudflare.com/cdn-cgi/trace",
  text: "https://ipinfo.io/country",
  json: "https://api.db-ip.com/v2/free/self",
};

/** Longest wait for one lookup. */
export const LOOKUP_TIMEOUT_MS = 1000;

/**
 * Longest wait for all lookups together; after it the browser language decides at once. Kept
 * under the start-up gate's own limit so the gate still gets a country.
 */
export const DETECTION_BUDGET_MS = 1200;

/** Local-storage key of the last detected country (docs/product.md#13-storage-in-the-browser). */
export const DETECTED_COUNTRY_KEY = "detectedCountry";

/** Codes that look valid but name no country: Cloudflare's "unknown" (XX) and the reserved ZZ. */
const NOT_A_COUNTRY = new Set(["XX", "ZZ"]);

/**
 * The country code in `value` (trimmed, upper-cased) when it is two letters and names a country,
 * else null. Cloudflare's `T1` (Tor) and `XX` (unknown) are refused, so the next lookup is tried.
 */
export function normalizeCountryCode(value: unknown): CountryCode | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** The country of a CDN trace answer: the line beginning `loc=`. */
export function parseTraceCountry(body: string): CountryCode | null {
  const line = body.split(/\r?\n/).find((entry) => entry.startsWith("loc="));
  return line ? normalizeCountryCode(line.slice("loc=".length)) : null;
}

/** The country of a plain-text answer (e.g. `DE\n`). */
export function parseTextCountry(body: string): CountryCode | null {
  return normalizeCountryCode(body);
}

/** The `countryCode` field of a JSON answer; unreadable JSON gives null. */
export function parseJsonCountry(body: string): CountryCode | null {
  try {
    const data: unknown = JSON.parse(body);
    return typeof data === "object" && data !== null && "countryCode" in data
      ? normalizeCountryCode(data.countryCode)
      : null;
  } catch {
    return null;
  }
}

interface Lookup {
  readonly source: Exclude<CountrySource, "browser-language">;
  readonly url: string;
  readonly parse: (body: string) => CountryCode | null;
}

/** What each lookup reports as its source and how its answer is read. */
const LOOKUP_KINDS: { readonly [K in CountryLookupName]: Omit<Lookup, "url"> } = {
  trace: { source: "cdn-trace", parse: parseTraceCountry },
  text: { source: "ip-country", parse: parseTextCountry },
  json: { source: "ip-json", parse: parseJsonCountry },
};

/** The lookups to try, in `order` (each once), without those switched off (URL `null`). */
function lookupsFor(urls: CountryLookupUrls, order: readonly CountryLookupName[]): Lookup[] {
  return [...new Set(order)].flatMap((name) => {
    const url = urls[name];
    return url === null ? [] : [{ ...LOOKUP_KINDS[name], url }];
  });
}

/** Options of {@link detectCountry}; every one has a browser default. */
export interface DetectCountryOptions {
  /** Defaults to the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** Defaults to {@link DEFAULT_COUNTRY_LOOKUP_URLS}. */
  readonly urls?: CountryLookupUrls;
  /**
   * Which lookups to try, in which order; defaults to {@link DEFAULT_COUNTRY_LOOKUP_ORDER}. A
   * lookup not listed is not made; an empty list leaves the decision to the browser language.
   */
  readonly order?: readonly CountryLookupName[];
  /** Longest wait for one lookup; defaults to {@link LOOKUP_TIMEOUT_MS}. */
  readonly lookupTimeoutMs?: number;
  /** Longest wait for all lookups; defaults to {@link DETECTION_BUDGET_MS}. */
  readonly budgetMs?: number;
  /** The browser language for the fallback; defaults to `navigator.language`. */
  readonly language?: string;
  /** Aborting it abandons the lookups (the browser language then decides). */
  readonly signal?: AbortSignal;
  /** Receives one warning per failed lookup; defaults to `console.warn`. */
  readonly warn?: (message: string, reason?: unknown) => void;
  /** The clock, for the budget; defaults to `Date.now`. */
  readonly now?: () => number;
}

class LookupTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "LookupTimeout";
  }
}

/**
 * Runs `task` with a signal that aborts after `ms` or when `outer` aborts, and rejects at that
 * moment even if the task ignores its signal.
 */
async function withTimeout<T>(
  ms: number,
  outer: AbortSignal | undefined,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onOuterAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    const abort = (reason: unknown) => {
      controller.abort(reason);
      reject(reason);
    };
    timer = setTimeout(() => abort(new LookupTimeout(ms)), ms);
    onOuterAbort = () => abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener("abort", onOuterAbort, { once: true });
  });
  try {
    return await Promise.race([task(controller.signal), stop]);
  } finally {
    clearTimeout(timer);
    if (onOuterAbort) outer?.removeEventListener("abort", onOuterAbort);
  }
}

/** One lookup: the country, or an error explaining why there is none. */
async function runLookup(lookup: Lookup, fetchImpl: typeof fetch, signal: AbortSignal): Promise<CountryCode> {
  // No custom headers (no CORS preflight) and no cookies sent to the third party.
  const response = await fetchImpl(lookup.url, { method: "GET", signal, credentials: "omit", cache: "no-store" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const country = lookup.parse(await response.text());
  if (!country) throw new Error("the answer holds no country code");
  return country;
}

/**
 * Detects the visitor's country. Never rejects and never takes (much) longer than the budget:
 * when every lookup fails, times out or is switched off, or `signal` aborts, the browser
 * language decides.
 */
export async function detectCountry(options: DetectCountryOptions = {}): Promise<CountryDetection> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const lookupTimeoutMs = options.lookupTimeoutMs ?? LOOKUP_TIMEOUT_MS;
  const budgetMs = options.budgetMs ?? DETECTION_BUDGET_MS;
  const warn = options.warn ?? ((message: string, reason?: unknown) => console.warn(message, reason));
  const now = options.now ?? Date.now;
  const deadline = now() + budgetMs;

  const lookups = lookupsFor(
    options.urls ?? DEFAULT_COUNTRY_LOOKUP_URLS,
    options.order ?? DEFAULT_COUNTRY_LOOKUP_ORDER,
  );
  for (const lookup of lookups) {
    const remaining = deadline - now();
    if (remaining <= 0 || options.signal?.aborted) break;
    try {
      const timeout = Math.min(lookupTimeoutMs, remaining);
      const country = await withTimeout(timeout, options.signal, (signal) => runLookup(lookup, fetchImpl, signal));
      return { country, source: lookup.source };
    } catch (error) {
      if (options.signal?.aborted) break; // The caller gave up: not a failure of this lookup.
      warn(`Country lookup ${lookup.source} (${lookup.url}) failed:`, error);
    }
  }
  const language = options.language ?? (typeof navigator === "undefined" ? undefined : navigator.language);
  return { country: countryFromBrowserLanguage(language), source: "browser-language" };
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The last detected country kept in local storage, or null (none, invalid, or storage blocked). */
export function readStoredCountry(storage: StorageLike | undefined): CountryCode | null {
  try {
    return normalizeCountryCode(storage?.getItem(DETECTED_COUNTRY_KEY));
  } catch {
    return null;
  }
}

/** Keeps a detected country in local storage; a full or blocked storage is ignored. */
export function storeCountry(storage: StorageLike | undefined, country: CountryCode): void {
  try {
    storage?.setItem(DETECTED_COUNTRY_KEY, country);
  } catch {
    // Private mode or a full quota: detection simply runs again next time.
  }
}
