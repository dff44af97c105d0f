import { describe, expect, it, vi } from "vitest";
import {
  LANGUAGE_CHANGED_EVENT,
  createLanguageStore,
  SELECTED_LANGUAGE_KEY,
  languageChangedEvent,
  languageFromEvent,
  readStoredLanguage,
  storeLanguage,
} from "./language-preference.ts";
import { memoryStorage } from "../lib/testing/memory-storage.ts";

describe("stored language choice", () => {
  it("reads a stored language code", () => {
    expect(readStoredLanguage(memoryStorage({ [SELECTED_LANGUAGE_KEY]: "fr" }))).toBe("fr");
  });

  it("ignores a missing or unknown value", () => {
    expect(readStoredLanguage(memoryStorage())).toBeNull();
    expect(readStoredLanguage(memoryStorage({ [SELECTED_LANGUAGE_KEY]: "xx" }))).toBeNull();
    expect(readStoredLanguage(memoryStorage({ [SELECTED_LANGUAGE_KEY]: "pt" }))).toBeNull();
    expect(readStoredLanguage(undefined)).toBeNull();
  });

  it("survives a storage that throws (blocked cookies, private mode)", () => {
    const throwing = {
      getItem: vi.fn(() => {
        throw new Error("SecurityError");
      }),
      setItem: vi.fn(() => {
        throw new Error("QuotaExceededError");
      }),
    };
    expect(readStoredLanguage(throwing)).toBeNull();
    expect(() => storeLanguage(throwing, "de")).not.toThrow();
  });

  it("stores the internal code under selectedLanguage", () => {
    const storage = memoryStorage();
    storeLanguage(storage, "sp");
    expect(storage.data.get("selectedLanguage")).toBe("sp");
  });
});

describe("languageChanged event", () => {
  it("carries the language code as its detail", () => {
    const event = languageChangedEvent("lt");
    expect(event.type).toBe(LANGUAGE_CHANGED_EVENT);
    expect(event.type).toBe("languageChanged");
    expect(languageFromEvent(event)).toBe("lt");
  });

  it("is ignored when it carries no known code", () => {
    expect(languageFromEvent(new CustomEvent(LANGUAGE_CHANGED_EVENT, { detail: "klingon" }))).toBeNull();
    expect(languageFromEvent(new Event(LANGUAGE_CHANGED_EVENT))).toBeNull();
  });
});

describe("language store", () => {
  function setup(stored: Record<string, string> = {}) {
    const target = new EventTarget();
    const storage = memoryStorage(stored);
    const store = createLanguageStore(target, () => storage);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    return { target, storage, store, onChange, unsubscribe };
  }

  it("has no language of its own when nothing is stored (the page's language applies)", () => {
    expect(setup().store.getSnapshot()).toBeNull();
  });

  it("applies a stored choice", () => {
    expect(setup({ selectedLanguage: "fr" }).store.getSnapshot()).toBe("fr");
  });

  it("switches on a languageChanged event that carries another language", () => {
    const { target, store, onChange } = setup({ selectedLanguage: "fr" });
    target.dispatchEvent(languageChangedEvent("ru"));
    expect(store.getSnapshot()).toBe("ru");
    expect(onChange).toHaveBeenCalledOnce();
    target.dispatchEvent(languageChangedEvent("ru"));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it("keeps an event announced before anyone subscribed (before hydration)", () => {
    const target = new EventTarget();
    const store = createLanguageStore(target, () => memoryStorage());
    target.dispatchEvent(languageChangedEvent("de"));
    expect(store.getSnapshot()).toBe("de");
  });

  it("follows another tab that changes the stored choice", () => {
    const { target, storage, store, onChange } = setup();
    storage.setItem(SELECTED_LANGUAGE_KEY, "lt");
    target.dispatchEvent(Object.assign(new Event("storage"), { key: SELECTED_LANGUAGE_KEY }));
    expect(store.getSnapshot()).toBe("lt");
    expect(onChange).toHaveBeenCalledOnce();
  });

  it("stops notifying after unsubscribe", () => {
    const { target, onChange, unsubscribe } = setup();
    unsubscribe();
    target.dispatchEvent(languageChangedEvent("de"));
    expect(onChange).not.toHaveBeenCalled();
  });
});
