// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { discardScript, injectScript } from "./third-party-script.ts";

const SRC = "https://third-party.example/tag.js";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("injectScript", () => {
  it("inserts one async script element with the address and attributes into its parent", () => {
    const { element } = injectScript({
      src: SRC,
      parent: document.body,
      timeoutMs: 1000,
      attributes: { "data-x": "1" },
    });
    expect(document.body.querySelectorAll("script")).toHaveLength(1);
    expect(element.parentElement).toBe(document.body);
    expect(element.async).toBe(true);
    expect(element.src).toBe(SRC);
    expect(element.getAttribute("data-x")).toBe("1");
  });

  it("reports a script that loaded, and leaves it on the page", async () => {
    const script = injectScript({ src: SRC, parent: document.body, timeoutMs: 1000 });
    script.element.dispatchEvent(new Event("load"));
    await expect(script.outcome).resolves.toBe("loaded");
    await vi.advanceTimersByTimeAsync(5000);
    expect(script.element.isConnected).toBe(true);
  });

  it("gives up a script the browser could not fetch and takes it off the page", async () => {
    const script = injectScript({ src: SRC, parent: document.body, timeoutMs: 1000 });
    script.element.dispatchEvent(new Event("error"));
    await expect(script.outcome).resolves.toBe("failed");
    expect(script.element.isConnected).toBe(false);
  });

  it("gives up a script that has not loaded within its time limit; a late answer cannot run", async () => {
    const script = injectScript({ src: SRC, parent: document.body, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(script.outcome)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(script.outcome).resolves.toBe("timed-out");
    expect(script.element.isConnected).toBe(false);
    // Adopted by another document: a browser never runs it when its answer arrives.
    expect(script.element.ownerDocument).not.toBe(document);
    // A load event after the limit changes nothing.
    script.element.dispatchEvent(new Event("load"));
    await expect(script.outcome).resolves.toBe("timed-out");
  });

  it("cancels a script still loading (it never runs) or removes one that ran", async () => {
    const loading = injectScript({ src: SRC, parent: document.body, timeoutMs: 1000 });
    loading.cancel();
    await expect(loading.outcome).resolves.toBe("failed");
    expect(loading.element.ownerDocument).not.toBe(document);

    const ran = injectScript({ src: SRC, parent: document.body, timeoutMs: 1000 });
    ran.element.dispatchEvent(new Event("load"));
    ran.cancel();
    await expect(ran.outcome).resolves.toBe("loaded");
    expect(ran.element.isConnected).toBe(false);
  });
});

describe("discardScript", () => {
  it("removes the element and moves it to a document of its own", () => {
    const script = document.createElement("script");
    document.body.append(script);
    discardScript(script);
    expect(script.isConnected).toBe(false);
    expect(script.ownerDocument).not.toBe(document);
  });
});
