/**
 * The training, services and English-only training landing pages and the six promo pages
 * (docs/product.md#7-landing-and-promo-pages).
 *
 * Every visible text is a message id. `href` values are either site paths ("/learn", without the
 * language prefix: the site adds it) or in-page anchors ("#contact-form").
 */
import { RESTRICTED_PAGES } from "../availability.ts";
import { LOCALE_CODES, type LocaleCode } from "../locales.ts";
import type { MessageId } from "../messages.ts";
import { ROUTE_PATHS } from "../routes.ts";
import type { ContactFormVariant, ContactSubmission } from "./contact-forms.ts";
import type { LandingKey, PromoKey } from "./keys.ts";

/** Id of the element holding a landing page's contact form, the target of its contact buttons. */
export type ContactAnchorId = "contact-form" | "contact";

/** A button or link: label and target. */
export interface LandingLink {
  readonly labelId: MessageId;
  /** A site path without language prefix, or `#anchor` on the same page. */
  readonly href: string;
}

/** One card of the three-card section. */
export interface LandingCard {
  readonly key: string;
  readonly titleId: MessageId;
  readonly descId: MessageId;
  /** Where the card leads (a course page or the home page). */
  readonly link: LandingLink;
  /** Artwork key; the UI maps it to an image. */
  readonly image: string;
}

/** One point of the why-choose-us section: id, image, title, description (docs/product.md#72-sections). */
export interface LandingReason {
  /** Two-digit id, "01" to "03". */
  readonly id: string;
  readonly image: string;
  readonly titleId: MessageId;
  readonly descId: MessageId;
}

/** The contact section at the end of a landing page ('Get Started Today'). */
export interface LandingContactSection {
  /** Element id of the section; the hero's contact button jumps to `#${anchorId}`. */
  readonly anchorId: ContactAnchorId;
  readonly titleId: MessageId;
  readonly introId: MessageId;
  /** Which option list the form shows. */
  readonly form: ContactFormVariant;
  /** Which endpoint the form posts to (docs/product.md#111-the-four-forms). */
  readonly submission: ContactSubmission;
}

/** A landing page: hero, three cards, three reasons and the contact section, in that order. */
export interface LandingPage {
  readonly key: LandingKey;
  /** Route path without language prefix. */
  readonly path: string;
  /** Languages the page exists in; its copy is absent from the other catalogs. */
  readonly availableLocales: readonly LocaleCode[];
  /** The page switches the interface to this language when it opens (docs/product.md#45-following-a-language-choice). */
  readonly forcedLocale?: LocaleCode;
  readonly metaTitleId: MessageId;
  readonly metaDescriptionId: MessageId;
  readonly hero: {
    readonly titleId: MessageId;
    readonly taglineId: MessageId;
    /** 'Explore Courses' / 'Explore Services'. */
    readonly explore: LandingLink;
    /** 'Contact Us', jumping to the contact section. */
    readonly contact: LandingLink;
  };
  readonly cards: {
    readonly titleId: MessageId;
    readonly introId: MessageId;
    readonly items: readonly LandingCard[];
  };
  readonly reasons: {
    readonly titleId: MessageId;
    readonly items: readonly LandingReason[];
  };
  readonly contact: LandingContactSection;
}

/** Texts shared by every landing page. */
export const LANDING_COPY = {
  contactUsId: "landing.common.contactUs",
  learnMoreId: "landing.common.learnMore",
  contactTitleId: "landing.common.contactTitle",
} as const satisfies Record<string, MessageId>;

/** Languages of the training landing page: English and five others, no Lithuanian (docs/product.md#71-landing-pages). */
export const TRAINING_LANDING_LOCALES: readonly LocaleCode[] = RESTRICTED_PAGES.trainingLanding;

/** Every language: the services landing page exists in all seven. */
export const SERVICES_LANDING_LOCALES: readonly LocaleCode[] = LOCALE_CODES;

