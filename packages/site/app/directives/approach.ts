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
 * - Code that fails to load (a flaky connection, a chunk a deploy removed) or a hydration that
 *   fails is tried again after `RETRY_DELAYS_MS`, and at once when the visitor presses or focuses
 *   the island; what they did meanwhile is handed over as above once it works. When the retries
 *   are used up the visitor is told, next to the island, with a 'Try again' button (the page's
 *   prerendered notice, shown with plain DOM: React may be what failed); what they typed stays,
 *   and their next press, focus or 'Try again' tries again.
 */
import type { ClientDirective } from "astro";
import {
  ISLAND_CODE_FAILED_EVENT,
  ISLAND_HYDRATED_EVENT,
  ISLAND_RETRY_EVENT,
  NOT_READY_NOTICES_ATTRIBUTE,
} from "../shell/island-events.ts";

/** How close (in CSS px) an island must come to the viewport before it hydrates. */
const APPROACH_MARGIN = "600px";
/** Events that hydrate at once: the visitor is about to use the island (all but a passing pointer also retry). */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** Presses held until hydration and then replayed, in order. */
const PRESS_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"] as const;
/** What a press can operate before hydration (links work without JavaScript and are left alone). */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], summary';
/** Longest wait for one try (the code loaded, React announcing its hydration) before it counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The waits before trying again after each failed try; once they are used up the visitor is told. */
const RETRY_DELAYS_MS = [1_000, 3_000];
/** The island's own modules, as Astro names them: its component and the renderer (React). */
const CODE_ATTRIBUTES = ["component-url", "renderer-url"] as const;
/** What can take the focus back when a part's notice goes while it had the focus. */
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Imports a module by its address: the browser's `import()` (tests pass their own network). */
export type ImportModule = (url: string) => Promise<unknown>;

/** Lets the browser run other tasks (input, painting) before going on; not a timer (fake clocks). */
function nextTask(): Promise<void> {
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(undefined);
  });
}

const nothing = () => undefined;

