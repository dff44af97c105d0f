// @vitest-environment jsdom
/**
 * Retrying (retry.ts): island code that fails to load, or a hydration that fails, is tried again.
 * The directive runs whole, on a page of prerendered islands hydrated by React as Astro does it
 * (testing/island-page.tsx).
 */
import { describe, expect, it, vi } from "vitest";
import { untilLoaded } from "../shell/island-events.ts";
import { RENDERER, SEND, idle, islandPage, notice, press, settle, type, until } from "./testing/island-page.tsx";

const page = islandPage();

describe("island code that fails to load", () => {
  it("is tried again after a second: the island then works, with what the visitor typed and pressed", async () => {
    page.net.failing = (url) => url.includes("/form.js");
    const island = page.mount({ name: "form", wake: "intent" });
    await idle();
    type(island.field(), "Ada");
    press(island.button());
    press(island.button());
    await settle();
    expect(island.hydrated()).toBe(false);
    expect(notice(island)).toBeNull();

    page.net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.button().textContent === "2", "both held presses replayed");
    expect(island.field().value).toBe("Ada");
    expect(notice(island)).toBeNull();
  });

  it("is tried at once, without waiting, when the visitor focuses the island after a failed try", async () => {
    page.net.failing = (url) => url.includes("/form.js");
    const island = page.mount({ name: "form", wake: "intent" });
    await idle();
    press(island.button());
    await settle();
    expect(page.net.requests.filter((url) => url === "/assets/form.js")).toHaveLength(1);

    page.net.failing = () => false;
    type(island.field(), "Ada"); // no clock moves: the focus itself tries again
    await until(() => island.button().textContent === "1", "hydrated, the held press replayed");
    expect(island.field().value).toBe("Ada");
  });

  it("loads the same address again (one copy of each module) and every island shares the renderer", async () => {
    page.net.failing = (url) => url.startsWith(RENDERER);
    const first = page.mount({ name: "first" });
    const second = page.mount({ name: "second" });
    await idle();
    await settle();
    page.net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => first.hydrated() && second.hydrated(), "both islands hydrated");
    const rendererLoads = page.net.requests.filter((url) => url.startsWith(RENDERER));
    // Each try asks for the address and, when that fails, once for a fresh copy; after that one
    // load of the address itself, shared by both islands.
    expect([...page.net.loaded].filter((url) => url.startsWith(RENDERER))).toEqual([RENDERER]);
    expect(rendererLoads.at(-1)).toBe(RENDERER);
  });

  it("in a browser that remembers a failed fetch, loads a fresh address that every island then names", async () => {
    const failedOnce = new Set<string>();
    page.net.failing = (url) => {
      if (url.includes("?retry=")) return false;
      if (failedOnce.has(url)) return true; // remembered: fails without asking the network
      failedOnce.add(url);
      return true;
    };
    const first = page.mount({ name: "first" });
    const second = page.mount({ name: "second" });
    await idle();
    await until(() => first.hydrated() && second.hydrated(), "both islands hydrated");
    const renderers = [...page.net.loaded].filter((url) => url.startsWith(RENDERER));
    expect(renderers).toHaveLength(1);
    expect(renderers[0]).toMatch(/^\/assets\/client\.js\?retry=\d+$/);
    expect(first.island.getAttribute("renderer-url")).toBe(renderers[0]);
    expect(second.island.getAttribute("renderer-url")).toBe(renderers[0]);
  });
});

describe("a failure inside hydration", () => {
  it("is tried again: hydrate() throwing once", async () => {
    const island = page.mount({ name: "form", hydrateThrows: 1 });
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
    const island = page.mount({ name: "form", wake: "intent", label });
    await idle();
    const prerendered = island.field();
    type(prerendered, "Ada");
    await settle();
    expect(island.hydrated()).toBe(false);
    expect(page.order).toEqual(["load form", "hydrate form"]);

    messagesFail = false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.hydrated(), "hydrated once the messages arrived");
    // React went on with the same root: hydrated once, the prerendered field kept with its text.
    expect(page.order.filter((step) => step === "hydrate form")).toHaveLength(1);
    expect(island.field()).toBe(prerendered);
    expect(island.field().value).toBe("Ada");
  });

  it("counts React never announcing the hydration as a failure, and shows the notice", async () => {
    const never = new Promise<string>(() => undefined);
    const island = page.mount({ name: "form", wake: "intent", label: () => never });
    await idle();
    type(island.field(), "Ada");
    await vi.advanceTimersByTimeAsync(10_000 + 1_000 + 10_000 + 3_000 + 10_000);
    await settle();
    expect(notice(island)?.getAttribute("data-kind")).toBe("form");
    expect(island.field().value).toBe("Ada");
    expect(page.order.filter((step) => step === "hydrate form")).toHaveLength(1);
  });
});
