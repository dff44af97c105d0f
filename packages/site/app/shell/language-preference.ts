import { isLocaleCode, type LocaleCode } from "@studio/content";

/** Local-storage key of the visitor's explicit language choice (spec 3.6). */
export const SELECTED_LANGUAGE_KEY = "selectedLanguage";

/** Window event that announces a language change; its detail is the language code (spec 3.6). */
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
  subscribe(onChange: () => void): () => void;
  /** The language to show now: the last announced change, else the stored choice, else the page's. */
  getSnapshot(): LocaleCode;
  /** The page's own language, as prerendered (used while hydrating). */
  getServerSnapshot(): LocaleCode;
}

/**
 * The interface language as an external store for `useSyncExternalStore`: it follows
 * `languageChanged` events on `target` and `selectedLanguage` changes made by other tabs.
 */
export function createLanguageStore(
  pageLocale: LocaleCode,
  target: Pick<Window, "addEventListener" | "removeEventListener">,
  storage: () => StorageLike | undefined,
): LanguageStore {
  let announced: LocaleCode | null = null;
  return {
    subscribe(onChange) {
      const onLanguageChanged = (event: Event) => {
        const code = languageFromEvent(event);
        if (code && code !== announced) {
          announced = code;
          onChange();
        }
      };
      const onStorage = (event: Event) => {
        if ((event as StorageEvent).key !== SELECTED_LANGUAGE_KEY) return;
        announced = readStoredLanguage(storage()) ?? announced;
        onChange();
      };
      target.addEventListener(LANGUAGE_CHANGED_EVENT, onLanguageChanged);
      target.addEventListener("storage", onStorage);
      return () => {
        target.removeEventListener(LANGUAGE_CHANGED_EVENT, onLanguageChanged);
        target.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: () => announced ?? readStoredLanguage(storage()) ?? pageLocale,
    getServerSnapshot: () => pageLocale,
  };
}
