/**
 * How the islands' React code and their directive (directives/approach.ts) talk, through events
 * on `document`: plain DOM, so the directive needs none of the islands' code.
 */

/**
 * Announced on an island's element when the island has hydrated (its effects have run; see
 * hydration-signal.tsx); it bubbles to the document. The island directive then hands over what
 * the visitor did before.
 */
export const ISLAND_HYDRATED_EVENT = "studio:island-hydrated";

/**
 * Announced when code an island's React root waits on (the language's messages) could not be
 * loaded: the islands waking now count it as a failed try.
 */
export const ISLAND_CODE_FAILED_EVENT = "studio:island-code-failed";

/** Announced by the directive each time it tries to wake an island: code that failed is asked for again. */
export const ISLAND_RETRY_EVENT = "studio:island-retry";

/**
 * Loads code an island's React root waits on (with `use()`), and never fails: a rejected
 * promise would make React throw the prerendered HTML away, and with it what the visitor typed.
 * Instead the root keeps waiting (the HTML stays as it is); each failure is announced and the
 * load is tried again when the directive tries again (with its backoff, or when the visitor
 * presses, focuses or asks to try again). The browser fetches a module again after a failed
 * fetch (current HTML; verified in Chromium), so the same address is asked for.
 */
export function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    let failed = false;
    const retry = () => {
      if (!failed) return;
      failed = false;
      start();
    };
    const start = () =>
      load().then(
        (value) => {
          document.removeEventListener(ISLAND_RETRY_EVENT, retry);
          resolve(value);
        },
        () => {
          failed = true;
          document.dispatchEvent(new Event(ISLAND_CODE_FAILED_EVENT));
        },
      );
    document.addEventListener(ISLAND_RETRY_EVENT, retry);
    start();
  });
}

/**
 * Marks the page's `<template>` of prerendered notices (views/sections.tsx, `NotReadyNotices`),
 * which the directive shows next to an island whose code could not be loaded.
 */
export const NOT_READY_NOTICES_ATTRIBUTE = "data-not-ready-notices";

/**
 * User Timing marks the directive sets on the page's timeline when it hands an island to React
 * and when the island says it works, followed by the island's component name
 * (`island-hydrates:Banners`): `npm run bench` names the island a long task of React's belongs to
 * (server/long-task-causes.ts), and so does the Performance panel of the browser's DevTools.
 */
export const HYDRATION_MARKS = { start: "island-hydrates:", end: "island-hydrated:" } as const;
