/**
 * When an island wakes (`client:approach`, docs/architecture.md): nothing happens before the page
 * has loaded and the browser is idle, so the first paint never waits on island code. Then the
 * island's code is preloaded (fetched and compiled, not run) and it wakes when it comes within
 * `APPROACH_MARGIN` of the viewport (at once if it is already), at once with `"idle"`, or only
 * when the visitor reaches for it with `"intent"`. Whatever its mode, it wakes at once when the
 * visitor points at it, touches it or moves focus into it. Islands woken by the page take turns,
 * one task each, so the main thread is never blocked for long.
 */

/** How close (in CSS px) an island must come to the viewport before it wakes. */
export const APPROACH_MARGIN = "600px";

/** Events that wake an island at once: the visitor is about to use it. */
export const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** The island's own modules, as Astro names them: its component and the renderer (React). */
export const CODE_ATTRIBUTES = ["component-url", "renderer-url"] as const;

/**
 * The value of `client:approach`: `"idle"`, `"intent"`, or anything else (Astro passes `true` for
 * the directive without a value): near the viewport.
 */
export type WakeMode = "idle" | "intent" | (string & {});

/** Lets the browser run other tasks (input, painting) before going on; not a timer (fake clocks). */
export function nextTask(): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(undefined);
  });
}

/** Runs `callback` once the page has loaded and then the browser is idle. */
export function afterLoadWhenIdle(callback: () => void): void {
  const idle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** Fetches and compiles a module and its imports without running it (once per address). */
export function preload(url: string | null): void {
  if (!url || document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = url;
  document.head.append(link);
}

const nothing = () => undefined;

/**
 * A queue of tasks run one after the other, each after a turn of the browser's own; a task that
 * fails does not stop the next. The islands the page wakes (not the visitor) hydrate through one.
 */
export function takingTurns(): (task: () => Promise<unknown>) => void {
  let turn: Promise<unknown> = Promise.resolve();
  return (task) => {
    turn = turn.then(nextTask).then(task).then(nothing, nothing);
  };
}

/**
 * Arranges for the page to wake an island in its mode (`wake`, in the page's turn), once the page
 * has loaded and the browser is idle, preloading its code first — unless it was `woken` otherwise
 * by then (the visitor's intent, `INTENT_EVENTS`, which the directive listens to).
 */
export function scheduleWake(
  island: HTMLElement,
  mode: WakeMode,
  wake: () => Promise<void>,
  inTurn: (task: () => Promise<unknown>) => void,
  woken: () => boolean,
): void {
  afterLoadWhenIdle(() => {
    if (woken()) return;
    for (const name of CODE_ATTRIBUTES) preload(island.getAttribute(name));
    if (mode === "intent") return;
    if (mode === "idle") return inTurn(wake);
    // Near the viewport, once (at once if it is already).
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (!woken()) inTurn(wake);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    // The island element itself has `display: contents` (no box): watch what it holds — but not
    // what is fixed to the window (a form's notification area), which is always "in view".
    const boxes = [...island.children];
    const placed = boxes.filter((child) => getComputedStyle(child).position !== "fixed");
    for (const child of placed.length > 0 ? placed : boxes) observer.observe(child);
  });
}
