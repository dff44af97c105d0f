import { useEffect } from "react";
import { useNavigate } from "react-router";
import { scrollToSection } from "./scroll.ts";

/**
 * Turns clicks on the site's own links into client-side navigations. The design-system components
 * render plain `<a href>` (they know nothing of the router); without this every link would reload
 * the whole page. Left alone: modified clicks (new tab/window), other buttons, `target`,
 * `download`, other origins, non-HTTP links, and links to files or the API. A link to a section of
 * the same page (`#contact-form`, or `/fr#contact` on the French home page) scrolls there smoothly
 * (see `scrollToSection`).
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol)) return;
      if (/\.(xml|txt|pdf)$/i.test(url.pathname) || url.pathname.startsWith("/api/")) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) {
        if (scrollToSection(decodeURIComponent(url.hash.slice(1)))) event.preventDefault();
        return;
      }
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
