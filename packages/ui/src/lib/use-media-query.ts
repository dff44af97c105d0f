import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, following changes (resizes, settings). Before hydration and
 * while prerendering it answers `serverValue`, so the prerendered HTML is stable.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Whether the visitor asked the system to reduce motion (WCAG 2.2.2, 2.3.3). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)", true);
}
