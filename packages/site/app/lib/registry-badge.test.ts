// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  REGISTRY_BADGE_ATTRIBUTE,
  REGISTRY_BADGE_STATE_ATTRIBUTE,
  REGISTRY_BADGE_TIMEOUT_MS,
  loadRegistryBadge,
  whenNear,
} from "./registry-badge.ts";

const SRC = "https://registry.example/badge.js?company=42";

/** A footer as the site renders it: its own content and the badge slot with its container. */
function footer() {
  document.body.innerHTML = `
    <footer>
      <a href="mailto:support@example.com">Email us</a>
      <div role="group" aria-label="Business registry verification" data-slot="footer-registry-badge">
        <div ${REGISTRY_BADGE_ATTRIBUTE}></div>
      </div>
      <p>© 2026 Example Software Studio</p>
    </footer>`;
  const slot = document.querySelector<HTMLElement>('[data-slot="footer-registry-badge"]')!;
  const container = slot.querySelector<HTMLElement>(`[${REGISTRY_BADGE_ATTRIBUTE}]`)!;
  return { slot, container, footerHtml: () => document.querySelector("footer")!.textContent };
}

let warn: ReturnType<typeof vi.fn<(message: string) => void>>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("loadRegistryBadge", () => {
  it("injects the badge script once, async, inside the footer's container", () => {
    const { container } = footer();
    const first = loadRegistryBadge({ src: SRC, container, warn });
    const second = loadRegistryBadge({ src: SRC, container, warn });
    expect(second).toBe(first);
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.parentElement).toBe(container);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.src).toBe(SRC);
    expect(container.getAttribute(REGISTRY_BADGE_STATE_ATTRIBUTE)).toBe("loading");
  });

  it("keeps the slot shown and says nothing when the badge loads", async () => {
    const { slot, container } = footer();
    const load = loadRegistryBadge({ src: SRC, container, hideOnFailure: slot, warn });
    container.querySelector("script")!.dispatchEvent(new Event("load"));
    await expect(load).resolves.toBe("loaded");
    expect(slot.hidden).toBe(false);
    expect(container.getAttribute(REGISTRY_BADGE_STATE_ATTRIBUTE)).toBe("loaded");
    expect(warn).not.toHaveBeenCalled();
  });

  it("gives up silently when the script cannot be fetched: one warning, slot hidden, footer intact", async () => {
    const { slot, container, footerHtml } = footer();
    const before = footerHtml();
    const load = loadRegistryBadge({ src: SRC, container, hideOnFailure: slot, warn });
    container.querySelector("script")!.dispatchEvent(new Event("error"));
    await expect(load).resolves.toBe("failed");
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain(SRC);
    expect(slot.hidden).toBe(true);
    expect(container.querySelector("script")).toBeNull();
    expect(container.getAttribute(REGISTRY_BADGE_STATE_ATTRIBUTE)).toBe("failed");
    expect(footerHtml()).toBe(before);
  });

  it("gives up after its time limit when the registry does not answer", async () => {
    const { slot, container } = footer();
    const load = loadRegistryBadge({ src: SRC, container, hideOnFailure: slot, warn });
    await vi.advanceTimersByTimeAsync(REGISTRY_BADGE_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    expect(slot.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(load).resolves.toBe("timed-out");
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain(`did not load within ${REGISTRY_BADGE_TIMEOUT_MS} ms`);
    expect(slot.hidden).toBe(true);
    expect(document.querySelector("script")).toBeNull();
  });

  it("hides the container itself when no slot is given", async () => {
    const { container } = footer();
    const load = loadRegistryBadge({ src: SRC, container, timeoutMs: 50, warn });
    await vi.advanceTimersByTimeAsync(50);
    await load;
    expect(container.hidden).toBe(true);
  });
});

/** An IntersectionObserver the test drives. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports the observed element (not) within the margin of the viewport. */
  report(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.observed[0]! } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

describe("whenNear", () => {
  it("waits until the element comes within the margin of the viewport, then runs once", () => {
    const { slot } = footer();
    const task = vi.fn();
    whenNear(slot, task, {
      marginPx: 800,
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    });
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([slot]);
    expect(observer.options.rootMargin).toBe("800px 0px");
    observer.report(false);
    expect(task).not.toHaveBeenCalled();
    observer.report(true);
    expect(task).toHaveBeenCalledOnce();
    expect(observer.disconnected).toBe(true);
  });

  it("runs at once in a browser without IntersectionObserver", () => {
    const task = vi.fn();
    whenNear(document.body, task, { IntersectionObserver: undefined });
    expect(task).toHaveBeenCalledOnce();
  });

  it("stops watching when cancelled", () => {
    const task = vi.fn();
    const stop = whenNear(document.body, task, {
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    });
    stop();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
