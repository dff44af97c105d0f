// @vitest-environment jsdom
/**
 * The island directive against a page of prerendered islands in jsdom, hydrated by React as
 * Astro's runtime does it (`load()` imports the island's component and renderer, `hydrate()`
 * hydrates the prerendered HTML), over a network the test breaks: a module map that keeps what
 * loaded, like the browser's, and fetches that fail while the test says so.
 */
import { startTransition, use, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "@studio/content";
import { NotReadyNotice, SiteIntlProvider } from "@studio/ui";
import { ISLAND_HYDRATED_EVENT, NOT_READY_NOTICES_ATTRIBUTE, untilLoaded } from "../shell/island-events.ts";
import { islandDirective, type ImportModule } from "./approach.ts";

const EN = messagesFor("en");
const RENDERER = "/assets/client.js";
/** The test form's texts (a real island takes them from the catalogs). */
const FIELD_NAME = "Name";
const SEND = "Send";

/** The browser's module map and the network behind it: `failing` decides which fetches fail. */
function network() {
  const loaded = new Set<string>();
  const requests: string[] = [];
  const net = {
    requests,
    loaded,
    failing: (_url: string) => false,
    importModule: (async (url) => {
      if (loaded.has(url)) return {};
      requests.push(url);
      await Promise.resolve();
      if (net.failing(url)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      loaded.add(url);
      return {};
    }) satisfies ImportModule,
  };
  return net;
}
type Network = ReturnType<typeof network>;

/** An island as the site makes them: a form with a button and a submit, announcing its hydration. */
function Enquiry({ submitText, onSend }: { submitText: string | (() => Promise<string>); onSend: () => void }) {
  const [presses, setPresses] = useState(0);
  const submitLabel = typeof submitText === "string" ? submitText : use(submitText());
  useEffect(() => {
    document.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  }, []);
  return (
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
  );
}

/** A section without a form (a carousel's controls), or the navigation menu. */
function Section({ kind }: { kind: "section" | "menu" }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    document.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT));
  }, []);
  const button = (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      {presses}
    </button>
  );
  return kind === "menu" ? <nav>{button}</nav> : button;
}

interface IslandOptions {
  net: Network;
  name: string;
  wake?: "idle" | "intent";
  renderer?: string;
  /** The label the island's root waits for (the language's messages, loaded when it first renders). */
  label?: () => Promise<string>;
  /** A section or the menu instead of a form. */
  section?: "section" | "menu";
  /** Makes the next `hydrate()` calls throw, as many times. */
  hydrateThrows?: number;
}

const directive = { current: islandDirective(() => Promise.resolve()) };
const order: string[] = [];

