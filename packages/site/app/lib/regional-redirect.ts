/**
 * The start-up gate and the regional-site rule (docs/product.md#42-regional-redirect): a visitor in
 * an EU country on the non-EU host goes to the EU host, a visitor elsewhere on the EU host goes to
 * the non-EU host, keeping protocol, port, path, query string and hash. Local addresses and the
 * configured IP are ready at once; the check runs once per browser session and never keeps the page
 * from opening.
 */
import { isEuCountry, type CountryCode } from "@studio/content";
import { storeCountry, type CountryDetection } from "./country-detection.ts";

/**
 * Session-storage key of the flag "the regional redirect was handled in this session"
 * (docs/product.md#13-storage-in-the-browser).
 */
export const REGION_HANDLED_KEY = "regionRedirectHandled";

/** Longest time the gate holds the page (spinner) before it opens anyway. */
export const GATE_TIMEOUT_MS = 1500;

/** The parts of `window.location` the decision reads. */
export interface LocationParts {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** The regional configuration: both hosts (bare host names) or neither, and the site's IP. */
export interface RegionalConfig {
  /** Host of the EU site; empty when regional redirects are off. */
  readonly euHost: string;
  /** Host of the site for everyone else; empty when regional redirects are off. */
  readonly nonEuHost: string;
  /** The IP address the site is also reached at; ready at once there. Empty for none. */
  readonly ip: string;
}

/** What the gate knows before any lookup. */
export interface RegionalCheckInput extends RegionalConfig {
  readonly location: LocationParts;
  /** The session flag: the redirect was already handled in this session. */
  readonly sessionHandled: boolean;
}

/** Why the page opens where it is. */
export type ReadyReason =
  | "local"
  | "configured-ip"
  | "session-handled"
  | "not-configured"
  | "other-host"
  | "right-host"
  | "unknown-country"
  | "timeout"
  | "error";

/** Why the visitor is sent to the other regional site. */
export type RedirectReason = "eu-visitor" | "non-eu-visitor";

/** The gate's verdict. */
export type RegionalDecision =
  | { readonly action: "ready"; readonly reason: ReadyReason }
  | { readonly action: "redirect"; readonly url: string; readonly reason: RedirectReason };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

/** A host name compared case-insensitively, without IPv6 brackets or a trailing dot. */
function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
}

