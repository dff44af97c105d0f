/**
 * Test support for the island directive's tests: a page of prerendered islands in jsdom, hydrated
 * by React as Astro's runtime does it (`load()` imports the island's component and renderer,
 * `hydrate()` creates the React root — once, taking the island's `ssr` mark away), over a network
 * the test breaks: a module map that keeps what loaded, like the browser's, and fetches that fail
 * while the test says so. Each island says it works with the site's own `HydrationSignal`.
 */
import { startTransition, use, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeEach, vi, type Mock } from "vitest";
import { messagesFor } from "@studio/content";
import { NotReadyNotice, SiteIntlProvider } from "@studio/ui";
import { HydrationSignal } from "../../shell/hydration-signal.tsx";
import { ISLAND_HYDRATED_EVENT, NOT_READY_NOTICES_ATTRIBUTE } from "../../shell/island-events.ts";
import { islandDirective, type ImportModule } from "../approach.ts";

export const EN = messagesFor("en");
export const RENDERER = "/assets/client.js";
/** The test form's texts (a real island takes them from the catalogs). */
const FIELD_NAME = "Name";
export const SEND = "Send";

/** The browser's module map and the network behind it: `failing` decides which fetches fail. */
function network() {
  const loaded = new Set<string>();
  const requests: string[] = [];
  const net = {
    requests,
    loaded,
    failing: (_url: string) => false,
    /** While set, a fetch's outcome (decided when it is asked) arrives only once this settles: a slow network. */
    held: undefined as Promise<void> | undefined,
    importModule: (async (url) => {
      if (loaded.has(url)) return {};
      requests.push(url);
      const fails = net.failing(url);
      await Promise.resolve();
      if (net.held) await net.held;
      if (fails) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      loaded.add(url);
      return {};
    }) satisfies ImportModule,
  };
  return net;
}
export type Network = ReturnType<typeof network>;

/** An island as the site makes them: a form with a button and a submit, announcing its hydration. */
function Enquiry({ submitText, onSend }: { submitText: string | (() => Promise<string>); onSend: () => void }) {
  const [presses, setPresses] = useState(0);
  const submitLabel = typeof submitText === "string" ? submitText : use(submitText());
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <input aria-label={FIELD_NAME} name="name" />
        <button type="button" onClick={() => setPresses((count) => count + 1)}>
          {presses}
        </button>
        <button type="submit">{submitLabel}</button>
      </form>
      <HydrationSignal />
    </>
  );
}

/** A section without a form (a carousel's controls), or the navigation menu. */
function Section({ kind }: { kind: "section" | "menu" }) {
  const [presses, setPresses] = useState(0);
  const button = (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      {presses}
    </button>
  );
  return (
    <>
      {kind === "menu" ? <nav>{button}</nav> : button}
      <HydrationSignal />
    </>
  );
}

export interface IslandOptions {
  name: string;
  /** `client:approach`'s value: `"idle"` (the default here), `"intent"`, or none (near the viewport). */
  wake?: "idle" | "intent" | "approach";
  renderer?: string;
  /** The label the island's root waits for (the language's messages, loaded when it first renders). */
  label?: () => Promise<string>;
  /** A section or the menu instead of a form. */
  section?: "section" | "menu";
  /** Makes the next `hydrate()` calls throw, as many times. */
  hydrateThrows?: number;
}

/** A prerendered island of the test page, and what a test does with it. */
export interface Island {
  island: HTMLElement;
  /** Called when the form is sent (through React). */
  sent: Mock<() => void>;
  unmount(): void;
  field(): HTMLInputElement;
  button(): HTMLButtonElement;
  form(): HTMLFormElement;
  /** The island said it works (React hydrated it and its effects ran). */
  hydrated(): boolean;
}