/** Prerenders an island into the page and hands it to the directive with Astro's `load()`. */
function mountIsland({
  net,
  name,
  wake = "idle",
  renderer = RENDERER,
  label,
  section,
  hydrateThrows = 0,
}: IslandOptions) {
  const sent = vi.fn();
  const island = document.createElement("astro-island");
  island.setAttribute("component-url", `/assets/${name}.js`);
  island.setAttribute("renderer-url", renderer);
  island.setAttribute("ssr", "");
  island.innerHTML = renderToString(section ? <Section kind={section} /> : <Enquiry submitText={SEND} onSend={sent} />);
  document.body.append(island);
  let root: Root | undefined;
  let throws = hydrateThrows;
  const hydrate = async () => {
    order.push(`hydrate ${name}`);
    if (throws-- > 0) throw new Error("hydration failed");
    startTransition(() => {
      root = hydrateRoot(
        island,
        section ? <Section kind={section} /> : <Enquiry submitText={label ?? SEND} onSend={sent} />,
      );
    });
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
  directive.current(load, { name, value: wake }, island);
  const hydratedNow = () => Object.keys(island.querySelector("*")!).some((key) => key.startsWith("__reactProps$"));
  return {
    island,
    sent,
    // A root still waiting to hydrate is left alone (unmounting it counts as an early update).
    unmount: () => (hydratedNow() ? root?.unmount() : undefined),
    field: () => island.querySelector("input")!,
    button: () => island.querySelector<HTMLButtonElement>('button[type="button"]')!,
    form: () => island.querySelector("form")!,
    hydrated: hydratedNow,
  };
}
type Island = ReturnType<typeof mountIsland>;

/** Lets React, the directive's task turns and promises run, without moving the fake clock. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 500; turn += 1) {
    if (check()) return;
    await new Promise((done) => setImmediate(done));
  }
  throw new Error(`Never happened: ${what}`);
}
const settle = () => until(() => false, "").catch(() => undefined);

function notice(island: Island) {
  const next = island.island.nextElementSibling;
  return next?.getAttribute("data-slot") === "not-ready-notice" ? (next as HTMLElement) : null;
}

function type(field: HTMLInputElement, value: string) {
  field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function press(element: Element) {
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    element.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true }));
  }
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

const mounted: Island[] = [];
let net: Network;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  net = network();
  directive.current = islandDirective(net.importModule);
  order.length = 0;
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
  for (const island of mounted.splice(0)) island.unmount();
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

function mount(options: Omit<IslandOptions, "net">): Island {
  const island = mountIsland({ net, ...options });
  mounted.push(island);
  return island;
}

/** The page has loaded and the browser is idle: islands woken when idle start. */
async function idle() {
  await vi.advanceTimersByTimeAsync(200);
}

describe("the wake queue", () => {
  it("hydrates the page's islands one after the other, in order", async () => {
    const islands = ["a", "b", "c"].map((name) => mount({ name }));
    await idle();
    await until(() => islands.every((island) => island.hydrated()), "every island hydrated");
    expect(order).toEqual(["load a", "hydrate a", "load b", "hydrate b", "load c", "hydrate c"]);
  });

  it("goes on with the next island when one fails to load, and the failed one is tried again", async () => {
    net.failing = (url) => url.includes("/b.js");
    const [a, b, c] = ["a", "b", "c"].map((name) => mount({ name }));
    await idle();
    await until(() => c!.hydrated(), "the island after the failed one hydrated");
    expect(a!.hydrated()).toBe(true);
    expect(b!.hydrated()).toBe(false);
    // b's own loader is never reached: the directive loads the island's code first.
    expect(order).toEqual(["load a", "hydrate a", "load c", "hydrate c"]);

    net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => b!.hydrated(), "the failed island hydrated on its retry");
  });

  it("goes on with the next island when one fails inside hydration", async () => {
    const [a, b] = [mount({ name: "a", hydrateThrows: 1 }), mount({ name: "b" })];
    await idle();
    await until(() => b.hydrated(), "the next island hydrated");
    expect(a.hydrated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => a.hydrated(), "the island hydrated on its retry");
    expect(order.filter((step) => step === "hydrate a")).toHaveLength(2);
  });
});

