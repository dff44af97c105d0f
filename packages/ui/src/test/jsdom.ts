/**
 * jsdom has no media queries: components that ask (reduced motion, the showcase's width) get a
 * `matchMedia` where no query matches — a wide screen, motion allowed.
 */
export function stubMatchMediaMatchingNothing(): void {
  window.matchMedia = ((media: string) => ({
    media,
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
