// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastViewport, type Toast } from "./toaster.tsx";
import { SiteIntlProvider } from "../../i18n/site-intl-provider.tsx";
import { messagesFor } from "@studio/content";

const TOAST: Toast = { id: "sent", tone: "success", message: "Thank you", durationMs: 3000 };

function showToast(onDismiss: (id: string) => void) {
  render(
    <SiteIntlProvider locale="en" messages={messagesFor("en")}>
      <ToastViewport toasts={[TOAST]} onDismiss={onDismiss} />
    </SiteIntlProvider>,
  );
  return screen.getByText("Thank you").closest("li")!;
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a toast's time", () => {
  it("runs out after its duration and asks to dismiss the toast", () => {
    const onDismiss = vi.fn();
    showToast(onDismiss);
    advance(2999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledWith("sent");
  });

  it("stands still while the pointer is on the toast, and goes on with what was left when it leaves", () => {
    const onDismiss = vi.fn();
    const toast = showToast(onDismiss);
    advance(1000);
    fireEvent.pointerEnter(toast);
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    advance(1999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("stands still while focus is inside the toast (its dismiss button)", () => {
    const onDismiss = vi.fn();
    showToast(onDismiss);
    act(() => screen.getByRole("button").focus());
    advance(10_000);
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole("button").blur());
    advance(0); // focus has left once the focus events have settled
    advance(2999);
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
