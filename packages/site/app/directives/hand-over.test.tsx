// @vitest-environment jsdom
/**
 * Handing over (hand-over.ts): what the visitor did before the island worked is not lost. First
 * on its own, over a prerendered island's plain DOM; then with the whole directive, on a page of
 * prerendered islands hydrated by React as Astro does it (testing/island-page.tsx).
 */
import { describe, expect, it, vi } from "vitest";
import { holdUntilReady, PRESS_EVENTS } from "./hand-over.ts";
import { idle, islandPage, press, settle, type, until } from "./testing/island-page.tsx";

const page = islandPage();

/** A prerendered island (no React yet), and every event that gets past it to the page. */
function prerendered() {
  const island = document.createElement("astro-island");
  island.innerHTML =
    '<form><input name="name"><input type="checkbox" name="agree"><button type="button">Add</button>' +
    '<button type="submit">Send</button><a href="#more">More</a></form>';
  const outside = document.createElement("button");
  document.body.append(island, outside);
  const reached: string[] = [];
  const note = (event: Event) => {
    reached.push(`${event.type} ${(event.target as Element).localName}`);
    // The component handles a submit itself (the page stays).
    if (event.type === "submit") event.preventDefault();
  };
  for (const type of [...PRESS_EVENTS, "input", "change", "submit"]) document.addEventListener(type, note);
  const pressed: (Element | undefined)[] = [];
  const holding = new AbortController();
  const handOver = holdUntilReady(island, (control) => pressed.push(control), holding.signal);
  /** The island works, as the directive hands it over: the holding ends, then what was held is replayed. */
  const ready = () => {
    holding.abort();
    handOver.replay();
  };
  const stop = () => {
    for (const type of [...PRESS_EVENTS, "input", "change", "submit"]) document.removeEventListener(type, note);
  };
  const q = <T extends Element>(selector: string) => island.querySelector<T>(selector)!;
  return {
    island,
    outside,
    reached,
    pressed,
    handOver,
    ready,
    stop,
    field: q<HTMLInputElement>('input[name="name"]'),
    box: q<HTMLInputElement>('input[type="checkbox"]'),
    add: q<HTMLButtonElement>('button[type="button"]'),
    send: q<HTMLButtonElement>('button[type="submit"]'),
    form: q<HTMLFormElement>("form"),
    link: q<HTMLAnchorElement>("a"),
  };
}

describe("holding what the visitor does before the island works", () => {
  it("holds presses on its controls (not on links, not outside it) and replays them in order once it works", () => {
    const dom = prerendered();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    press(dom.add);
    dom.add.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dom.reached).toEqual([]);
    expect(dom.pressed).toEqual([dom.add, dom.add, dom.add, dom.add, dom.add, dom.add]);

    dom.link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    dom.outside.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(dom.reached).toEqual(["click a", "click button"]);

    dom.reached.length = 0;
    dom.ready();
    expect(dom.reached).toEqual([...PRESS_EVENTS.map((type) => `${type} button`), "click button"]);
    // Working now: presses go straight through.
    dom.reached.length = 0;
    dom.add.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dom.reached).toEqual(["click button"]);
    dom.stop();
  });

  it("puts typed text back if hydration reset it, and ticks a box again with a click", () => {
    const dom = prerendered();
    type(dom.field, "Ada");
    dom.box.click();
    expect(dom.box.checked).toBe(true);
    // Hydration reset the field; the tick still shows, but the component never heard of it.
    dom.field.value = "";
    dom.reached.length = 0;

    dom.ready();
    expect(dom.field.value).toBe("Ada");
    expect(dom.box.checked).toBe(true);
    expect(dom.reached).toEqual(["input input", "change input", "click input", "input input", "change input"]);
    dom.stop();
  });

  it("sends a held submit once, after the held presses, unless a replayed press on its submit button sent it", () => {
    const held = prerendered();
    held.form.requestSubmit();
    expect(held.reached).toEqual([]);
    expect(held.pressed).toEqual([undefined]);
    held.ready();
    expect(held.reached).toEqual(["submit form"]);
    held.stop();
    document.body.innerHTML = "";

    const pressed = prerendered();
    press(pressed.send);
    pressed.ready();
    expect(pressed.reached).toEqual([...PRESS_EVENTS.map((type) => `${type} button`), "submit form"]);
    pressed.stop();
  });

  it("forgets the held presses and submit when the island could not be made ready, and keeps typed text", () => {
    const dom = prerendered();
    type(dom.field, "Ada");
    press(dom.add);
    dom.form.requestSubmit();
    dom.handOver.drop();
    dom.field.value = "";
    dom.reached.length = 0;
    dom.ready();
    expect(dom.reached).toEqual(["input input", "change input"]);
    expect(dom.field.value).toBe("Ada");
    dom.stop();
  });
});

describe("a submit held before the island works", () => {
  it("is sent exactly once, after a failed try", async () => {
    page.net.failing = (url) => url.includes("/form.js");
    const island = page.mount({ name: "form", wake: "intent" });
    await idle();
    type(island.field(), "Ada");
    island.form().requestSubmit();
    await settle();
    expect(island.sent).not.toHaveBeenCalled();

    page.net.failing = () => false;
    await vi.advanceTimersByTimeAsync(1_000);
    await until(() => island.sent.mock.calls.length > 0, "the held submit sent");
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(island.sent).toHaveBeenCalledTimes(1);
  });
});
