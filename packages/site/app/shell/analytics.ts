import { siteConfig } from "../lib/site-config.ts";
import { isOptedOut, loadAnalytics, setOptedOut } from "../lib/analytics.ts";

/**
 * The analytics tag of every page (docs/product.md#14-third-parties): a Matomo-compatible tracker
 * on the configured server, loaded by the page script once the page has loaded, never when it is
 * not configured or the visitor opted out; the privacy page's opt-out stops it at once and a change
 * of mind restarts it. One module instance per page, shared by the page script and the privacy
 * page's island.
 */
let unload: (() => void) | null = null;
let saveFailed = false;
const listeners = new Set<() => void>();

/** Loads the tag unless it is unconfigured, opted out or already running. */
export function startAnalytics(): void {
  const config = siteConfig.analytics;
  if (!config || unload || isOptedOut(document)) return;
  unload = loadAnalytics({ url: config.url, siteId: config.siteId, optedOut: false, document, window });
}

/** Sets or clears the opt-out cookie and stops or restarts the tag accordingly. */
export function setAnalyticsOptOut(value: boolean): void {
  saveFailed = !setOptedOut(document, value);
  if (isOptedOut(document)) {
    unload?.();
    unload = null;
  } else {
    startAnalytics();
  }
  listeners.forEach((listener) => listener());
}

/** The opt-out state as an external store (`useSyncExternalStore`). */
export const analyticsState = {
  enabled: siteConfig.analytics !== null,
  subscribe(onChange: () => void): () => void {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
  optedOut: (): boolean => isOptedOut(document),
  /** The browser refused the opt-out cookie: the choice cannot be kept. */
  cookiesBlocked: (): boolean => !navigator.cookieEnabled || saveFailed,
};
