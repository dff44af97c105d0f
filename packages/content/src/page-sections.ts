import type { PageView } from "./routes.ts";
import { promoPage, type LandingKey, type PromoKey } from "./data/landing.ts";
import { PRODUCT_PAGES, type ProductMiddleSection } from "./data/products.ts";
import type { VerticalKey } from "./data/verticals.ts";

/**
 * The sections of every kind of page, top to bottom: the one definition of a page's composition.
 * The site's views (packages/site/app/views) render exactly these, in this order, each inside an
 * element marked `data-section="<key>"`; the Pages stories of Storybook compose their pages from
 * the same lists, so what designers review cannot drift from what visitors get. The navigation
 * bar and the footer frame every page and are not listed. A new kind of page adds its list here.
 */

/** Id of the home page's contact section, the target of the navigation's contact link. */
export const CONTACT_SECTION_ID = "contact";

/** Id of a product page's demo-booking section, the target of 'Contact Us' and of 'Book a Demo.'. */
export const BOOK_DEMO_SECTION_ID = "book-demo";

/** The home page's sections. */
export type HomeSection =
  "banners" | "whyChoose" | "lifecycle" | "services" | "techShowcase" | "products" | "testimonials" | "enquiry";
/** A store product page's sections: the middle one is the feature grid or the product video. */
export type ProductSection = "hero" | "highlights" | ProductMiddleSection | "faq" | "demoBooking";
/** A landing or promo page's sections. */
export type LandingSection = "hero" | "cards" | "reasons" | "contact";
/** A course page's sections. */
export type CourseSection = "hero" | "detail" | "enrolment";
/** The learning area's overview sections. */
export type LearnSection = "hero" | "courses" | "enrolment";

/** The keys of every kind's sections, the not-found page included. */
export interface PageSectionKeys {
  readonly home: HomeSection;
  readonly product: ProductSection;
  readonly landing: LandingSection;
  readonly promo: LandingSection;
  readonly course: CourseSection;
  readonly privacy: "policy";
  readonly learn: LearnSection;
  readonly admin: "placeholder";
  readonly "not-found": "notFound";
}

/** A kind of page with sections: a kind of the route table, or the not-found page. */
export type SectionedPageKind = keyof PageSectionKeys;

const HOME: readonly HomeSection[] = [
  "banners",
  "whyChoose",
  "lifecycle",
  "services",
  "techShowcase",
  "products",
  "testimonials",
  "enquiry",
];
const LANDING: readonly LandingSection[] = ["hero", "cards", "reasons", "contact"];
// The enquiry campaign asks first: its form comes right after the hero.
const FORM_FIRST: readonly LandingSection[] = ["hero", "contact", "cards", "reasons"];

/**
 * Each kind's sections in order, from the key of the page's data where pages of the kind differ
 * (a product page's highlights and middle section, a promo page's form position).
 */
export const PAGE_SECTIONS = {
  home: (): readonly HomeSection[] => HOME,
  product: (vertical: VerticalKey): readonly ProductSection[] => {
    const page = PRODUCT_PAGES[vertical];
    return ["hero", ...(page.hasHighlights ? (["highlights"] as const) : []), page.middleSection, "faq", "demoBooking"];
  },
  landing: (_landing: LandingKey): readonly LandingSection[] => LANDING,
  promo: (promo: PromoKey): readonly LandingSection[] => (promoPage(promo).formFirst ? FORM_FIRST : LANDING),
  course: (): readonly CourseSection[] => ["hero", "detail", "enrolment"],
  privacy: (): readonly "policy"[] => ["policy"],
  learn: (): readonly LearnSection[] => ["hero", "courses", "enrolment"],
  admin: (): readonly "placeholder"[] => ["placeholder"],
  "not-found": (): readonly "notFound"[] => ["notFound"],
} as const satisfies { readonly [K in SectionedPageKind]: (data: never) => readonly PageSectionKeys[K][] };

/** A page of the route table, or the not-found page. */
export type SectionedPage = PageView | { readonly kind: "not-found"; readonly data?: never };

/** The sections of one page, in order (what its `data-section` markers read top to bottom). */
export function pageSections(page: SectionedPage): readonly string[] {
  const sections = PAGE_SECTIONS[page.kind] as (data: unknown) => readonly string[];
  return sections(page.data);
}
