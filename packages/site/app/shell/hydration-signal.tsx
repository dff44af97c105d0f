import { useEffect, useRef } from "react";
import { ISLAND_HYDRATED_EVENT, ISLAND_SIGNAL_ATTRIBUTE } from "./island-events.ts";

/**
 * Announces that its island has hydrated: this empty template (no box, nothing read out) sits
 * directly in the island element (`LanguageRoot` renders no element of its own), which it sends
 * `ISLAND_HYDRATED_EVENT` from; the event bubbles to the document. So whoever listens knows which
 * island it was without looking into React. Rendered last in the island's root, its effect runs
 * after those of everything before it: the island's timers are started and its listeners attached.
 */
export function HydrationSignal() {
  const signal = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    signal.current?.parentNode?.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  }, []);
  return <template ref={signal} {...{ [ISLAND_SIGNAL_ATTRIBUTE]: "" }} />;
}
