/**
 * `client:approach`: how every island of the site wakes up.
 *
 * - Nothing happens before the page has loaded and the browser is idle: the first paint (text,
 *   the first banner's picture) never waits on island code.
 * - Then its code (component, React, the language's messages) is preloaded — fetched and
 *   compiled, not run — so it is ready before a visitor can reach it, and the island hydrates:
 *   `client:approach` when it is within `APPROACH_MARGIN` of the viewport (at once if it is
 *   already), `client:approach="idle"` whatever its place, `client:approach="intent"` (the
 *   navigation bar) only when the visitor reaches for it. Islands hydrate one at a time, each in a
 *   task of its own, so the main thread is never blocked for long.
 * - It hydrates at once, whenever, if the visitor points at it, touches it or moves focus into it.
 * - Nothing done before hydration is lost: presses on its buttons, tabs and menu triggers are
 *   held and replayed once React has taken over (React itself drops a press on a part it cannot
 *   hydrate yet), text typed into its fields is put back if hydration reset it, and a box ticked
 *   before is ticked again through React.
 */
import type { ClientDirective } from "astro";
import { ISLAND_HYDRATED_EVENT } from "../shell/island-events.ts";

/** How close (in CSS px) an island must come to the viewport before it hydrates. */
const APPROACH_MARGIN = "600px";
/** Events that hydrate at once: the visitor is about to use the island. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** Presses held until hydration and then replayed, in order. */
const PRESS_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"] as const;
/** What a press can operate before hydration (links work without JavaScript and are left alone). */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], summary';
/** Longest wait for React to take over before giving up the held presses. */
const HYDRATION_TIMEOUT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Lets the browser run other tasks (input, painting) before going on; not a timer (fake clocks). */
function nextTask(): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(undefined);
  });
}

/** Islands woken by the page (not by the visitor) hydrate in turn, one task each. */
let turn: Promise<unknown> = Promise.resolve();
function inTurn(task: () => Promise<unknown>): void {
  turn = turn.then(nextTask).then(task, () => undefined);
}

/** Fetches and compiles a module and its imports without running it. */
function preload(url: string | null): void {
  if (!url || document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = url;
  document.head.append(link);
}

/** True once React has attached its props to the element (it has hydrated it). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/**
 * Resolves true once React has hydrated `element` (each island announces its hydration with
 * `ISLAND_HYDRATED_EVENT`, see shell/language-root.tsx), false after `HYDRATION_TIMEOUT_MS`.
 * Event-driven, so it works the same under a test's fake clock (until the timeout).
 */
function whenHydrated(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    if (hydrated(element)) {
      resolve(true);
      return;
    }
    const check = () => {
      if (!hydrated(element) && element.isConnected) return;
      finish(element.isConnected);
    };
    const finish = (ok: boolean) => {
      document.removeEventListener(ISLAND_HYDRATED_EVENT, check);
      clearTimeout(timer);
      resolve(ok);
    };
    document.addEventListener(ISLAND_HYDRATED_EVENT, check);
    const timer = setTimeout(() => finish(hydrated(element)), HYDRATION_TIMEOUT_MS);
  });
}

/** Runs `callback` once the page has loaded and then the browser is idle. */
function afterLoadWhenIdle(callback: () => void): void {
  const idle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** A checkbox or radio button: its state is whether it is checked. */
function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

/** Sets a field's value the way typing does, so React (and the form library) hear of it. */
function putBack(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function copyOf(event: Event): Event {
  if (event instanceof PointerEvent) return new PointerEvent(event.type, event);
  if (event instanceof MouseEvent) return new MouseEvent(event.type, event);
  return new Event(event.type, event);
}

const approach: ClientDirective = (load, options, island) => {
  let state: "waiting" | "hydrating" | "done" = "waiting";
  const held: { target: Element; event: Event }[] = [];
  const typed = new Map<Field, string>();
  const toggled = new Map<HTMLInputElement, boolean>();
  let heldSubmit: HTMLFormElement | null = null;
  let observer: IntersectionObserver | undefined;

  const hold = (event: Event) => {
    if (state === "done") return;
    const target = (event.target as Element | null)?.closest?.(PRESSABLE);
    if (!target || !island.contains(target) || hydrated(target)) return;
    // React is not listening yet (or would drop it): keep the press for later.
    event.stopImmediatePropagation();
    if (event.type === "click") event.preventDefault();
    held.push({ target, event: copyOf(event) });
    wake();
  };
  const remember = (event: Event) => {
    if (state === "done" || !isField(event.target)) return;
    if (isToggle(event.target)) toggled.set(event.target, event.target.checked);
    else typed.set(event.target, event.target.value);
  };
  const holdSubmit = (event: Event) => {
    if (state === "done" || !(event.target instanceof HTMLFormElement) || hydrated(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldSubmit = event.target;
    wake();
  };
  for (const type of PRESS_EVENTS) island.addEventListener(type, hold, true);
  island.addEventListener("input", remember, true);
  island.addEventListener("change", remember, true);
  island.addEventListener("submit", holdSubmit, true);

  const release = () => {
    for (const type of PRESS_EVENTS) island.removeEventListener(type, hold, true);
    island.removeEventListener("input", remember, true);
    island.removeEventListener("change", remember, true);
    island.removeEventListener("submit", holdSubmit, true);
  };

  async function wake(): Promise<boolean> {
    if (state !== "waiting") return false;
    state = "hydrating";
    observer?.disconnect();
    for (const type of INTENT_EVENTS) island.removeEventListener(type, wake, true);
    const hydrate = await load();
    // Running the island's code (React, the component) and hydrating are each a long task on a
    // slow phone: give the browser a turn between them instead of blocking it for both at once.
    await nextTask();
    await hydrate();
    const probe = island.querySelector("*") ?? island;
    const ok = await whenHydrated(probe);
    state = "done";
    release();
    if (!ok) return false;
    for (const [field, value] of typed) if (field.isConnected && field.value !== value) putBack(field, value);
    // A box ticked before hydration still shows the tick, but React never heard of it: take the
    // tick back and let a click set it again, through React.
    for (const [box, checked] of toggled) {
      if (!box.isConnected) continue;
      box.checked = !checked;
      box.click();
    }
    let submitted = false;
    for (const { target, event } of held) {
      if (!target.isConnected) continue;
      target.dispatchEvent(event);
      if (event.type === "click" && target instanceof HTMLButtonElement && target.type === "submit") submitted = true;
    }
    if (heldSubmit?.isConnected && !submitted) heldSubmit.requestSubmit();
    return true;
  }

  for (const type of INTENT_EVENTS) island.addEventListener(type, wake, { capture: true, passive: true });
  afterLoadWhenIdle(() => {
    if (state !== "waiting") return;
    preload(island.getAttribute("renderer-url"));
    preload(island.getAttribute("component-url"));
    if (options.value === "intent") return;
    if (options.value === "idle") {
      inTurn(wake);
      return;
    }
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          inTurn(wake);
        }
      },
      { rootMargin: APPROACH_MARGIN },
    );
    // The island element itself has `display: contents` (no box): watch what it holds — but not
    // what is fixed to the window (a form's notification area), which is always "in view".
    const boxes = [...island.children];
    const placed = boxes.filter((child) => getComputedStyle(child).position !== "fixed");
    for (const child of placed.length > 0 ? placed : boxes) observer.observe(child);
  });
};

export default approach;
