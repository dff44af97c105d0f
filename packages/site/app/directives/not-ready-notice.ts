/**
 * The notice next to an island that could not be made ready: the page's own copy, prerendered
 * hidden in its language (`NotReadyNotice` in a `<template>`, page layout), shown with plain DOM —
 * React may be what failed. It says the part could not be made ready, offers 'Try again' and, for
 * the menu, floats and can be closed.
 */
import { NOT_READY_NOTICES_ATTRIBUTE } from "../shell/island-events.ts";

/** An island's notice. */
export interface Notice {
  /**
   * Says the island could not be made ready: shows the notice, or says it again if the visitor
   * asked to try again (a failure after a press or focus leaves the notice as it is).
   */
  tell(): void;
  /** Takes the notice away; the focus it had goes back to the island. */
  dismiss(): void;
}

/**
 * The notice of `island`. `retry` runs when the visitor presses 'Try again'; `focusBack` gives the
 * focus back to the island when the notice goes while it had it.
 */
export function notReadyNotice(island: HTMLElement, retry: () => unknown, focusBack: () => void): Notice {
  let notice: HTMLElement | undefined;
  /** The notice's live region, and its message (emptied for a moment each time it is said). */
  let status: Element | null = null;
  let message = "";
  /** The visitor pressed 'Try again': a failure is said again. */
  let retryAsked = false;

  function dismiss(): void {
    const focused = notice?.contains(document.activeElement);
    notice?.remove();
    notice = undefined;
    if (focused) focusBack();
  }

  /** The page's notice for this kind of island, wired to try again and to close. */
  function create(): HTMLElement | undefined {
    const kind = island.querySelector("form") ? "form" : island.querySelector("nav") ? "menu" : "section";
    const notices = document.querySelector<HTMLTemplateElement>(`template[${NOT_READY_NOTICES_ATTRIBUTE}]`);
    const copy = notices?.content.querySelector(`[data-kind="${kind}"]`)?.cloneNode(true);
    if (!(copy instanceof HTMLElement)) return undefined;
    // Under a centred form, centred too.
    if (island.firstElementChild?.classList.contains("mx-auto")) copy.classList.add("mx-auto");
    status = copy.querySelector('[role="status"]');
    message = status?.textContent ?? "";
    copy.querySelector('[data-slot="not-ready-notice-retry"]')?.addEventListener("click", () => {
      retryAsked = true;
      retry();
    });
    copy.querySelector('[data-slot="not-ready-notice-dismiss"]')?.addEventListener("click", dismiss);
    return copy;
  }

  return {
    tell() {
      const announce = retryAsked || !notice;
      retryAsked = false;
      notice ??= create();
      if (!announce || !notice) return;
      // A live region is read out when its text changes: shown empty, then written.
      if (status) status.textContent = "";
      if (!notice.isConnected) island.after(notice);
      setTimeout(() => {
        if (status) status.textContent = message;
      }, 100);
    },
    dismiss,
  };
}
