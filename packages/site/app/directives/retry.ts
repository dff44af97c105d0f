/**
 * Island code that fails to load (a flaky connection, a chunk a deploy removed), or a hydration
 * that fails, is tried again after `RETRY_DELAYS_MS`, and at once when the visitor presses or
 * focuses the island; once the waits are used up the visitor is told (not-ready-notice.ts), and
 * their next press, focus or 'Try again' tries again.
 */
import { ISLAND_CODE_FAILED_EVENT, ISLAND_RETRY_EVENT } from "../shell/island-events.ts";

/** Longest wait for one try (the code loaded, the island announcing its hydration) before it counts as failed. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** The waits before trying again after each failed try; once they are used up the visitor is told. */
export const RETRY_DELAYS_MS = [1_000, 3_000];

/** Imports a module by its address: the browser's `import()` (tests pass their own network). */
export type ImportModule = (url: string) => Promise<unknown>;

/**
 * Loads island code, each module once per page (the returned function gives the address it
 * loaded from). The browser fetches a module again after a failed fetch (current HTML; verified
 * in Chromium), so the same address is tried first: one instance of each module, as a second copy
 * of React would break hydration. A browser that still remembers the failure is asked for the
 * address with a query, once per try; the islands then name the address that loaded (Astro
 * imports what the island names), so they all share it.
 */
export function codeLoader(importModule: ImportModule): (url: string) => Promise<string> {
  /** Island code loaded so far: the address an island names → the address it loaded from. */
  const loaded = new Map<string, Promise<string>>();
  return (url) => {
    let from = loaded.get(url);
    if (!from) {
      from = importModule(url).then(
        () => url,
        () => {
          const again = `${url}${url.includes("?") ? "&" : "?"}retry=${Date.now()}`;
          return importModule(again).then(() => again);
        },
      );
      // A failed load is tried again by the next try, of this island or another.
      from.catch(() => loaded.delete(url));
      loaded.set(url, from);
    }
    return from;
  };
}

/**
 * Where an island's tries stand: `waiting` for its time; `loading` (a try runs); `resting`
 * before the next try; `failed`: the tries are used up and the visitor is told; `ready`: React
 * has taken over.
 */
type TryState = "waiting" | "loading" | "resting" | "failed" | "ready";

/** An island's tries at becoming ready. */
export interface Tries {
  /** Tries now, unless a try runs or the island is ready (a wait before the next try ends early). */
  wake(): Promise<void>;
  /**
   * The visitor asked explicitly ('Try again'): as `wake`, and while a try runs, one more right
   * after it should it fail.
   */
  tryAgain(): Promise<void>;
  /** The island announced it is ready: the running try succeeded, or the island got there between tries. */
  ready(): void;
}

/**
 * Tries to make an island ready: `attempt` runs one try (it may stop early once `current()` is
 * false: the try was given up); the try succeeds when `ready()` is called before it throws, runs
 * out of time or code the island waits on announces a failure (`ISLAND_CODE_FAILED_EVENT`).
 * `succeeded` runs once, when ready; `gaveUp` after each failed try once the waits are used up.
 */
export function retrying(
  attempt: (current: () => boolean) => Promise<void>,
  succeeded: () => void,
  gaveUp: () => void,
): Tries {
  let state: TryState = "waiting";
  let tried = 0;
  /** The visitor pressed 'Try again' while a try ran: should that try fail, one more at once. */
  let askedAgain = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Ends the running try (true: ready). */
  let endTry: ((ok: boolean) => void) | undefined;

  /** Runs one try; resolves true once ready, false on a failure or after `ATTEMPT_TIMEOUT_MS`. */
  function tryOnce(): Promise<boolean> {
    return new Promise((resolve) => {
      const end = (ok: boolean) => {
        if (endTry !== end) return;
        endTry = undefined;
        clearTimeout(timer);
        document.removeEventListener(ISLAND_CODE_FAILED_EVENT, fail);
        resolve(ok);
      };
      const fail = () => end(false);
      endTry = end;
      const timer = setTimeout(fail, ATTEMPT_TIMEOUT_MS);
      document.addEventListener(ISLAND_CODE_FAILED_EVENT, fail);
      // Code the island's React root waits on (the language's messages) is asked for again.
      document.dispatchEvent(new Event(ISLAND_RETRY_EVENT));
      attempt(() => endTry === end).catch(fail);
    });
  }

  function succeed(): void {
    if (state === "ready") return;
    state = "ready";
    clearTimeout(retryTimer);
    succeeded();
  }

  const tries: Tries = {
    async wake() {
      if (state === "loading" || state === "ready") return;
      clearTimeout(retryTimer);
      state = "loading";
      tried += 1;
      askedAgain = false;
      if (await tryOnce()) return succeed();
      // Ready meanwhile (between the failure and now)?
      if (state !== "loading") return;
      if (askedAgain) {
        state = "resting";
        return tries.wake();
      }
      const delay = RETRY_DELAYS_MS[tried - 1];
      if (delay !== undefined) {
        state = "resting";
        retryTimer = setTimeout(() => void tries.wake(), delay);
        return;
      }
      state = "failed";
      gaveUp();
    },
    tryAgain() {
      // The running try may be failing on a network that has come back since it asked: a
      // 'Try again' is never swallowed by it.
      if (state === "loading") askedAgain = true;
      return tries.wake();
    },
    ready() {
      if (endTry) endTry(true);
      else succeed();
    },
  };
  return tries;
}