/** True for a local development address (`localhost`, `*.localhost`, 127.0.0.1, ::1). */
export function isLocalHost(hostname: string): boolean {
  const host = normalizeHost(hostname);
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

/**
 * The reason the page is ready before any country is known, or null when the country decides:
 * local addresses and the configured IP, a session already handled, or no regional hosts.
 */
export function readyBeforeDetection(input: RegionalCheckInput): ReadyReason | null {
  const host = normalizeHost(input.location.hostname);
  if (isLocalHost(host)) return "local";
  if (input.ip && host === normalizeHost(input.ip)) return "configured-ip";
  if (input.sessionHandled) return "session-handled";
  if (!input.euHost || !input.nonEuHost) return "not-configured";
  if (host !== normalizeHost(input.euHost) && host !== normalizeHost(input.nonEuHost)) return "other-host";
  return null;
}

/** The same address on another host: protocol, port, path, query string and hash are kept. */
export function addressOnHost(location: LocationParts, host: string): string {
  const port = location.port ? `:${location.port}` : "";
  return `${location.protocol}//${normalizeHost(host)}${port}${location.pathname}${location.search}${location.hash}`;
}

/**
 * The regional decision. Pure. `country` null means "not known well enough to move the visitor"
 * (the page then opens where it is).
 */
export function decideRegionalRedirect(input: RegionalCheckInput & { country: CountryCode | null }): RegionalDecision {
  const early = readyBeforeDetection(input);
  if (early) return { action: "ready", reason: early };
  if (!input.country) return { action: "ready", reason: "unknown-country" };

  const onEuHost = normalizeHost(input.location.hostname) === normalizeHost(input.euHost);
  const inEu = isEuCountry(input.country);
  if (inEu && !onEuHost) {
    return { action: "redirect", url: addressOnHost(input.location, input.euHost), reason: "eu-visitor" };
  }
  if (!inEu && onEuHost) {
    return { action: "redirect", url: addressOnHost(input.location, input.nonEuHost), reason: "non-eu-visitor" };
  }
  return { action: "ready", reason: "right-host" };
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** What {@link runStartupGate} needs from the browser. */
export interface StartupGateDeps {
  readonly location: LocationParts;
  readonly config: RegionalConfig;
  /** `window.sessionStorage` (the handled flag); undefined or throwing counts as "not handled". */
  readonly sessionStorage: StorageLike | undefined;
  /** `window.localStorage` (the detected country). */
  readonly localStorage: StorageLike | undefined;
  /** Country detection, e.g. `(signal) => detectCountry({ urls, signal })`. */
  readonly detectCountry: (signal: AbortSignal) => Promise<CountryDetection>;
  /** Sends the browser away, e.g. `(url) => window.location.replace(url)`. */
  readonly redirect: (url: string) => void;
  /** Longest wait for the country; defaults to {@link GATE_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /**
   * Whether a country guessed from the browser language (every lookup failed) may move the
   * visitor. Default false: a guess (say, an English browser in Germany with lookups blocked)
   * must not send anyone to the wrong regional site.
   */
  readonly redirectOnGuess?: boolean;
  /** Logs what the gate decided and why it failed; defaults to `console`. */
  readonly log?: Pick<Console, "info" | "error">;
}

/** Whether this session already handled the regional redirect (the session flag); false when storage fails. */
export function isRegionHandled(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(REGION_HANDLED_KEY) === "1";
  } catch {
    return false;
  }
}

function setFlag(storage: StorageLike | undefined): void {
  try {
    storage?.setItem(REGION_HANDLED_KEY, "1");
  } catch {
    // Storage blocked: the check simply runs again on the next page load.
  }
}

class GateTimeout extends Error {
  constructor(ms: number) {
    super(`Regional check took longer than ${ms} ms`);
    this.name = "GateTimeout";
  }
}

/**
 * Runs the start-up gate: ready at once on local addresses, the configured IP, a handled session
 * or without regional hosts; otherwise detects and stores the country, sets the session flag and
 * either calls `redirect` (the promise then resolves with the redirect, and the page should keep
 * its spinner) or resolves ready. On a timeout or any error it sets the flag, logs and resolves
 * ready. Never rejects.
 */
export async function runStartupGate(deps: StartupGateDeps): Promise<RegionalDecision> {
  const log = deps.log ?? console;
  const timeoutMs = deps.timeoutMs ?? GATE_TIMEOUT_MS;
  const base: RegionalCheckInput = {
    ...deps.config,
    location: deps.location,
    sessionHandled: isRegionHandled(deps.sessionStorage),
  };
  const early = readyBeforeDetection(base);
  if (early) return { action: "ready", reason: early };

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GateTimeout(timeoutMs)), timeoutMs);
    });
    const detection = await Promise.race([deps.detectCountry(controller.signal), timeout]);
    storeCountry(deps.localStorage, detection.country);
    const trusted = detection.source !== "browser-language" || deps.redirectOnGuess === true;
    const decision = decideRegionalRedirect({ ...base, country: trusted ? detection.country : null });
    setFlag(deps.sessionStorage);
    if (decision.action === "redirect") {
      log.info(`Visitor in ${detection.country}: moving to ${decision.url}`);
      deps.redirect(decision.url);
    }
    return decision;
  } catch (error) {
    controller.abort(error);
    setFlag(deps.sessionStorage);
    log.error("Domain check failed; the site opens normally.", error);
    return { action: "ready", reason: error instanceof GateTimeout ? "timeout" : "error" };
  } finally {
    clearTimeout(timer);
  }
}
