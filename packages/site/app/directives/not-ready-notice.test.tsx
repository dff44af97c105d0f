// @vitest-environment jsdom
/**
 * The not-ready notice (not-ready-notice.ts): what the visitor is told, and can do, once the tries are used up.
 * The directive runs whole, on a page of prerendered islands hydrated by React as Astro does it
 * (testing/island-page.tsx).
 */
import { describe, expect, it, vi } from "vitest";
import {
  EN,
  idle,
  islandPage,
  notice,
  press,
  settle,
  type,
  until,
  type IslandOptions,
} from "./testing/island-page.tsx";

const page = islandPage();

describe("island code that never loads", () => {
  async function failedForGood(options: IslandOptions = { name: "form", wake: "intent" }) {
    page.net.failing = (url) => url.includes(`/${options.name}.js`);
    const island = page.mount(options);
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
    expect(page.net.requests.filter((url) => url === "/assets/form.js")).toHaveLength(3);

    // The network comes back and the visitor focuses the form: it works, typed text kept, but
    // the press made before the notice is not replayed by surprise.
    page.net.failing = () => false;
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
    expect(page.net.requests.filter((url) => url === "/assets/form.js")).toHaveLength(4);

    page.net.failing = () => false;
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

    page.net.failing = () => false;
    retry.click();
    await until(() => island.hydrated(), "hydrated on 'Try again'");
    await settle();
    expect(notice(island)).toBeNull();
    expect(document.activeElement).toBe(island.button());
  });

  it("does not swallow a 'Try again' pressed while a try that then fails still runs: it tries once more", async () => {
    const island = await failedForGood();
    type(island.field(), "Ada");
    await vi.advanceTimersByTimeAsync(10_000 + 1_000 + 10_000 + 3_000 + 10_000);
    await settle();
    const retry = notice(island)!.querySelector<HTMLButtonElement>('[data-slot="not-ready-notice-retry"]')!;

    // A slow network: the try 'Try again' starts is refused, but only after a while; meanwhile
    // the connection comes back and the visitor presses 'Try again' once more.
    let answer = () => {};
    page.net.held = new Promise<void>((resolve) => (answer = resolve));
    const refused = page.net.requests.length + 2; // the address and its fresh copy
    page.net.failing = (url) => url.includes("/form.js") && page.net.requests.length <= refused;
    retry.click();
    await settle();
    retry.click();
    page.net.held = undefined;
    answer();
    await until(() => island.hydrated(), "hydrated by the try the second press asked for");
    await settle();
    expect(notice(island)).toBeNull();
    expect(island.field().value).toBe("Ada");
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
