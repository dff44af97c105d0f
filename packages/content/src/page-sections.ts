import { localizedPath, type LocaleCode } from "./locales.ts";
import type { MessageId } from "./messages.ts";
import { ROUTE_PATHS, type PageView } from "./routes.ts";
import { HOME_ENQUIRY_COPY } from "./data/home.ts";
import type { LandingKey, PromoKey, VerticalKey } from "./data/keys.ts";
import { promoPage } from "./data/landing.ts";
import { DEMO_BOOKING_FORM, PRODUCT_PAGES, type ProductMiddleSection } from "./data/products.ts";

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

/** The navigation's contact link, in a language: the home page's enquiry section. */
export const contactSectionHref = (locale: LocaleCode): string => `${localizedPath("/", locale)}#${CONTACT_SECTION_ID}`;

/** The testimonials' 'Book a Demo.' link, in a language: the grocery store page's demo booking. */
export const bookDemoHref = (locale: LocaleCode): string =>
  `${localizedPath(ROUTE_PATHS.groceryProduct, locale)}#${BOOK_DEMO_SECTION_ID}`;

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
  readonly admin: "bannerManagement";
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
  admin: (): readonly "bannerManagement"[] => ["bannerManagement"],
  "not-found": (): readonly "notFound"[] => ["notFound"],
} as const satisfies { readonly [K in SectionedPageKind]: (data: never) => readonly PageSectionKeys[K][] };

/** What a section around a form says and where links find it. */
export interface FormSectionCopy {
  /** Element id of the section: the target of the links to the form. */
  readonly anchorId: string;
  /** The section's heading. */
  readonly titleId: MessageId;
  /** The line under the heading. */
  readonly leadId: MessageId;
}

/**
 * The sections that frame a form, by their key in `PAGE_SECTIONS`: the home page's enquiry form
 * ('Get in touch', #contact) and a product page's demo booking ('Book a free demo', #book-demo).
 * The design system's FormSection reads its anchor and texts here, and the site and the Pages
 * stories both render that component, so neither can retitle or re-anchor a form alone. (The
 * landing, promo and learning pages frame their contact form with GetStartedSection, whose texts
 * are each page's `contact`.)
 */
export const FORM_SECTIONS = {
  enquiry: { anchorId: CONTACT_SECTION_ID, titleId: HOME_ENQUIRY_COPY.titleId, leadId: HOME_ENQUIRY_COPY.leadId },
  demoBooking: {
    anchorId: BOOK_DEMO_SECTION_ID,
    titleId: DEMO_BOOKING_FORM.headingId,
    leadId: DEMO_BOOKING_FORM.introId,
  },
} as const satisfies { readonly [K in HomeSection | ProductSection]?: FormSectionCopy };

/** A section that frames a form: its key in `PAGE_SECTIONS` and `FORM_SECTIONS`. */
export type FormSectionKey = keyof typeof FORM_SECTIONS;

/** A page of the route table, or the not-found page. */
export type SectionedPage = PageView | { readonly kind: "not-found"; readonly data?: never };

/** The sections of one page, in order (what its `data-section` markers read top to bottom). */
export function pageSections(page: SectionedPage): readonly string[] {
  const sections = PAGE_SECTIONS[page.kind] as (data: unknown) => readonly string[];
  return sections(page.data);
}