/** The training page's course cards; the software testing card is used by the French courses promo. */
export const TRAINING_CARDS = {
  fullStack: {
    key: "fullStack",
    titleId: "landing.training.cards.fullStack.title",
    descId: "landing.training.cards.fullStack.desc",
    link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnFullStackDev },
    image: "courseFullStack",
  },
  appDev: {
    key: "appDev",
    titleId: "landing.training.cards.appDev.title",
    descId: "landing.training.cards.appDev.desc",
    link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnAppDev },
    image: "courseAppDev",
  },
  placement: {
    key: "placement",
    titleId: "landing.training.cards.placement.title",
    descId: "landing.training.cards.placement.desc",
    link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnPlacementTraining },
    image: "coursePlacement",
  },
  softwareTesting: {
    key: "softwareTesting",
    titleId: "landing.training.cards.softwareTesting.title",
    descId: "landing.training.cards.softwareTesting.desc",
    link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnSoftwareTesting },
    image: "courseSoftwareTesting",
  },
} as const satisfies Record<string, LandingCard>;

/**
 * The contact section of each landing page, on its own so that a contact form's code does not
 * hold the rest of the landing pages' copy.
 */
export const LANDING_CONTACT_SECTIONS = {
  training: {
    anchorId: "contact-form",
    titleId: LANDING_COPY.contactTitleId,
    introId: "landing.training.contact.intro",
    form: "training",
    submission: "submitContact",
  },
  services: {
    anchorId: "contact-form",
    titleId: LANDING_COPY.contactTitleId,
    introId: "landing.services.contact.intro",
    form: "services",
    submission: "submitContact",
  },
  englishTraining: {
    anchorId: "contact",
    titleId: LANDING_COPY.contactTitleId,
    introId: "landing.englishTraining.contact.intro",
    form: "training",
    submission: "contact",
  },
} as const satisfies Record<LandingKey, LandingContactSection>;

