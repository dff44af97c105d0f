/**
 * Nothing a visitor does in an island before it works is lost. Presses on its buttons, tabs and
 * menu triggers are held and replayed once React has taken over (React itself drops a press on a
 * part it cannot hydrate yet), a submit is held and sent then, text typed into its fields is put
 * back if hydration reset it, and a box ticked before is ticked again through React.
 */

/** Presses held until the island works and then replayed, in order. */
export const PRESS_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"] as const;

/** What a press can operate before hydration (links work without JavaScript and are left alone). */
export const PRESSABLE = "button,[role=button],[role=tab],[role=menuitem],[role=switch],summary";

/**
 * A field whose value the visitor sets — an input (a box or a radio button among them), a text
 * area, a list — typed as an input: every one has a `value` and a `type`.
 */
type Field = HTMLInputElement;

/**
 * Sets a field's value the way typing does, so React (and the form library) hear of it: through
 * the setter of its own kind of element, which React does not wrap.
 */
function putBack(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A copy of a held press to replay: the same kind of event (pointer, mouse), with the same details. */
function copyOf(event: Event): Event {
  return new (event.constructor as typeof Event)(event.type, event);
}

/** What the visitor did in an island before it worked, to hand over once it does. */
export interface HandOver {
  /** The island works (and `until` has ended the holding): put typed text and ticks back, replay the presses and the submit. */
  replay(): void;
  /** The island could not be made ready: forget the held presses and submit (typed text stays). */
  drop(): void;
}

/**
 * Holds what the visitor does in `island` until the signal `until` ends. `held` is told of each
 * press (with the control pressed) or submit it holds: the island should wake.
 */
export function holdUntilReady(island: HTMLElement, held: (pressed?: Element) => void, until: AbortSignal): HandOver {
  let presses: [target: Element, event: Event][] = [];
  let submit: HTMLFormElement | null = null;
  /** What each field held when the visitor left it: its text, or whether a box was ticked. */
  const fields = new Map<Field, string | boolean>();

  const hold = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(PRESSABLE);
    if (!target || !island.contains(target)) return;
    // React is not listening yet (or would drop it): keep the press for later.
    event.stopImmediatePropagation();
    if (event.type === "click") event.preventDefault();
    presses.push([target, copyOf(event)]);
    held(target);
  };
  const remember = (event: Event) => {
    const field = event.target as Field;
    if (!field.matches?.("input,textarea,select")) return;
    // A box or a radio button keeps whether it is ticked (a text area's type is "textarea").
    fields.set(field, field.type === "checkbox" || field.type === "radio" ? field.checked : field.value);
  };
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    submit = event.target;
    held();
  };

  const how = { capture: true, signal: until };
  for (const type of PRESS_EVENTS) island.addEventListener(type, hold, how);
  island.addEventListener("input", remember, how);
  island.addEventListener("change", remember, how);
  island.addEventListener("submit", holdSubmit, how);

  return {
    replay() {
      for (const [field, value] of fields) {
        if (!field.isConnected) continue;
        if (typeof value === "string") {
          if (field.value !== value) putBack(field, value);
          continue;
        }
        // A box ticked before hydration still shows the tick, but React never heard of it: take
        // the tick back and let a click set it again, through React.
        field.checked = !value;
        field.click();
      }
      let submitted = false;
      for (const [target, event] of presses) {
        if (!target.isConnected) continue;
        target.dispatchEvent(event);
        if (event.type === "click" && target instanceof HTMLButtonElement && target.type === "submit") submitted = true;
      }
      if (submit?.isConnected && !submitted) submit.requestSubmit();
    },
    drop() {
      // Nothing done before is replayed by surprise later; what was typed stays where it is.
      presses = [];
      submit = null;
    },
  };
}
