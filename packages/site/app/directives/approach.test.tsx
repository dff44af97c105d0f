// @vitest-environment jsdom
/**
 * The directive put together (approach.ts): an island counts as working when it says so itself,
 * from inside — not when React has merely created its root (Astro's `ssr` mark goes then), nor
 * when another island says so. On a page of prerendered islands hydrated by React as Astro does it
 * (testing/island-page.tsx).
 */
import { describe, expect, it } from "vitest";
import { HYDRATION_MARKS } from "../shell/island-events.ts";
import { SEND, idle, islandPage, press, settle, until } from "./testing/island-page.tsx";

const page = islandPage();

describe("an island's own hydration signal", () => {
  it("hands a press over only once that island works, whatever the others say", async () => {
    let messagesArrive: (label: string) => void = () => undefined;
    const messages = new Promise<string>((resolve) => (messagesArrive = resolve));
    const waiting = page.mount({ name: "waiting", wake: "intent", label: () => messages });
    press(waiting.button());
    await until(() => !waiting.island.hasAttribute("ssr"), "React has the island's root");
    await settle();
    expect(waiting.hydrated()).toBe(false);

    // Another island hydrates and says so (the signal bubbles to the document).
    const other = page.mount({ name: "other" });
    await idle();
    await until(() => other.hydrated(), "the other island hydrated");
    await settle();
    // The press is still held: replayed now, React (still waiting for the messages) would drop it.
    expect(waiting.button().textContent).toBe("0");

    messagesArrive(SEND);
    await until(() => waiting.button().textContent === "1", "the held press replayed once the island works");
    expect(page.order.filter((step) => step === "hydrate waiting")).toHaveLength(1);
  });
});

describe("the island's hydration on the page's timeline", () => {
  it("is marked when the island is handed to React and when it works, for the bench to name it", async () => {
    const marks = () =>
      performance
        .getEntriesByType("mark")
        .map((mark) => mark.name)
        .filter((name) => name.endsWith(":marked"));
    performance.clearMarks();
    const island = page.mount({ name: "marked" });
    expect(marks()).toEqual([]);
    await idle();
    await until(() => island.hydrated(), "the island hydrated");
    expect(marks()).toEqual([`${HYDRATION_MARKS.start}marked`, `${HYDRATION_MARKS.end}marked`]);
  });
});
