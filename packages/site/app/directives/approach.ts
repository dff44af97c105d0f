/**
 * `client:approach`: how every island of the site wakes up (docs/architecture.md, islands), put
 * together from its parts:
 *
 * - when it wakes (schedule.ts): once the page has loaded and the browser is idle its code is
 *   preloaded, and it hydrates near the viewport, when idle or on the visitor's intent; islands
 *   woken by the page take turns;
 * - what the visitor did before is handed over (hand-over.ts): presses replayed, typed text kept;
 * - a failed load or hydration is tried again (retry.ts) and, once the waits are used up, the
 *   visitor is told next to the island (not-ready-notice.ts).
 *
 * One try loads the island's code, then Astro's loader and hydration. Whether React has the
 * island's root is Astro's own mark: it removes the island's `ssr` attribute once its renderer
 * has created the root (astro-island.js). Whether the island works is the island's own signal,
 * `ISLAND_HYDRATED_EVENT` on its element once its effects have run (shell/hydration-signal.tsx):
 * nothing here reads React's private fields.
 */
import type { ClientDirective } from "astro";
import { HYDRATION_MARKS, ISLAND_HYDRATED_EVENT } from "../shell/island-events.ts";
import { holdUntilReady } from "./hand-over.ts";
import { notReadyNotice } from "./not-ready-notice.ts";
import { codeLoader, retrying, type ImportModule } from "./retry.ts";
import { CODE_ATTRIBUTES, INTENT_EVENTS, nextTask, scheduleWake, takingTurns } from "./schedule.ts";

export type { ImportModule } from "./retry.ts";

/** What can take the focus back when a part's notice goes while it had the focus. */
const FOCUSABLE = "a[href],button,input,select,textarea,[tabindex]";

/**
 * The directive, loading island code with `importModule`. Each page has one (Astro registers the
 * default export); its islands share the code they load and the turn they hydrate in.
 */
export function islandDirective(importModule: ImportModule): ClientDirective {
  const loadCode = codeLoader(importModule);
  const inTurn = takingTurns();

  return (load, options, island) => {
    /** The island's component, as its timeline marks name it. */
    const name = island.getAttribute("component-export") ?? "";
    /** The control the visitor last pressed or focused in the island. */
    let used: Element | null = null;
    /** Ends the island's listeners once it works. */
    const listening = new AbortController();

    /** One try: the island's code, then Astro's loader and hydration (the island then says it is ready). */
    async function attempt(current: () => boolean): Promise<void> {
      await Promise.all(
        CODE_ATTRIBUTES.map(async (name) => {
          const url = island.getAttribute(name);
          if (url) island.setAttribute(name, await loadCode(url));
        }),
      );
      if (!current()) return;
      // Astro's loader reports its failures as an event (and returns a hydration that does nothing).
      let failure: Event | undefined;
      const failed = (event: Event) => (failure = event);
      island.addEventListener("astro:hydration-error", failed);
      const hydrate = await load();
      island.removeEventListener("astro:hydration-error", failed);
      if (failure) throw failure;
      // Running the island's code (React, the component) and hydrating are each a long task on a
      // slow phone: give the browser a turn between them instead of blocking it for both at once.
      await nextTask();
      if (!current()) return;
      // Once React has the island's root (Astro has taken `ssr` away), it goes on by itself when
      // what it waits for arrives; hydrating again would throw the prerendered HTML away, and
      // what the visitor typed with it.
      if (island.hasAttribute("ssr")) {
        performance.mark(HYDRATION_MARKS.start + name);
        await hydrate();
      }
    }

    const tries = retrying(
      attempt,
      () => {
        listening.abort();
        notice.dismiss();
        handOver.replay();
      },
      () => {
        handOver.drop();
        notice.tell();
      },
    );
    /** The island was woken (by the page or the visitor): the page no longer needs to. */
    let woken = false;
    /** `again`: the visitor pressed 'Try again', which a running try must not swallow. */
    const wake = (again = false) => {
      woken = true;
      return again ? tries.tryAgain() : tries.wake();
    };

    // Held first: a held press stops the events below from seeing it (it wakes the island itself).
    const handOver = holdUntilReady(
      island,
      (pressed) => {
        used = pressed ?? used;
        void wake();
      },
      listening.signal,
    );
    /** The closed notice's focus is going back to the island: not the visitor asking again. */
    let givingFocusBack = false;
    const notice = notReadyNotice(
      island,
      () => wake(true),
      () => {
        givingFocusBack = true;
        ((used?.isConnected ? used : island.querySelector(FOCUSABLE)) as HTMLElement | null)?.focus();
        givingFocusBack = false;
      },
    );
    // A passing pointer wakes a waiting island; a press or focus also tries again after a failure.
    const intent = (event: Event) => {
      if (givingFocusBack) return;
      if (event.type !== "pointerover") used = (event.target as Element | null)?.closest?.(FOCUSABLE) ?? used;
      if (!woken || event.type !== "pointerover") void wake();
    };
    for (const type of INTENT_EVENTS) {
      island.addEventListener(type, intent, { capture: true, passive: true, signal: listening.signal });
    }
    // The island says it works (not an island nested in it), even between tries.
    island.addEventListener(
      ISLAND_HYDRATED_EVENT,
      (event) => {
        if (event.target !== island) return;
        performance.mark(HYDRATION_MARKS.end + name);
        tries.ready();
      },
      { signal: listening.signal },
    );

    scheduleWake(island, options.value, wake, inTurn, () => woken);
  };
}

export default islandDirective((url) => import(/* @vite-ignore */ url));
