import { useEffect, useRef } from "react";
import { ISLAND_HYDRATED_EVENT } from "./island-events.ts";

/**
 * Announces that its island has hydrated: from this empty template (no box, nothing read out) it
 * finds the island element it sits in and sends `ISLAND_HYDRATED_EVENT` from there; the event
 * bubbles to the document. So whoever listens knows which island it was without looking into
 * React. Rendered last in the island's root (`LanguageRoot`), its effect runs after those of
 * everything before it: the island's timers are started and its listeners attached.
 */
export function HydrationSignal() {
  const signal = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    signal.current?.closest("astro-island")?.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  }, []);
  return <template ref={signal} />;
}
