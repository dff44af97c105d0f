/**
 * Smooth scrolling to a section of the page (docs/product.md#26-links-and-scrolling). The original
 * site scrolled by fixed distances (six viewport heights for the navigation's contact link, four
 * for a product page's 'Contact Us'); the site scrolls to the section the visitor asked for
 * instead, which lands on the form at every screen size
 * (docs/decisions/0066-scroll-to-the-section.md).
 */

/** True when the visitor asked for less motion: scrolling then jumps. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls the element with id `id` into view (smoothly unless reduced motion is asked for), puts
 * `#id` in the address without a new history entry and moves keyboard focus there, so the next Tab
 * continues inside the section. Returns false when the page has no such element (the caller then
 * lets the link do its default).
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${id}`);
  }
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