/** The three landing pages. */
export const LANDING_PAGES = {
  training: {
    key: "training",
    path: ROUTE_PATHS.trainingLanding,
    availableLocales: TRAINING_LANDING_LOCALES,
    metaTitleId: "meta.landing.training.title",
    metaDescriptionId: "meta.landing.training.description",
    hero: {
      titleId: "landing.training.hero.title",
      taglineId: "landing.training.hero.tagline",
      explore: { labelId: "landing.training.hero.explore", href: ROUTE_PATHS.learn },
      contact: { labelId: LANDING_COPY.contactUsId, href: "#contact-form" },
    },
    cards: {
      titleId: "landing.training.cards.title",
      introId: "landing.training.cards.intro",
      items: [TRAINING_CARDS.fullStack, TRAINING_CARDS.appDev, TRAINING_CARDS.placement],
    },
    reasons: {
      titleId: "landing.training.reasons.title",
      items: [
        {
          id: "01",
          image: "reasonExperts",
          titleId: "landing.training.reasons.experts.title",
          descId: "landing.training.reasons.experts.desc",
        },
        {
          id: "02",
          image: "reasonProjects",
          titleId: "landing.training.reasons.projects.title",
          descId: "landing.training.reasons.projects.desc",
        },
        {
          id: "03",
          image: "reasonPlacement",
          titleId: "landing.training.reasons.placement.title",
          descId: "landing.training.reasons.placement.desc",
        },
      ],
    },
    contact: LANDING_CONTACT_SECTIONS.training,
  },
  services: {
    key: "services",
    path: ROUTE_PATHS.servicesLanding,
    availableLocales: SERVICES_LANDING_LOCALES,
    metaTitleId: "meta.landing.services.title",
    metaDescriptionId: "meta.landing.services.description",
    hero: {
      titleId: "landing.services.hero.title",
      taglineId: "landing.services.hero.tagline",
      explore: { labelId: "landing.services.hero.explore", href: ROUTE_PATHS.home },
      contact: { labelId: LANDING_COPY.contactUsId, href: "#contact-form" },
    },
    cards: {
      titleId: "landing.services.cards.title",
      introId: "landing.services.cards.intro",
      items: [
        {
          key: "webDevelopment",
          titleId: "landing.services.cards.webDevelopment.title",
          descId: "landing.services.cards.webDevelopment.desc",
          link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.home },
          image: "serviceWebDevelopment",
        },
        {
          key: "mobileApp",
          titleId: "landing.services.cards.mobileApp.title",
          descId: "landing.services.cards.mobileApp.desc",
          link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.home },
          image: "serviceMobileApp",
        },
        {
          key: "ecommerce",
          titleId: "landing.services.cards.ecommerce.title",
          descId: "landing.services.cards.ecommerce.desc",
          link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.home },
          image: "serviceEcommerce",
        },
      ],
    },
    reasons: {
      titleId: "landing.services.reasons.title",
      items: [
        {
          id: "01",
          image: "reasonExpertise",
          titleId: "landing.services.reasons.expertise.title",
          descId: "landing.services.reasons.expertise.desc",
        },
        {
          id: "02",
          image: "reasonCostEffective",
          titleId: "landing.services.reasons.costEffective.title",
          descId: "landing.services.reasons.costEffective.desc",
        },
        {
          id: "03",
          image: "reasonSupport",
          titleId: "landing.services.reasons.support.title",
          descId: "landing.services.reasons.support.desc",
        },
      ],
    },
    contact: LANDING_CONTACT_SECTIONS.services,
  },
  englishTraining: {
    key: "englishTraining",
    path: ROUTE_PATHS.englishTrainingLanding,
    availableLocales: ["en"],
    forcedLocale: "en",
    metaTitleId: "meta.landing.englishTraining.title",
    metaDescriptionId: "meta.landing.englishTraining.description",
    hero: {
      titleId: "landing.englishTraining.hero.title",
      taglineId: "landing.englishTraining.hero.tagline",
      explore: { labelId: "landing.englishTraining.hero.explore", href: ROUTE_PATHS.learn },
      contact: { labelId: LANDING_COPY.contactUsId, href: "#contact" },
    },
    cards: {
      titleId: "landing.englishTraining.cards.title",
      introId: "landing.englishTraining.cards.intro",
      items: [
        {
          key: "fullStack",
          titleId: "landing.englishTraining.cards.fullStack.title",
          descId: "landing.englishTraining.cards.fullStack.desc",
          link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnFullStackDev },
          image: "courseFullStack",
        },
        {
          key: "appDev",
          titleId: "landing.englishTraining.cards.appDev.title",
          descId: "landing.englishTraining.cards.appDev.desc",
          link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnAppDev },
          image: "courseAppDev",
        },
        {
          key: "softwareTesting",
          titleId: "landing.englishTraining.cards.softwareTesting.title",
          descId: "landing.englishTraining.cards.softwareTesting.desc",
          link: { labelId: LANDING_COPY.learnMoreId, href: ROUTE_PATHS.learnSoftwareTesting },
          image: "courseSoftwareTesting",
        },
      ],
    },
    reasons: {
      titleId: "landing.englishTraining.reasons.title",
      items: [
        {
          id: "01",
          image: "reasonProjects",
          titleId: "landing.englishTraining.reasons.practical.title",
          descId: "landing.englishTraining.reasons.practical.desc",
        },
        {
          id: "02",
          image: "reasonMentoring",
          titleId: "landing.englishTraining.reasons.mentoring.title",
          descId: "landing.englishTraining.reasons.mentoring.desc",
        },
        {
          id: "03",
          image: "reasonPlacement",
          titleId: "landing.englishTraining.reasons.career.title",
          descId: "landing.englishTraining.reasons.career.desc",
        },
      ],
    },
    contact: LANDING_CONTACT_SECTIONS.englishTraining,
  },
} as const satisfies Record<LandingKey, LandingPage>;

/**
 * A promo page: a landing page under a campaign route, optionally in a forced language and with a
 * few differences from its landing page. Its only copy of its own is its title and description, so
 * that no two pages share them.
 */
export interface PromoPage {
  /** Stable name of the promo page, the route table's `data` for it. */
  readonly key: PromoKey;
  /** Route path (promo routes have no language prefix). */
  readonly path: string;
  /** The landing page whose copy and layout the promo page shows. */
  readonly landing: LandingKey;
  /** The page's own title and meta description, in place of its landing page's. */
  readonly metaTitleId: MessageId;
  readonly metaDescriptionId: MessageId;
  /** The interface language the page switches to when it opens; absent = the visitor's language. */
  readonly forcedLocale?: LocaleCode;
  /** Scroll to the top when the page opens (docs/product.md#73-promo-pages). */
  readonly scrollToTop: boolean;
  /** Show the contact section right after the hero instead of last. */
  readonly formFirst: boolean;
  /** Overrides of the landing page. */
  readonly contactAnchorId?: ContactAnchorId;
  readonly submission?: ContactSubmission;
  readonly cards?: readonly LandingCard[];
}

