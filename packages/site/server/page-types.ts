/**
 * One page of every kind the site has: the page the route table marks `sample` for each kind
 * (packages/content/src/routes.ts), in the order of `PAGE_KINDS`, then the not-found page (any
 * unknown address). What the visual suite photographs, `npm run size` weighs and `npm run bench`
 * measures, by its English address (in other languages through `localizedPath`).
 *
 * `firstScreen` names the islands (their component's export) that lie within the directive's
 * margin of a phone's first screen (Lighthouse's 412 × 823 px plus 600 px), so they wake once the
 * page is idle without the visitor doing anything; `npm run size` counts them "after idle".
 * tests/e2e/page-weight.spec.ts checks the list against what Chromium fetches on such a phone.
 */
import { PAGE_KINDS, ROUTES, type PageKind, type RouteEntry } from "@studio/content";

/** The islands on a phone's first screen, by kind of page (a view's layout decides them). */
const FIRST_SCREEN_ISLANDS: { readonly [K in PageKind]?: readonly string[] } = {
  home: ["Banners"],
  admin: ["AdminAreaIsland"],
};

/** The name of a page type: a kind of page of the route table, or the not-found page. */
export type PageTypeName = PageKind | "not-found";

/** One page standing for its kind. */
export interface PageType {
  readonly name: PageTypeName;
  /** Its English address. */
  readonly path: string;
  readonly firstScreen: readonly string[];
}

function samplePage(kind: PageKind): PageType[] {
  const samples = (ROUTES as readonly RouteEntry[]).filter((route) => route.kind === kind && route.sample);
  if (samples.length > 1) throw new Error(`The route table marks ${samples.length} "${kind}" pages as sample`);
  return samples.map((route) => ({ name: kind, path: route.path, firstScreen: FIRST_SCREEN_ISLANDS[kind] ?? [] }));
}

export const PAGE_TYPES: readonly PageType[] = [
  ...PAGE_KINDS.flatMap(samplePage),
  { name: "not-found", path: "/no-such-page", firstScreen: [] },
];

/** The page type of a name. */
export function pageType(name: PageTypeName): PageType {
  const type = PAGE_TYPES.find((entry) => entry.name === name);
  if (!type) throw new Error(`No page of the kind "${name}" is marked as sample in the route table`);
  return type;
}