/** Prerenders an island into the page and hands it to the directive with Astro's `load()`. */
function mountIsland(
  directive: ReturnType<typeof islandDirective>,
  net: Network,
  order: string[],
  { name, wake = "idle", renderer = RENDERER, label, section, hydrateThrows = 0 }: IslandOptions,
): Island {
  const sent = vi.fn<() => void>();
  const island = document.createElement("astro-island");
  island.setAttribute("component-url", `/assets/${name}.js`);
  island.setAttribute("component-export", name);
  island.setAttribute("renderer-url", renderer);
  island.setAttribute("ssr", "");
  island.innerHTML = renderToString(section ? <Section kind={section} /> : <Enquiry submitText={SEND} onSend={sent} />);
  document.body.append(island);
  let root: Root | undefined;
  let throws = hydrateThrows;
  let signalled = false;
  island.addEventListener(ISLAND_HYDRATED_EVENT, (event) => (signalled ||= event.target === island));
  // Astro's hydration: the renderer creates the root; then Astro takes the `ssr` mark away.
  const hydrate = async () => {
    order.push(`hydrate ${name}`);
    if (throws-- > 0) throw new Error("hydration failed");
    startTransition(() => {
      root = hydrateRoot(
        island,
        section ? <Section kind={section} /> : <Enquiry submitText={label ?? SEND} onSend={sent} />,
      );
    });
    island.removeAttribute("ssr");
  };
  // Astro's loader: imports what the island names, reports a failure as an event.
  const load = async () => {
    order.push(`load ${name}`);
    try {
      await Promise.all(["component-url", "renderer-url"].map((at) => net.importModule(island.getAttribute(at)!)));
      return hydrate;
    } catch (error) {
      island.dispatchEvent(new CustomEvent("astro:hydration-error", { bubbles: true, detail: { error } }));
      return async () => {};
    }
  };
  // Astro writes `true` for a directive without a value (its types say a string).
  directive(load, { name, value: wake === "approach" ? (true as unknown as string) : wake }, island);
  return {
    island,
    sent,
    // A root still waiting to hydrate is left alone (unmounting it counts as an early update).
    unmount: () => (signalled ? root?.unmount() : undefined),
    field: () => island.querySelector("input")!,
    button: () => island.querySelector<HTMLButtonElement>('button[type="button"]')!,
    form: () => island.querySelector("form")!,
    hydrated: () => signalled,
  };
}

/** Lets React, the directive's task turns and promises run, without moving the fake clock. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 500; turn += 1) {
    if (check()) return;
    await new Promise((done) => setImmediate(done));
  }
  throw new Error(`Never happened: ${what}`);
}
export const settle = () => until(() => false, "").catch(() => undefined);

/** The not-ready notice shown next to the island, if any. */
export function notice(island: Island) {
  const next = island.island.nextElementSibling;
  return next?.getAttribute("data-slot") === "not-ready-notice" ? (next as HTMLElement) : null;
}

export function type(field: HTMLInputElement, value: string) {
  field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

export function press(element: Element) {
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    element.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true }));
  }
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

/** The page has loaded and the browser is idle: islands woken when idle start. */
export async function idle() {
  await vi.advanceTimersByTimeAsync(200);
}

/**
 * A fresh page for each test of the calling file (fake timers, the page's notices, a network and
 * the directive); `mount` adds an island to it, `order` lists the loads and hydrations in order.
 */
export function islandPage() {
  const page = {
    net: network(),
    order: [] as string[],
    directive: islandDirective(() => Promise.resolve()),
    mounted: [] as Island[],
    mount(options: IslandOptions): Island {
      const island = mountIsland(page.directive, page.net, page.order, options);
      page.mounted.push(island);
      return island;
    },
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    page.net = network();
    page.directive = islandDirective(page.net.importModule);
    page.order.length = 0;
    // The page's notices, prerendered in its language (page layout).
    const notices = document.createElement("template");
    notices.setAttribute(NOT_READY_NOTICES_ATTRIBUTE, "");
    notices.innerHTML = renderToStaticMarkup(
      <SiteIntlProvider locale="en" messages={EN}>
        <NotReadyNotice kind="form" />
        <NotReadyNotice kind="section" />
        <NotReadyNotice kind="menu" placement="floating" />
      </SiteIntlProvider>,
    );
    document.body.append(notices);
  });

  afterEach(() => {
    for (const island of page.mounted.splice(0)) island.unmount();
    vi.useRealTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  return page;
}
