import { useCallback, useLayoutEffect, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-media-query.ts";

/** Options of {@link useAutoAdvance}. */
export interface UseAutoAdvanceOptions {
  /** Number of slides. With fewer than two there is nothing to rotate. */
  count: number;
  /** Time each slide stays before the next one shows, in milliseconds. */
  intervalMs: number;
  /** Slide shown first (clamped to the slides there are). Default 0. */
  initialIndex?: number;
  /**
   * Whether rotation starts on its own. Default `true`; `false` starts paused (the visitor can
   * still press play).
   */
  autoPlay?: boolean;
  /**
   * Overrides the visitor's `prefers-reduced-motion` setting (stories and tests). When reduced
   * motion is asked for, rotation never starts on its own; only an explicit play starts it.
   */
  reducedMotion?: boolean;
}

/** Handlers to spread on the carousel's outermost element: hover and focus inside it pause rotation. */
export interface AutoAdvanceContainerProps {
  /** The pointer entered: hold the rotation. */
  onMouseEnter: () => void;
  /** The pointer left: release the hold. */
  onMouseLeave: () => void;
  /** Focus entered (or moved within): hold the rotation. */
  onFocus: () => void;
  /** Focus moved: release the hold when it left the container. */
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** What {@link useAutoAdvance} returns. */
export interface AutoAdvance {
  /** The current slide, always within `0 … count - 1` (0 when there are no slides). */
  index: number;
  /**
   * The rotation setting the pause/play button shows: `true` after play (or on its own start),
   * `false` after pause or when reduced motion kept it from starting.
   */
  playing: boolean;
  /**
   * Whether slides are advancing right now: playing, more than one slide, and neither hovered nor
   * holding focus. Drives `aria-live` (off while rotating, polite otherwise).
   */
  rotating: boolean;
  /** Starts rotation, even while hovered or focused (an explicit request wins until they end). */
  play: () => void;
  /** Stops rotation until play is pressed again. */
  pause: () => void;
  /** Play when paused, pause when playing: the pause/play button's action. */
  toggle: () => void;
  /** Shows a slide (wrapped into range) and restarts the interval. */
  goTo: (index: number) => void;
  /** Shows the next slide, wrapping to the first after the last. */
  next: () => void;
  /** Shows the previous slide, wrapping to the last before the first. */
  previous: () => void;
  /** Hover and focus handlers for the carousel's container. */
  containerProps: AutoAdvanceContainerProps;
}

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The shared engine of the home page's rotating sections (banner, products, testimonials),
 * following the WAI-ARIA APG carousel pattern and WCAG 2.2.2 (Pause, Stop, Hide):
 *
 * - the index advances every `intervalMs` and wraps to 0 after the last slide;
 * - a pause/play setting (`playing`, `play`, `pause`, `toggle`) for a visible button;
 * - rotation holds while the pointer is over the carousel or focus is inside it, and resumes
 *   when both leave (unless paused);
 * - under `prefers-reduced-motion: reduce` rotation never starts on its own (it starts paused);
 * - `goTo`, `next` and `previous` move by hand and restart the interval, so a visitor who moves
 *   gets the whole interval on the slide they chose.
 */
export function useAutoAdvance({
  count,
  intervalMs,
  initialIndex = 0,
  autoPlay = true,
  reducedMotion,
}: UseAutoAdvanceOptions): AutoAdvance {
  const prefersReducedMotion = usePrefersReducedMotion();
  const reduced = reducedMotion ?? prefersReducedMotion;

  const [rawIndex, setRawIndex] = useState(initialIndex);
  // The visitor's explicit choice; until there is one, rotation follows autoPlay and the motion
  // setting (which is only known after hydration, so it must not be frozen into initial state).
  const [choice, setChoice] = useState<"play" | "pause" | null>(autoPlay ? null : "pause");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A `step` that changes on every move restarts the interval after a manual move.
  const [step, setStep] = useState(0);

  const index = wrap(rawIndex, count);
  const playing = choice === null ? !reduced : choice === "play";
  const rotating = playing && count > 1 && !hovered && !focused;

  // A layout effect: the timer is cleared in the same commit that holds or moves the carousel, so a
  // timer that was already due cannot slip one more slide in after a hover, focus or pause.
  useLayoutEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      setRawIndex((current) => wrap(wrap(current, count) + 1, count));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, intervalMs, count, index, step]);

  const goTo = useCallback(
    (target: number) => {
      setRawIndex(wrap(target, count));
      setStep((value) => value + 1);
    },
    [count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  const play = useCallback(() => {
    setChoice("play");
    // The request is explicit: start now even though the pointer or focus is on the button.
    setHovered(false);
    setFocused(false);
  }, []);
  const pause = useCallback(() => setChoice("pause"), []);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);

  const containerProps: AutoAdvanceContainerProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };

  return { index, playing, rotating, play, pause, toggle, goTo, next, previous, containerProps };
}
