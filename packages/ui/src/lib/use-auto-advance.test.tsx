// @vitest-environment jsdom
import type { FocusEvent } from "react";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoAdvance, type UseAutoAdvanceOptions } from "./use-auto-advance.ts";

let reducedMotion = false;

window.matchMedia = ((query: string) => ({
  media: query,
  get matches() {
    return query.includes("prefers-reduced-motion") ? reducedMotion : false;
  },
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  reducedMotion = false;
});

function setup(options: Partial<UseAutoAdvanceOptions> = {}) {
  return renderHook(
    (props: Partial<UseAutoAdvanceOptions>) => useAutoAdvance({ count: 3, intervalMs: 1000, ...props }),
    {
      initialProps: options,
    },
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** A blur event whose focus goes to `relatedTarget` (null: focus leaves the page's carousel). */
function blurTo(container: HTMLElement, relatedTarget: Element | null) {
  return { currentTarget: container, relatedTarget } as unknown as FocusEvent<HTMLElement>;
}

describe("useAutoAdvance", () => {
  it("advances one slide per interval and wraps to the first after the last", () => {
    const { result } = setup();
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(true);
    expect(result.current.rotating).toBe(true);
    advance(999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(1000);
    expect(result.current.index).toBe(2);
    advance(1000);
    expect(result.current.index).toBe(0);
  });

  it("stops advancing when paused and continues when played again", () => {
    const { result } = setup();
    act(() => result.current.pause());
    expect(result.current.playing).toBe(false);
    expect(result.current.rotating).toBe(false);
    advance(5000);
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(true);
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("starts paused when autoPlay is off", () => {
    const { result } = setup({ autoPlay: false });
    expect(result.current.playing).toBe(false);
    advance(5000);
    expect(result.current.index).toBe(0);
  });

  it("holds while hovered and resumes when the pointer leaves", () => {
    const { result } = setup();
    act(() => result.current.containerProps.onMouseEnter());
    expect(result.current.playing).toBe(true);
    expect(result.current.rotating).toBe(false);
    advance(3000);
    expect(result.current.index).toBe(0);
    act(() => result.current.containerProps.onMouseLeave());
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("holds while focus is inside, also when it moves within, and resumes when it leaves", () => {
    const container = document.createElement("div");
    const inside = container.appendChild(document.createElement("button"));
    const { result } = setup();
    act(() => result.current.containerProps.onFocus());
    advance(3000);
    expect(result.current.index).toBe(0);
    act(() => result.current.containerProps.onBlur(blurTo(container, inside)));
    advance(3000);
    expect(result.current.index).toBe(0);
    act(() => result.current.containerProps.onBlur(blurTo(container, document.body)));
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("plays at once when play is pressed while hovered", () => {
    const { result } = setup({ autoPlay: false });
    act(() => result.current.containerProps.onMouseEnter());
    act(() => result.current.play());
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("never starts on its own under prefers-reduced-motion, but plays on request", () => {
    reducedMotion = true;
    const { result } = setup();
    expect(result.current.playing).toBe(false);
    advance(5000);
    expect(result.current.index).toBe(0);
    act(() => result.current.play());
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("takes a reducedMotion override over the media query", () => {
    const { result, rerender } = setup({ reducedMotion: true });
    advance(5000);
    expect(result.current.index).toBe(0);
    rerender({ reducedMotion: false });
    advance(1000);
    expect(result.current.index).toBe(1);
  });

  it("moves by hand with wrapping and restarts the interval", () => {
    const { result } = setup();
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    advance(600);
    act(() => result.current.goTo(1));
    advance(600);
    expect(result.current.index).toBe(1);
    advance(400);
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(7));
    expect(result.current.index).toBe(1);
  });

  it("does not rotate a single slide and keeps the index in range when slides go away", () => {
    const { result, rerender } = setup({ initialIndex: 2 });
    expect(result.current.index).toBe(2);
    rerender({ count: 2 });
    expect(result.current.index).toBe(0);
    rerender({ count: 1 });
    expect(result.current.rotating).toBe(false);
    advance(5000);
    expect(result.current.index).toBe(0);
    rerender({ count: 0 });
    expect(result.current.index).toBe(0);
  });
});
