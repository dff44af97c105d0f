import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { siteConfig } from "../lib/config.ts";
import { isOptedOut, loadAnalytics, setOptedOut, trackPageView } from "../lib/analytics.ts";

interface AnalyticsState {
  /** Analytics is configured for this build (`VITE_ANALYTICS_URL` and site id). */
  enabled: boolean;
  /** The visitor carries the opt-out cookie. False while prerendering and hydrating. */
  optedOut: boolean;
  /** The browser refused the opt-out cookie: the choice cannot be kept. */
  cookiesBlocked: boolean;
  /** Sets or clears the opt-out (cookie, running tracker, tag loaded or removed). */
  setOptOut: (value: boolean) => void;
}

const AnalyticsContext = createContext<AnalyticsState | null>(null);

/** The opt-out cookie as an external store: read from `document.cookie`, changed only by `setOptOut`. */
const cookieListeners = new Set<() => void>();
const subscribeToCookie = (onChange: () => void) => {
  cookieListeners.add(onChange);
  return () => cookieListeners.delete(onChange);
};
const optedOutNow = () => isOptedOut(document);
const cookiesDisabledNow = () => !navigator.cookieEnabled;
const notWhilePrerendering = () => false;

/**
 * The analytics tag of the shell (spec 7.3): a Matomo-compatible tracker on the configured
 * server, loaded once the page has hydrated, never when it is not configured or the visitor
 * opted out, removed when the shell goes away or the visitor opts out. Client-side navigations
 * count as page views. The privacy page reads and changes the opt-out through {@link useAnalytics}.
 */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const config = siteConfig.analytics;
  const optedOut = useSyncExternalStore(subscribeToCookie, optedOutNow, notWhilePrerendering);
  const cookiesDisabled = useSyncExternalStore(subscribeToCookie, cookiesDisabledNow, notWhilePrerendering);
  const [saveFailed, setSaveFailed] = useState(false);
  const cookiesBlocked = cookiesDisabled || saveFailed;
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!config || optedOut) return;
    return loadAnalytics({ url: config.url, siteId: config.siteId, optedOut: false, document, window });
  }, [config, optedOut]);

  useEffect(() => {
    // The title of the new page is in place once React has committed it.
    const timer = window.setTimeout(() => trackPageView(`${pathname}${search}`, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);

  const setOptOut = useCallback((value: boolean) => {
    setSaveFailed(!setOptedOut(document, value));
    cookieListeners.forEach((listener) => listener());
  }, []);

  const value = useMemo(
    () => ({ enabled: config !== null, optedOut, cookiesBlocked, setOptOut }),
    [config, optedOut, cookiesBlocked, setOptOut],
  );
  return <AnalyticsContext value={value}>{children}</AnalyticsContext>;
}

export function useAnalytics(): AnalyticsState {
  const state = use(AnalyticsContext);
  if (!state) throw new Error("useAnalytics must be used inside <AnalyticsProvider>");
  return state;
}