/** Fetches and compiles a module and its imports without running it. */
function preload(url: string | null): void {
  if (!url || document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = url;
  document.head.append(link);
}

/** True once React has put its own key on the element: its props (hydrated) or, on the island, its root. */
function reactHas(element: Element, key: "__reactProps$" | "__reactContainer$"): boolean {
  return Object.keys(element).some((name) => name.startsWith(key));
}

/** True once React has attached its props to the element (it has hydrated it). */
function hydrated(element: Element): boolean {
  return reactHas(element, "__reactProps$");
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

/**
 * The directive, loading island code with `importModule`. Each page has one (Astro registers the
 * default export); its islands share the code they load and the turn they hydrate in.
 */
export function islandDirective(importModule: ImportModule): ClientDirective {
  /** Island code loaded so far: the address an island names → the address it loaded from. */
  const loaded = new Map<string, Promise<string>>();

  /**
   * Loads one module of island code, once per page. The browser fetches a module again after a
   * failed fetch (current HTML; verified in Chromium), so the same address is tried first: one
   * instance of each module, as a second copy of React would break hydration. A browser that
   * still remembers the failure is asked for the address with a query, once per try; the islands
   * then name the address that loaded (Astro imports what the island names), so they all share it.
   */
  function loadCode(url: string): Promise<string> {
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
  }

  /** Islands woken by the page (not by the visitor) hydrate in turn, one task each; a failure does not stop the next. */
  let turn: Promise<unknown> = Promise.resolve();
  function inTurn(task: () => Promise<unknown>): void {
    turn = turn.then(nextTask).then(task).then(nothing, nothing);
  }

  return (load, options, island) => {
    /**
     * `waiting` for its time; `loading` (a try runs); `resting` before the next try; `failed`:
     * the tries are used up and the visitor is told; `done`: React has taken over.
     */
    let state: "waiting" | "loading" | "resting" | "failed" | "done" = "waiting";
    let tries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    /** Ends the running try (true: hydrated). */
    let endTry: ((ok: boolean) => void) | undefined;
    let notice: HTMLElement | undefined;
    /** The notice's message (its live region is emptied for a moment each time it is said). */
    let message = "";
    /** The visitor pressed 'Try again': a failure is said again. */
    let retryAsked = false;
    let held: { target: Element; event: Event }[] = [];
    const typed = new Map<Field, string>();
    const toggled = new Map<HTMLInputElement, boolean>();
    let heldSubmit: HTMLFormElement | null = null;
    let observer: IntersectionObserver | undefined;
    /** The control the visitor last pressed or focused in the island. */
    let used: Element | null = null;
    /** The closed notice's focus is going back to the island: not the visitor asking again. */
    let givingFocusBack = false;

    const hold = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.(PRESSABLE);
      if (!target || !island.contains(target) || hydrated(target)) return;
      used = target;
      // React is not listening yet (or would drop it): keep the press for later.
      event.stopImmediatePropagation();
      if (event.type === "click") event.preventDefault();
      held.push({ target, event: copyOf(event) });
      void wake();
    };
    const remember = (event: Event) => {
      if (!isField(event.target)) return;
      if (isToggle(event.target)) toggled.set(event.target, event.target.checked);
      else typed.set(event.target, event.target.value);
    };
    const holdSubmit = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement) || hydrated(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit = event.target;
      void wake();
    };
    // A passing pointer wakes a waiting island; a press or focus also tries again after a failure.
    const intent = (event: Event) => {
      if (givingFocusBack) return;
      if (event.type !== "pointerover") used = (event.target as Element | null)?.closest?.(FOCUSABLE) ?? used;
      if (state === "waiting" || event.type !== "pointerover") void wake();
    };
    // React announces each island it has hydrated: this one may be done, even between tries.
    const announced = () => {
      if (state === "done" || !hydrated(island.querySelector("*") ?? island)) return;
      if (endTry) endTry(true);
      else succeed();
    };

    const listeners: [string, EventListener, AddEventListenerOptions | boolean][] = [
      ...PRESS_EVENTS.map((type): [string, EventListener, boolean] => [type, hold, true]),
      ...INTENT_EVENTS.map((type): [string, EventListener, AddEventListenerOptions] => [
        type,
        intent,
        { capture: true, passive: true },
      ]),
      ["input", remember, true],
      ["change", remember, true],
      ["submit", holdSubmit, true],
    ];
    for (const [type, listener, how] of listeners) island.addEventListener(type, listener, how);

    /** One try: the island's code, then hydration, until React announces it (or the try fails). */
    async function attempt(current: () => boolean): Promise<void> {
      // Code the island's React root waits on (the language's messages) is asked for again.
      document.dispatchEvent(new Event(ISLAND_RETRY_EVENT));
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
      // Once React has the island's root, it goes on by itself when what it waits for arrives;
      // hydrating again would throw the prerendered HTML away, and what the visitor typed with it.
      if (!reactHas(island, "__reactContainer$")) await hydrate();
      announced();
    }

    /** Runs one try; resolves true once hydrated, false on a failure or after `ATTEMPT_TIMEOUT_MS`. */
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
        attempt(() => endTry === end).catch(fail);
      });
    }

    async function wake(): Promise<void> {
      if (state === "loading" || state === "done") return;
      if (state === "waiting") {
        observer?.disconnect();
        document.addEventListener(ISLAND_HYDRATED_EVENT, announced);
      }
      clearTimeout(retryTimer);
      state = "loading";
      tries += 1;
      if (await tryOnce()) succeed();
      else if (state === "loading") failed();
    }

    function failed(): void {
      const delay = RETRY_DELAYS_MS[tries - 1];
      if (delay !== undefined) {
        state = "resting";
        retryTimer = setTimeout(() => void wake(), delay);
        return;
      }
      state = "failed";
      // Nothing done before is replayed by surprise later; what was typed stays where it is.
      held = [];
      heldSubmit = null;
      tell(retryAsked || !notice);
      retryAsked = false;
    }

    /** Shows the page's notice next to the island (or says it again). */
    function tell(announce: boolean): void {
      if (!notice) {
        const kind = island.querySelector("form") ? "form" : island.querySelector("nav") ? "menu" : "section";
        const notices = document.querySelector<HTMLTemplateElement>(`template[${NOT_READY_NOTICES_ATTRIBUTE}]`);
        const copy = notices?.content.querySelector(`[data-kind="${kind}"]`)?.cloneNode(true);
        if (!(copy instanceof HTMLElement)) return;
        // Under a centred form, centred too.
        if (island.firstElementChild?.classList.contains("mx-auto")) copy.classList.add("mx-auto");
        notice = copy;
        message = copy.querySelector('[role="status"]')?.textContent ?? "";
        copy.querySelector('[data-slot="not-ready-notice-retry"]')?.addEventListener("click", () => {
          retryAsked = true;
          void wake();
        });
        copy.querySelector('[data-slot="not-ready-notice-dismiss"]')?.addEventListener("click", dismiss);
      }
      if (!announce) return;
      // A live region is read out when its text changes: shown empty, then written.
      const status = notice.querySelector('[role="status"]');
      if (status) status.textContent = "";
      if (!notice.isConnected) island.after(notice);
      setTimeout(() => {
        if (status) status.textContent = message;
      }, 100);
    }

    /** Takes the notice away; the focus it had goes back to the control last used (or the first). */
    function dismiss(): void {
      const focused = notice?.contains(document.activeElement);
      notice?.remove();
      notice = undefined;
      if (!focused) return;
      givingFocusBack = true;
      try {
        ((used?.isConnected ? used : island.querySelector(FOCUSABLE)) as HTMLElement | null)?.focus();
      } finally {
        givingFocusBack = false;
      }
    }

    function succeed(): void {
      if (state === "done") return;
      state = "done";
      clearTimeout(retryTimer);
      for (const [type, listener, how] of listeners) island.removeEventListener(type, listener, how);
      document.removeEventListener(ISLAND_HYDRATED_EVENT, announced);
      dismiss();
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
    }

    afterLoadWhenIdle(() => {
      if (state !== "waiting") return;
      for (const name of CODE_ATTRIBUTES) preload(island.getAttribute(name));
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
}

export default islandDirective((url) => import(/* @vite-ignore */ url));