/**
 * The six promo routes (docs/product.md#73-promo-pages). The English and French ones force their
 * language, jump to `#contact` and post to /api/contact; the French courses page shows the software
 * testing card in place of placement training. /promo-inquirey is the enquiry-first
 * variant of the services page (form right after the hero) in the visitor's language. Every promo
 * page scrolls to the top when it opens and has its own title and description (`meta.promo.*`).
 */
export const PROMO_PAGES = [
  {
    key: "inquiry",
    path: ROUTE_PATHS.promoInquiry,
    landing: "services",
    metaTitleId: "meta.promo.inquiry.title",
    metaDescriptionId: "meta.promo.inquiry.description",
    scrollToTop: true,
    formFirst: true,
  },
  {
    key: "services",
    path: ROUTE_PATHS.promoServices,
    landing: "services",
    metaTitleId: "meta.promo.services.title",
    metaDescriptionId: "meta.promo.services.description",
    scrollToTop: true,
    formFirst: false,
  },
  {
    key: "englishCourses",
    path: ROUTE_PATHS.promoEnglishCourses,
    landing: "englishTraining",
    metaTitleId: "meta.promo.englishCourses.title",
    metaDescriptionId: "meta.promo.englishCourses.description",
    forcedLocale: "en",
    scrollToTop: true,
    formFirst: false,
  },
  {
    key: "englishServices",
    path: ROUTE_PATHS.promoEnglishServices,
    landing: "services",
    metaTitleId: "meta.promo.englishServices.title",
    metaDescriptionId: "meta.promo.englishServices.description",
    forcedLocale: "en",
    scrollToTop: true,
    formFirst: false,
    contactAnchorId: "contact",
    submission: "contact",
  },
  {
    key: "frenchCourses",
    path: ROUTE_PATHS.promoFrenchCourses,
    landing: "training",
    metaTitleId: "meta.promo.frenchCourses.title",
    metaDescriptionId: "meta.promo.frenchCourses.description",
    forcedLocale: "fr",
    scrollToTop: true,
    formFirst: false,
    contactAnchorId: "contact",
    submission: "contact",
    cards: [TRAINING_CARDS.fullStack, TRAINING_CARDS.appDev, TRAINING_CARDS.softwareTesting],
  },
  {
    key: "frenchServices",
    path: ROUTE_PATHS.promoFrenchServices,
    landing: "services",
    metaTitleId: "meta.promo.frenchServices.title",
    metaDescriptionId: "meta.promo.frenchServices.description",
    forcedLocale: "fr",
    scrollToTop: true,
    formFirst: false,
    contactAnchorId: "contact",
    submission: "contact",
  },
] as const satisfies readonly PromoPage[];

/** A promo page resolved to what it renders: the landing page with the promo's overrides applied. */
export interface ResolvedPromoPage extends Omit<LandingPage, "path"> {
  readonly path: string;
  readonly scrollToTop: boolean;
  readonly formFirst: boolean;
}

/**
 * The landing page a promo page renders, with its own title and description and its forced
 * language, anchor, endpoint and cards.
 */
export function resolvePromoPage(promo: PromoPage): ResolvedPromoPage {
  const landing: LandingPage = LANDING_PAGES[promo.landing];
  const anchorId = promo.contactAnchorId ?? landing.contact.anchorId;
  const forcedLocale = promo.forcedLocale ?? landing.forcedLocale;
  return {
    ...landing,
    path: promo.path,
    metaTitleId: promo.metaTitleId,
    metaDescriptionId: promo.metaDescriptionId,
    availableLocales: forcedLocale ? [forcedLocale] : landing.availableLocales,
    ...(forcedLocale ? { forcedLocale } : {}),
    scrollToTop: promo.scrollToTop,
    formFirst: promo.formFirst,
    hero: { ...landing.hero, contact: { ...landing.hero.contact, href: `#${anchorId}` } },
    cards: { ...landing.cards, items: promo.cards ?? landing.cards.items },
    contact: { ...landing.contact, anchorId, submission: promo.submission ?? landing.contact.submission },
  };
}

/** A promo page by its key, resolved to what it renders. */
export function promoPage(key: PromoKey): ResolvedPromoPage {
  const promo: PromoPage | undefined = PROMO_PAGES.find((page: PromoPage) => page.key === key);
  if (!promo) throw new Error(`Unknown promo page: ${key}`);
  return resolvePromoPage(promo);
}
