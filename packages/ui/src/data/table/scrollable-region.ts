/**
 * Keeps a horizontally scrolling frame reachable by keyboard: while its content is wider than the
 * frame (it scrolls sideways), the frame is a region named by the element `data-labelledby` names
 * and is in the tab order, so keyboard users can scroll it too (WCAG 2.1.1); otherwise it is a plain
 * box. `data-scrollable` tells which. Follows resizes until the returned function is called.
 * Framework-free: the prerendered privacy page runs it without hydrating the policy.
 */
export function keepScrollableRegionReachable(frame: HTMLElement): () => void {
  const labelledBy = frame.dataset.labelledby;
  const apply = () => {
    const scrollable = frame.scrollWidth > frame.clientWidth + 1;
    frame.dataset.scrollable = String(scrollable);
    if (scrollable) {
      frame.setAttribute("role", "region");
      if (labelledBy) frame.setAttribute("aria-labelledby", labelledBy);
      frame.tabIndex = 0;
    } else {
      frame.removeAttribute("role");
      frame.removeAttribute("aria-labelledby");
      frame.removeAttribute("tabindex");
    }
  };
  apply();
  const observer = new ResizeObserver(apply);
  observer.observe(frame);
  return () => observer.disconnect();
}
