import { useEffect, useRef, type RefObject } from "react";
import { watchScrollOffset } from "./scroll-offset.ts";

/**
 * {@link watchScrollOffset} for a component: does nothing while `enabled` is false (reduced motion,
 * prerendering). `onOffset` should write styles directly rather than set React state, so scrolling
 * never re-renders the component. A change of `refreshKey` calls `onOffset` again at once (for
 * settings that change how the offset is drawn).
 */
export function useScrollOffset(
  ref: RefObject<HTMLElement | null>,
  onOffset: (offset: number) => void,
  enabled: boolean,
  refreshKey?: string | number,
): void {
  const callback = useRef(onOffset);
  useEffect(() => {
    callback.current = onOffset;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    return watchScrollOffset(element, (offset) => callback.current(offset));
  }, [ref, enabled, refreshKey]);
}
