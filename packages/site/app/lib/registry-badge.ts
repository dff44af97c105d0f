/**
 * The footer's business-registry badge (docs/product.md#34-footer): a script the registry hosts, so
 * a third party the site does not control. It must never hurt the page:
 *
 * - it is fetched only after the page has loaded and the browser is idle, and only when the
 *   footer comes near the viewport (the page script decides when: app/scripts/site.ts) — never
 *   before the first paint, never holding up the load event, and not at all for visitors who
 *   never scroll that far (who then tell the registry nothing);
 * - its `<script async>` is placed inside the footer's own container for it, where badge scripts
 *   write their markup (next to their script element); the container contains its layout and
 *   paint, so nothing it draws spills over the footer;
 * - when it fails or does not load within {@link REGISTRY_BADGE_TIMEOUT_MS}, the loader gives up
 *   silently — one console warning —, hides the empty slot, and a late answer is never run;
 *   the footer's own content is never touched.
 *
 * Configured by `VITE_REGISTRY_BADGE_URL` (off when unset); see docs/third-parties.md.
 */
import { injectScript, type ScriptOutcome } from "./third-party-script.ts";

export { REGISTRY_BADGE_ATTRIBUTE } from "./registry-badge-slot.ts";

/** The container's state: `loading`, then `loaded` or `failed`. */
export const REGISTRY_BADGE_STATE_ATTRIBUTE = "data-registry-badge-state";

/** Longest wait for the badge script; after it the footer stays as it is, without the badge. */
export const REGISTRY_BADGE_TIMEOUT_MS = 8000;

/** How close (CSS px) the footer must come to the viewport before the badge is fetched. */
export const REGISTRY_BADGE_MARGIN_PX = 800;

/** What {@link loadRegistryBadge} needs. */
export interface LoadRegistryBadgeOptions {
  /** The badge script's address (absolute, or a same-origin path). */
  readonly src: string;
  /** The footer's container for the badge: the script element goes inside it. */
  readonly container: HTMLElement;
  /** Hidden when the badge cannot be shown, so no empty slot is announced; defaults to `container`. */
  readonly hideOnFailure?: HTMLElement | null;
  /** Longest wait; defaults to {@link REGISTRY_BADGE_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** Receives the one warning of a failed load; defaults to `console.warn`. */
  readonly warn?: (message: string) => void;
}

/** One load per container: the badge is injected once, whoever asks again. */
const loads = new WeakMap<HTMLElement, Promise<ScriptOutcome>>();

/**
 * Injects the badge script, async, into `container` (once per container) and resolves with how
 * it ended. Never rejects: a failure or a timeout is one warning, the slot is hidden, a late
 * answer never runs, and the footer keeps its own content.
 */
export function loadRegistryBadge(options: LoadRegistryBadgeOptions): Promise<ScriptOutcome> {
  const { container, src } = options;
  const running = loads.get(container);
  if (running) return running;

  const timeoutMs = options.timeoutMs ?? REGISTRY_BADGE_TIMEOUT_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  container.setAttribute(REGISTRY_BADGE_STATE_ATTRIBUTE, "loading");
  const load = injectScript({ src, parent: container, timeoutMs }).outcome.then((outcome) => {
    container.setAttribute(REGISTRY_BADGE_STATE_ATTRIBUTE, outcome === "loaded" ? "loaded" : "failed");
    if (outcome !== "loaded") {
      (options.hideOnFailure ?? container).hidden = true;
      const reason = outcome === "timed-out" ? `did not load within ${timeoutMs} ms` : "could not be loaded";
      warn(`Business-registry badge (${src}) ${reason}; the footer is shown without it.`);
    }
    return outcome;
  });
  loads.set(container, load);
  return load;
}

/** Options of {@link whenNear}. */
export interface WhenNearOptions {
  /** How close (CSS px, above and below) counts as near; defaults to {@link REGISTRY_BADGE_MARGIN_PX}. */
  readonly marginPx?: number;
  /** Defaults to the browser's; without one, the task runs at once. */
  readonly IntersectionObserver?: typeof IntersectionObserver | undefined;
}

/**
 * Runs `task` once, when `element` comes within the margin of the viewport (at once when it
 * already is). Returns a function that stops watching.
 */
export function whenNear(element: Element, task: () => void, options: WhenNearOptions = {}): () => void {
  const Observer = "IntersectionObserver" in options ? options.IntersectionObserver : globalThis.IntersectionObserver;
  if (!Observer) {
    task();
    return () => {};
  }
  const margin = options.marginPx ?? REGISTRY_BADGE_MARGIN_PX;
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: `${margin}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
