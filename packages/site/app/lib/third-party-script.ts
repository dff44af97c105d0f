/**
 * A script from a third party (the analytics tag, the business-registry badge), injected so that
 * it cannot hold the page up: `async`, with a time limit after which it is given up for good.
 * Whoever injects it decides when (after the page has loaded and the browser is idle: a script
 * inserted before the load event delays that event until it has loaded or failed).
 */

/** How an injected script ended: it ran, the browser could not fetch it, or it took too long. */
export type ScriptOutcome = "loaded" | "failed" | "timed-out";

/** What {@link injectScript} needs. */
export interface InjectScriptOptions {
  /** The script's address. */
  readonly src: string;
  /** Where the script element goes (a badge writes its markup next to its script element). */
  readonly parent: Element;
  /** Longest wait for the script to load and run. */
  readonly timeoutMs: number;
  /** Attributes set before the element is inserted (e.g. a marker). */
  readonly attributes?: Readonly<Record<string, string>>;
}

/** An injected script. */
export interface InjectedScript {
  /** The script element (detached from the page once given up). */
  readonly element: HTMLScriptElement;
  /** Settles once, never rejects. */
  readonly outcome: Promise<ScriptOutcome>;
  /**
   * Takes the script off the page; one still loading never runs (`outcome` then says "failed").
   * What a script that already ran set up is its own: this cannot undo it.
   */
  cancel(): void;
}

/**
 * Moves a script element out of the page for good. Removing it is not enough: a script whose
 * answer arrives after its removal still runs; one adopted by another document never does (HTML:
 * "if el's preparation-time document is not equal to el's node document, return").
 */
export function discardScript(script: HTMLScriptElement): void {
  script.remove();
  script.ownerDocument.implementation.createHTMLDocument("").adoptNode(script);
}

/**
 * Inserts `<script async src>` into `parent`. When it fails to load, or has not loaded within
 * `timeoutMs`, the element is discarded (a late answer never runs) and `outcome` says why.
 */
export function injectScript({ src, parent, timeoutMs, attributes = {} }: InjectScriptOptions): InjectedScript {
  const element = parent.ownerDocument.createElement("script");
  let settle: (outcome: ScriptOutcome) => void = () => {};
  const outcome = new Promise<ScriptOutcome>((resolve) => {
    settle = resolve;
  });
  let done = false;
  const end = (result: ScriptOutcome) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    element.removeEventListener("load", onLoad);
    element.removeEventListener("error", onError);
    if (result !== "loaded") discardScript(element);
    settle(result);
  };
  const onLoad = () => end("loaded");
  const onError = () => end("failed");
  element.addEventListener("load", onLoad);
  element.addEventListener("error", onError);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.async = true;
  element.src = src;
  const timer = setTimeout(() => end("timed-out"), timeoutMs);
  parent.append(element);
  return {
    element,
    outcome,
    cancel: () => (done ? element.remove() : end("failed")),
  };
}
