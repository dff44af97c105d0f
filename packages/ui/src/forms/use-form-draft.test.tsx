// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_DRAFT_MAX_AGE_MS, useFormDraft, type FormDraftOptions } from "./use-form-draft.ts";

const KEY = "test.formDraft";
const EMPTY = { name: "", email: "", service: "" };

function renderDraftForm(options: Partial<FormDraftOptions> = {}) {
  return renderHook(() => {
    const form = useForm({ defaultValues: EMPTY });
    const draft = useFormDraft(form, { key: KEY, ...options });
    return { form, draft };
  });
}

function store(values: Record<string, unknown>, savedAt = Date.now()) {
  window.localStorage.setItem(KEY, JSON.stringify({ savedAt, values }));
}

const stored = () => {
  const text = window.localStorage.getItem(KEY);
  return text === null ? null : (JSON.parse(text) as { savedAt: number; values: Record<string, string> });
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("useFormDraft", () => {
  it("restores the stored values after mounting", async () => {
    store({ name: "Žygimantas Ąžuolas", email: "zygimantas@example.com" });
    const { result } = renderDraftForm();
    await waitFor(() => expect(result.current.form.getValues("name")).toBe("Žygimantas Ąžuolas"));
    expect(result.current.form.getValues()).toEqual({
      name: "Žygimantas Ąžuolas",
      email: "zygimantas@example.com",
      service: "",
    });
  });

  it("stores what is typed, only the form's own non-empty string fields", async () => {
    const { result } = renderDraftForm();
    act(() => result.current.form.setValue("name", "Дмитрий"));
    await waitFor(() => expect(stored()?.values).toEqual({ name: "Дмитрий" }));
    act(() => result.current.form.setValue("email", "dmitry@example.com"));
    await waitFor(() => expect(stored()?.values).toEqual({ name: "Дмитрий", email: "dmitry@example.com" }));
    expect(Date.now() - stored()!.savedAt).toBeLessThan(5000);
  });

  it("removes the draft when every field is emptied again", async () => {
    const { result } = renderDraftForm();
    act(() => result.current.form.setValue("name", "Ana"));
    await waitFor(() => expect(stored()).not.toBeNull());
    act(() => result.current.form.setValue("name", ""));
    await waitFor(() => expect(stored()).toBeNull());
  });

  it("clear() and a reset to the empty form leave nothing stored", async () => {
    store({ name: "Ana" });
    const { result } = renderDraftForm();
    await waitFor(() => expect(result.current.form.getValues("name")).toBe("Ana"));
    act(() => {
      result.current.draft.clear();
      result.current.form.reset();
    });
    expect(stored()).toBeNull();
    expect(result.current.form.getValues()).toEqual(EMPTY);
  });

  it("ignores unknown fields, values that are not strings and values the form does not accept", async () => {
    store({ name: 42, email: "ana@example.com", service: "Retired option", isAdmin: "yes" });
    const { result } = renderDraftForm({ accept: (name) => name !== "service" });
    await waitFor(() => expect(result.current.form.getValues("email")).toBe("ana@example.com"));
    expect(result.current.form.getValues()).toEqual({ name: "", email: "ana@example.com", service: "" });
  });

  it("ignores and removes drafts that are too old or unreadable", async () => {
    store({ name: "Old" }, Date.now() - FORM_DRAFT_MAX_AGE_MS - 1000);
    const old = renderDraftForm();
    await waitFor(() => expect(stored()).toBeNull());
    expect(old.result.current.form.getValues("name")).toBe("");
    old.unmount();

    window.localStorage.setItem(KEY, "{not json");
    const broken = renderDraftForm();
    await act(async () => {});
    expect(broken.result.current.form.getValues()).toEqual(EMPTY);

    window.localStorage.setItem(KEY, JSON.stringify({ name: "No envelope" }));
    const shapeless = renderDraftForm();
    await waitFor(() => expect(stored()).toBeNull());
    expect(shapeless.result.current.form.getValues()).toEqual(EMPTY);
  });

  it("keeps the form working when storage throws", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const { result } = renderDraftForm();
    act(() => result.current.form.setValue("name", "Ana"));
    expect(result.current.form.getValues("name")).toBe("Ana");
    expect(() => act(() => result.current.draft.clear())).not.toThrow();
  });

  it("works without any storage", async () => {
    const { result } = renderDraftForm({ storage: () => undefined });
    act(() => result.current.form.setValue("name", "Ana"));
    expect(result.current.form.getValues("name")).toBe("Ana");
    expect(stored()).toBeNull();
    expect(() => result.current.draft.clear()).not.toThrow();
  });
});
