import { isLocaleCode, type LocaleCode } from "@studio/content";

/**
 * Local-storage key of the visitor's explicit language choice
 * (docs/product.md#13-storage-in-the-browser).
 */
export const SELECTED_LANGUAGE_KEY = "selectedLanguage";

/**
 * Window event that announces a language change; its detail is the language code
 * (docs/product.md#45-following-a-language-choice).
 */
export const LANGUAGE_CHANGED_EVENT = "languageChanged";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The stored language choice, or null when there is none, it is unknown, or storage fails. */
export function readStoredLanguage(storage: StorageLike | undefined): LocaleCode | null {
  try {
    const value = storage?.getItem(SELECTED_LANGUAGE_KEY);
    return isLocaleCode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores an explicit language choice; a full or blocked storage must not break the switch. */
export function storeLanguage(storage: StorageLike | undefined, code: LocaleCode): void {
  try {
    storage?.setItem(SELECTED_LANGUAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the choice still applies to this page.
  }
}

/** Builds the `languageChanged` event for a language. */
export function languageChangedEvent(code: LocaleCode): CustomEvent<LocaleCode> {
  return new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: code });
}

/** The language a `languageChanged` event carries, or null when it carries none we know. */
export function languageFromEvent(event: Event): LocaleCode | null {
  const detail = (event as CustomEvent<unknown>).detail;
  return isLocaleCode(detail) ? detail : null;
}

export interface LanguageStore {
  /** Registers a callback for every change of the snapshot; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
  /** The language to show: the last announced change, else the stored choice, else null. */
  getSnapshot(): LocaleCode | null;
}

/**
 * The visitor's language as an external store for `useSyncExternalStore`. It listens from the
 * moment it is created (when the page's script loads, before React hydrates), so an early
 * `languageChanged` event is not lost; it also follows `selectedLanguage` changes made by other tabs.
 */
export function createLanguageStore(
  target: Pick<Window, "addEventListener">,
  storage: () => StorageLike | undefined,
): LanguageStore {
  let announced: LocaleCode | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  target.addEventListener(LANGUAGE_CHANGED_EVENT, (event) => {
    const code = languageFromEvent(event);
    if (!code || code === announced) return;
    announced = code;
    notify();
  });
  target.addEventListener("storage", (event) => {
    if ((event as StorageEvent).key !== SELECTED_LANGUAGE_KEY) return;
    announced = readStoredLanguage(storage()) ?? announced;
    notify();
  });

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => announced ?? readStoredLanguage(storage()),
  };
}