describe("island code that fails to load", () => {
  it("is tried again after a second: the island then works, with what the visitor typed and pressed", async () => {
    net.failing = (url) => url.includes("/form.js");
    const island = mount({ name: "form", wake: "intent" });
    await idle();
    type(island.field(), "Ada");
    press(island.button());
    press(island.button());
    await settle();
    expect(island.hydrated()).toBe(false);
    expect(notice(island)).toBeNull();

    net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.button().textContent === "2", "both held presses replayed");
    expect(island.field().value).toBe("Ada");
    expect(notice(island)).toBeNull();
  });

  it("is tried at once, without waiting, when the visitor focuses the island after a failed try", async () => {
    net.failing = (url) => url.includes("/form.js");
    const island = mount({ name: "form", wake: "intent" });
    await idle();
    press(island.button());
    await settle();
    expect(net.requests.filter((url) => url === "/assets/form.js")).toHaveLength(1);

    net.failing = () => false;
    type(island.field(), "Ada"); // no clock moves: the focus itself tries again
    await until(() => island.button().textContent === "1", "hydrated, the held press replayed");
    expect(island.field().value).toBe("Ada");
  });

  it("loads the same address again (one copy of each module) and every island shares the renderer", async () => {
    net.failing = (url) => url.startsWith(RENDERER);
    const first = mount({ name: "first" });
    const second = mount({ name: "second" });
    await idle();
    await settle();
    net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => first.hydrated() && second.hydrated(), "both islands hydrated");
    const rendererLoads = net.requests.filter((url) => url.startsWith(RENDERER));
    // Each try asks for the address and, when that fails, once for a fresh copy; after that one
    // load of the address itself, shared by both islands.
    expect([...net.loaded].filter((url) => url.startsWith(RENDERER))).toEqual([RENDERER]);
    expect(rendererLoads.at(-1)).toBe(RENDERER);
  });

  it("in a browser that remembers a failed fetch, loads a fresh address that every island then names", async () => {
    const failedOnce = new Set<string>();
    net.failing = (url) => {
      if (url.includes("?retry=")) return false;
      if (failedOnce.has(url)) return true; // remembered: fails without asking the network
      failedOnce.add(url);
      return true;
    };
    const first = mount({ name: "first" });
    const second = mount({ name: "second" });
    await idle();
    await until(() => first.hydrated() && second.hydrated(), "both islands hydrated");
    const renderers = [...net.loaded].filter((url) => url.startsWith(RENDERER));
    expect(renderers).toHaveLength(1);
    expect(renderers[0]).toMatch(/^\/assets\/client\.js\?retry=\d+$/);
    expect(first.island.getAttribute("renderer-url")).toBe(renderers[0]);
    expect(second.island.getAttribute("renderer-url")).toBe(renderers[0]);
  });

  describe("when it never loads", () => {
    async function failedForGood(options: Omit<IslandOptions, "net"> = { name: "form", wake: "intent" }) {
      net.failing = (url) => url.includes(`/${options.name}.js`);
      const island = mount(options);
      await idle();
      return island;
    }

    it("says so next to the form, keeps what was typed and lets go of the held presses", async () => {
      const island = await failedForGood();
      type(island.field(), "Ada");
      press(island.button());
      await settle();
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
      expect(notice(island)).toBeNull();
      await vi.advanceTimersByTimeAsync(3_000);
      await settle();

      const shown = notice(island);
      expect(shown?.getAttribute("data-kind")).toBe("form");
      // Written into its live region a moment after it appears, so screen readers read it out.
      const status = shown!.querySelector('[role="status"]')!;
      expect(status.textContent).toBe("");
      await vi.advanceTimersByTimeAsync(100);
      expect(status.textContent).toBe(EN["shell.notReady.form"]);
      expect(island.field().value).toBe("Ada");
      expect(net.requests.filter((url) => url === "/assets/form.js")).toHaveLength(3);

      // The network comes back and the visitor focuses the form: it works, typed text kept, but
      // the press made before the notice is not replayed by surprise.
      net.failing = () => false;
      island.field().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await until(() => island.hydrated(), "hydrated on the visitor's focus");
      await settle();
      expect(island.button().textContent).toBe("0");
      expect(island.field().value).toBe("Ada");
      expect(notice(island)).toBeNull();
    });

    it("tries again on the visitor's next press, and replays that press", async () => {
      const island = await failedForGood();
      press(island.button());
      await vi.advanceTimersByTimeAsync(4_000);
      await settle();
      expect(notice(island)).not.toBeNull();

      press(island.button()); // still failing: nothing happens but another try
      await settle();
      expect(island.hydrated()).toBe(false);
      expect(net.requests.filter((url) => url === "/assets/form.js")).toHaveLength(4);

      net.failing = () => false;
      press(island.button());
      await until(() => island.button().textContent === "1", "the press that woke it replayed");
      expect(notice(island)).toBeNull();
    });

    it("tries again with the notice's button, which then hands the focus back to the control last used", async () => {
      const island = await failedForGood();
      press(island.button());
      await vi.advanceTimersByTimeAsync(4_100);
      await settle();
      const retry = notice(island)!.querySelector<HTMLButtonElement>('[data-slot="not-ready-notice-retry"]')!;
      retry.focus();
      retry.click(); // still failing: said again
      await settle();
      const status = notice(island)!.querySelector('[role="status"]')!;
      expect(status.textContent).toBe("");
      retry.click(); // and again at once: the message still comes back whole
      await settle();
      expect(status.textContent).toBe("");
      await vi.advanceTimersByTimeAsync(100);
      expect(status.textContent).toBe(EN["shell.notReady.form"]);
      expect(document.activeElement).toBe(retry);

      net.failing = () => false;
      retry.click();
      await until(() => island.hydrated(), "hydrated on 'Try again'");
      await settle();
      expect(notice(island)).toBeNull();
      expect(document.activeElement).toBe(island.button());
    });

    it("words the notice for a section, and floats it (closable) for the menu", async () => {
      const section = await failedForGood({ name: "carousel", section: "section" });
      await vi.advanceTimersByTimeAsync(4_000);
      await settle();
      expect(notice(section)?.getAttribute("data-kind")).toBe("section");
      expect(notice(section)?.querySelector('[data-slot="not-ready-notice-dismiss"]')).toBeNull();

      const menu = await failedForGood({ name: "menu", wake: "intent", section: "menu" });
      press(menu.button());
      await vi.advanceTimersByTimeAsync(4_000);
      await settle();
      const floating = notice(menu)!;
      expect(floating.getAttribute("data-kind")).toBe("menu");
      const dismiss = floating.querySelector<HTMLButtonElement>('[data-slot="not-ready-notice-dismiss"]')!;
      dismiss.focus();
      dismiss.click();
      expect(notice(menu)).toBeNull();
      // The focus goes back to the menu's button the visitor pressed, not to the page's start.
      expect(document.activeElement).toBe(menu.button());
      // Giving the focus back is not the visitor asking again: the closed notice stays closed.
      await vi.advanceTimersByTimeAsync(15_000);
      await settle();
      expect(notice(menu)).toBeNull();
    });
  });
});

