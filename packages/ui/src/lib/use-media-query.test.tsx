// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useMediaQuery } from "./use-media-query.ts";

type Listener = () => void;
const listeners = new Set<Listener>();
let matches = false;

window.matchMedia = ((query: string) => ({
  media: query,
  get matches() {
    return matches;
  },
  addEventListener: (_: string, listener: Listener) => listeners.add(listener),
  removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
})) as unknown as typeof window.matchMedia;

afterEach(() => {
  matches = false;
  listeners.clear();
});

describe("useMediaQuery", () => {
  it("answers whether the query matches and follows changes", () => {
    const { result } = renderHook(() => useMediaQuery("(min-width: 768px)"));
    expect(result.current).toBe(false);
    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(result.current).toBe(true);
  });

  it("stops listening when unmounted", () => {
    const { unmount } = renderHook(() => useMediaQuery("(min-width: 768px)"));
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
