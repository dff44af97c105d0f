import { useCallback, useEffect, useEffectEvent } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** A draft as it is kept in storage. */
interface StoredDraft {
  /** When the draft was last written (ms since the epoch). */
  savedAt: number;
  /** The typed values, by field name; only non-empty strings. */
  values: Record<string, string>;
}

/** How long a draft is kept before it is ignored and removed: 7 days. */
export const FORM_DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Options of `useFormDraft`. */
export interface FormDraftOptions {
  /** Storage key of this form's draft (one per form, e.g. `studio.formDraft.homeEnquiry`). */
  key: string;
  /**
   * Whether a stored value may be restored into a field, e.g. only values that are still one of
   * a drop-down list's options. Defaults to accepting every string.
   */
  accept?: (name: string, value: string) => boolean;
  /** Drafts older than this are ignored and removed (default `FORM_DRAFT_MAX_AGE_MS`). */
  maxAgeMs?: number;
  /** The storage to use (default `window.localStorage`); tests pass their own. */
  storage?: () => Storage | undefined;
}

/** What `useFormDraft` gives back. */
export interface FormDraft {
  /** Removes the stored draft (after a successful submit). */
  clear: () => void;
}

/** `window.localStorage`, or `undefined` where it is unavailable (blocked, sandboxed, prerender). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The stored draft under `key`, or `undefined` when there is none, it is unreadable or too old. */
function readDraft(storage: Storage | undefined, key: string, maxAgeMs: number): Record<string, unknown> | undefined {
  try {
    const text = storage?.getItem(key);
    if (!text) return undefined;
    const draft: unknown = JSON.parse(text);
    if (!isRecord(draft) || !isRecord(draft.values) || typeof draft.savedAt !== "number") {
      storage?.removeItem(key);
      return undefined;
    }
    if (Date.now() - draft.savedAt > maxAgeMs) {
      storage?.removeItem(key);
      return undefined;
    }
    return draft.values;
  } catch {
    return undefined;
  }
}

/** Stores the typed values of the known fields; removes the draft when nothing is typed. */
function writeDraft(storage: Storage | undefined, key: string, names: readonly string[], values: FieldValues): void {
  const typed: Record<string, string> = {};
  for (const name of names) {
    const value: unknown = values[name];
    if (typeof value === "string" && value !== "") typed[name] = value;
  }
  try {
    if (Object.keys(typed).length === 0) {
      storage?.removeItem(key);
      return;
    }
    const draft: StoredDraft = { savedAt: Date.now(), values: typed };
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the form keeps working without a draft.
  }
}

/**
 * Keeps what the visitor typed into a react-hook-form form across page reloads: every change is
 * written to local storage under `key` (only the fields' string values, nothing about the
 * submission), the draft is restored once after mounting (so prerendered pages hydrate with
 * empty fields first), and `clear()` removes it after a successful submit. Storage errors are
 * ignored; without storage the form simply has no draft.
 */
export function useFormDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "getValues" | "reset" | "watch">,
  { key, accept, maxAgeMs = FORM_DRAFT_MAX_AGE_MS, storage = browserStorage }: FormDraftOptions,
): FormDraft {
  const { getValues, reset, watch } = form;
  const accepts = useEffectEvent((name: string, value: string) => (accept ? accept(name, value) : true));
  const readStorage = useEffectEvent(() => storage());

  useEffect(() => {
    const store = readStorage();
    const current: FieldValues = getValues();
    const names = Object.keys(current);
    const draft = readDraft(store, key, maxAgeMs);
    if (draft) {
      const restored: FieldValues = { ...current };
      let changed = false;
      for (const name of names) {
        const value = draft[name];
        if (typeof value === "string" && value !== "" && accepts(name, value)) {
          restored[name] = value;
          changed = true;
        }
      }
      if (changed) reset(restored as Values, { keepDefaultValues: true });
    }
    const subscription = watch((values) => writeDraft(store, key, names, values));
    return () => subscription.unsubscribe();
  }, [getValues, reset, watch, key, maxAgeMs]);

  const clear = useCallback(() => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Blocked storage: nothing was stored either.
    }
  }, [storage, key]);

  return { clear };
}
