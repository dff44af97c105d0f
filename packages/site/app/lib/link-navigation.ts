/**
 * Which clicks on links the site handles itself (pure; see `shell/use-link-navigation.ts`). The
 * design-system components render plain `<a href>`; the shell turns clicks on the site's own page
 * links into router navigations and clicks on links to a section of the same page into smooth
 * scrolls. Everything else stays with the browser.
 */

/** The click and the link, as far as the decision needs them. */
export interface LinkClick {
  /** Mouse button (0 = main). */
  readonly button: number;
  /** Any of Ctrl, Meta, Shift or Alt held (new tab, new window, download). */
  readonly modified: boolean;
  /** Another handler already took the click. */
  readonly defaultPrevented: boolean;
  /** The link's resolved address (`anchor.href`). */
  readonly href: string;
  /** The link's `target` attribute ("" when absent). */
  readonly target: string;
  /** The link has a `download` attribute. */
  readonly download: boolean;
}

/** What to do with a click. */
export type LinkAction =
  | { readonly kind: "navigate"; readonly to: string }
  | { readonly kind: "section"; readonly id: string }
  | { readonly kind: "browser" };

/** Paths the router does not serve: the API (and the live demos behind it) and files. */
const NOT_PAGES = /^\/api(\/|$)|\.(xml|txt|pdf|zip|png|jpe?g|svg|webp)$/i;

/** Decides what a click on a link does, given the page's own address. */
export function linkAction(click: LinkClick, current: string, isDemoPath: (path: string) => boolean): LinkAction {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return { kind: "browser" };
  if ((click.target && click.target !== "_self") || click.download) return { kind: "browser" };
  const here = new URL(current);
  const url = new URL(click.href, here);
  if (url.origin !== here.origin || NOT_PAGES.test(url.pathname) || isDemoPath(url.pathname)) {
    return { kind: "browser" };
  }
  if (url.pathname === here.pathname && url.search === here.search && url.hash) {
    return { kind: "section", id: decodeURIComponent(url.hash.slice(1)) };
  }
  return { kind: "navigate", to: `${url.pathname}${url.search}${url.hash}` };
}
