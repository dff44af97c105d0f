/**
 * What happens once when the site opens in a browser (docs/product.md#41-order-of-start-up), in order:
 *
 * 1. The start-up gate: the regional-site check ({@link runStartupGate}); 'Loading...' shows while
 *    it runs, and a redirect to the other regional host ends here with the spinner still up.
 * 2. The first-load language: a page without a forced language, a stored choice or a language
 *    prefix takes the language of the visitor's country ({@link detectInitialLanguage});
 *    'Optimizing your experience...' shows while the country is looked up (not when it is known
 *    from an earlier visit or from step 1).
 *
 * Never rejects: any failure opens the page as it is. When the regional check's lookups time out
 * or fail, the language step does not look the country up again, so the page is held for at most
 * the gate's 1.5 s.
 */
import { type LocaleCode } from "@studio/content";
import { readStoredLanguage } from "../shell/language-preference.ts";
import { readStoredCountry, type CountryDetection } from "./country-detection.ts";
import { decideInitialLanguage, detectInitialLanguage } from "./language-detection.ts";
import { pathInLanguage } from "./page-language.ts";
import {
  isRegionHandled,
  readyBeforeDetection,
  runStartupGate,
  type LocationParts,
  type RegionalConfig,
} from "./regional-redirect.ts";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** What the visitor sees while a check runs: the gate's 'Loading...' or the language check's 'Optimizing…'. */
export type StartupCheck = "region" | "language";

/** How start-up ended. */
export type StartupOutcome = "redirected" | "moved" | "stayed";

/** What {@link runStartup} needs from the browser and the site. */
export interface StartupDeps {
  readonly location: LocationParts;
  readonly config: RegionalConfig;
  readonly sessionStorage: StorageLike | undefined;
  readonly localStorage: StorageLike | undefined;
  /** The language the page shows now (its address's or its forced language). */
  readonly pageLocale: LocaleCode;
  /** Country detection with an optional abort signal. */
  readonly detectCountry: (signal?: AbortSignal) => Promise<CountryDetection>;
  /** Sends the browser to another regional host (full load). */
  readonly redirect: (url: string) => void;
  /** Moves to an address of this site (the same page in the detected language). */
  readonly moveTo: (path: string) => void;
  /** Shows (`"region"`, `"language"`) or hides (`null`) the loading screen. */
  readonly onCheck: (check: StartupCheck | null) => void;
  /** Longest wait of the regional check; defaults to the gate's 1500 ms. */
  readonly gateTimeoutMs?: number;
  /** Receives diagnostics; defaults to `console`. */
  readonly log?: Pick<Console, "info" | "error" | "warn">;
}

/** Runs the start-up gate, then the first-load language decision. */
export async function runStartup(deps: StartupDeps): Promise<StartupOutcome> {
  const log = deps.log ?? console;
  try {
    const early = readyBeforeDetection({
      ...deps.config,
      location: deps.location,
      sessionHandled: isRegionHandled(deps.sessionStorage),
    });
    let lookupsFailed = false;
    if (!early) {
      deps.onCheck("region");
      const decision = await runStartupGate({
        location: deps.location,
        config: deps.config,
        sessionStorage: deps.sessionStorage,
        localStorage: deps.localStorage,
        detectCountry: (signal) => deps.detectCountry(signal),
        redirect: deps.redirect,
        log,
        ...(deps.gateTimeoutMs === undefined ? {} : { timeoutMs: deps.gateTimeoutMs }),
      });
      // The browser is leaving: the spinner stays until the other host's page replaces this one.
      if (decision.action === "redirect") return "redirected";
      // The lookups just timed out or failed: the page is not held up a second time.
      lookupsFailed = decision.reason === "timeout" || decision.reason === "error";
      deps.onCheck(null);
    }

    const path = deps.location.pathname;
    const stored = readStoredLanguage(deps.localStorage);
    // A forced page, a stored choice (applied by the language provider) or a prefix decides alone.
    if (decideInitialLanguage({ stored, path }).source !== "default") return "stayed";
    if (lookupsFailed && !readStoredCountry(deps.localStorage)) return "stayed";

    if (!readStoredCountry(deps.localStorage)) deps.onCheck("language");
    const initial = await detectInitialLanguage({
      storage: deps.localStorage,
      path,
      detectCountry: () => deps.detectCountry(),
      warn: (message, error) => log.warn(message, error),
    });
    deps.onCheck(null);
    if (initial.locale === deps.pageLocale) return "stayed";
    deps.moveTo(pathInLanguage(`${path}${deps.location.search}${deps.location.hash}`, initial.locale));
    return "moved";
  } catch (error) {
    deps.onCheck(null);
    log.error("Start-up checks failed; the site opens as it is.", error);
    return "stayed";
  }
}