describe("a failure inside hydration", () => {
  it("is tried again: hydrate() throwing once", async () => {
    const island = mount({ name: "form", hydrateThrows: 1 });
    await idle();
    await settle();
    expect(island.hydrated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.hydrated(), "hydrated on the retry");
  });

  it("keeps the prerendered form while the language's messages fail, and hydrates it once they load", async () => {
    let messagesFail = true;
    let messages: Promise<string> | undefined;
    // Asked for when the island first renders, as the site's messages are.
    const label = () =>
      (messages ??= untilLoaded(() =>
        messagesFail ? Promise.reject(new TypeError("offline")) : Promise.resolve(SEND),
      ));
    const island = mount({ name: "form", wake: "intent", label });
    await idle();
    const prerendered = island.field();
    type(prerendered, "Ada");
    await settle();
    expect(island.hydrated()).toBe(false);
    expect(order).toEqual(["load form", "hydrate form"]);

    messagesFail = false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.hydrated(), "hydrated once the messages arrived");
    // React went on with the same root: hydrated once, the prerendered field kept with its text.
    expect(order.filter((step) => step === "hydrate form")).toHaveLength(1);
    expect(island.field()).toBe(prerendered);
    expect(island.field().value).toBe("Ada");
  });

  it("counts React never announcing the hydration as a failure, and shows the notice", async () => {
    const never = new Promise<string>(() => undefined);
    const island = mount({ name: "form", wake: "intent", label: () => never });
    await idle();
    type(island.field(), "Ada");
    await vi.advanceTimersByTimeAsync(10_000 + 1_000 + 10_000 + 3_000 + 10_000);
    await settle();
    expect(notice(island)?.getAttribute("data-kind")).toBe("form");
    expect(island.field().value).toBe("Ada");
    expect(order.filter((step) => step === "hydrate form")).toHaveLength(1);
  });
});

describe("a submit held before the island works", () => {
  it("is sent exactly once, after a failed try", async () => {
    net.failing = (url) => url.includes("/form.js");
    const island = mount({ name: "form", wake: "intent" });
    await idle();
    type(island.field(), "Ada");
    island.form().requestSubmit();
    await settle();
    expect(island.sent).not.toHaveBeenCalled();

    net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.sent.mock.calls.length > 0, "the held submit sent");
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(island.sent).toHaveBeenCalledTimes(1);
  });
});
