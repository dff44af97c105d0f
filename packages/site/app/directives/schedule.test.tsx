// @vitest-environment jsdom
/**
 * When islands wake (schedule.ts): nothing before the page has loaded and is idle; then the code
 * is preloaded and an island hydrates near the viewport, when idle or on the visitor's intent; the
 * page's islands take turns, and a failed one does not hold up the next. The directive runs
 * whole, on a page of prerendered islands hydrated by React as Astro does it
 * (testing/island-page.tsx); what is near the viewport is said by the test (jsdom lays nothing out).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RENDERER, idle, islandPage, settle, until } from "./testing/island-page.tsx";
import { APPROACH_MARGIN } from "./schedule.ts";

const page = islandPage();

/** The browser's IntersectionObserver; the test says, with `report`, what is near the viewport. */
class Viewport {
  static observers: Viewport[] = [];
  readonly watched: Element[] = [];
  disconnected = false;
  private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void;
  readonly options: { rootMargin?: string };
  constructor(
    callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    options: { rootMargin?: string },
  ) {
    this.callback = callback;
    this.options = options;
    Viewport.observers.push(this);
  }
  observe(target: Element) {
    this.watched.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What the browser reports after a rendering update: which watched elements are near. */
  static report(near: (target: Element) => boolean) {
    for (const observer of Viewport.observers.filter((each) => !each.disconnected)) {
      observer.callback(observer.watched.map((target) => ({ target, isIntersecting: near(target) })));
    }
  }
}

beforeEach(() => {
  Viewport.observers = [];
  vi.stubGlobal("IntersectionObserver", Viewport);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("an island woken near the viewport", () => {
  it("waits for the load event and an idle moment, then preloads its code, once", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    page.mount({ name: "a", wake: "approach" });
    page.mount({ name: "b", wake: "approach" });
    await idle();
    expect(preloaded()).toEqual([]);
    expect(Viewport.observers).toHaveLength(0);

    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    expect(preloaded()).toEqual([]);
    await idle();
    // The renderer both islands name is preloaded once.
    expect(preloaded()).toEqual(["/assets/a.js", RENDERER, "/assets/b.js"]);
    expect(page.order).toEqual([]);
  });

  it(`hydrates only once it comes within ${APPROACH_MARGIN} of the viewport, watching what it shows`, async () => {
    const island = page.mount({ name: "form", wake: "approach" });
    // A notification area fixed to the window is always "in view": not what decides.
    const toaster = document.createElement("div");
    toaster.style.position = "fixed";
    island.island.append(toaster);
    await idle();
    const [observer] = Viewport.observers;
    expect(observer?.options.rootMargin).toBe(APPROACH_MARGIN);
    expect(observer?.watched).toContain(island.form());
    expect(observer?.watched).not.toContain(toaster);

    Viewport.report(() => false);
    await settle();
    expect(page.order).toEqual([]);
    expect(island.hydrated()).toBe(false);

    Viewport.report((target) => target === island.form());
    await until(() => island.hydrated(), "hydrated once near");
    expect(observer?.disconnected).toBe(true);
  });

  it("stays asleep while the visitor is far from it, and wakes when they come back near it", async () => {
    // The visual suite once scrolled through the page before the directive watched it: an island
    // passed by then is far away at the first report, and wakes when the visitor comes back.
    const [top, bottom] = [
      page.mount({ name: "top", wake: "approach" }),
      page.mount({ name: "bottom", wake: "approach" }),
    ];
    await idle();
    Viewport.report((target) => bottom.island.contains(target));
    await until(() => bottom.hydrated(), "the island near the viewport hydrated");
    await settle();
    expect(top.hydrated()).toBe(false);

    Viewport.report(() => true);
    await until(() => top.hydrated(), "the island the visitor came back to hydrated");
    expect(page.order).toEqual(["load bottom", "hydrate bottom", "load top", "hydrate top"]);
  });

  it("wakes at once when the visitor reaches for it first, and is then no longer watched or woken by the page", async () => {
    const island = page.mount({ name: "form", wake: "approach" });
    island.field().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await until(() => island.hydrated(), "hydrated on focus, before the page was idle");
    await idle();
    expect(Viewport.observers).toHaveLength(0);
    expect(page.order).toEqual(["load form", "hydrate form"]);
  });
});

describe("an island woken on intent", () => {
  it("only preloads its code when the page is idle, and wakes when the visitor points at it", async () => {
    const menu = page.mount({ name: "menu", wake: "intent", section: "menu" });
    await idle();
    await settle();
    expect(preloaded()).toEqual(["/assets/menu.js", RENDERER]);
    expect(Viewport.observers).toHaveLength(0);
    expect(page.order).toEqual([]);

    menu.button().dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    await until(() => menu.hydrated(), "hydrated when pointed at");
  });
});

describe("the wake queue", () => {
  it("hydrates the page's islands one after the other, in order", async () => {
    const islands = ["a", "b", "c"].map((name) => page.mount({ name }));
    await idle();
    await until(() => islands.every((island) => island.hydrated()), "every island hydrated");
    expect(page.order).toEqual(["load a", "hydrate a", "load b", "hydrate b", "load c", "hydrate c"]);
  });

  it("goes on with the next island when one fails to load, and the failed one is tried again", async () => {
    page.net.failing = (url) => url.includes("/b.js");
    const [a, b, c] = ["a", "b", "c"].map((name) => page.mount({ name }));
    await idle();
    await until(() => c!.hydrated(), "the island after the failed one hydrated");
    expect(a!.hydrated()).toBe(true);
    expect(b!.hydrated()).toBe(false);
    // b's own loader is never reached: the directive loads the island's code first.
    expect(page.order).toEqual(["load a", "hydrate a", "load c", "hydrate c"]);

    page.net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => b!.hydrated(), "the failed island hydrated on its retry");
  });

  it("goes on with the next island when one fails inside hydration", async () => {
    const [a, b] = [page.mount({ name: "a", hydrateThrows: 1 }), page.mount({ name: "b" })];
    await idle();
    await until(() => b.hydrated(), "the next island hydrated");
    expect(a.hydrated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => a.hydrated(), "the island hydrated on its retry");
    expect(page.order.filter((step) => step === "hydrate a")).toHaveLength(2);
  });
});
