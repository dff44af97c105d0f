import { useEffect } from "react";
import { useNavigate } from "react-router";
import { demoOfPath } from "@studio/api";
import { linkAction } from "../lib/link-navigation.ts";
import { scrollToSection } from "./scroll.ts";

const isDemoPath = (path: string) => demoOfPath(path) !== undefined;

/**
 * Turns clicks on the site's own links into client-side navigations and clicks on links to a
 * section of the same page into smooth scrolls (`linkAction` decides). Without it every link of
 * the design system (plain `<a href>`) would reload the whole page.
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const action = linkAction(
        {
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute("download"),
        },
        window.location.href,
        isDemoPath,
      );
      if (action.kind === "section") {
        if (scrollToSection(action.id)) event.preventDefault();
      } else if (action.kind === "navigate") {
        event.preventDefault();
        void navigate(action.to);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
