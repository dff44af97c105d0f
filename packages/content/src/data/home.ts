import { FIELD_MAX_LENGTH } from "../constants.ts";
import type { LocaleCode } from "../locales.ts";
import type { MessageId } from "../messages.ts";
import { ROUTE_PATHS } from "../routes.ts";
import type { FormField } from "./forms.ts";

// Page meta and the legacy hero

/** Title and description of the home page. */
export const HOME_META = {
  titleId: "meta.home.title",
  descriptionId: "meta.home.description",
} as const satisfies Record<string, MessageId>;

/** The home page's introductory headline and lead (shown above the sections). */
export const HOME_HERO = {
  titleId: "home.hero.title",
  leadId: "home.hero.lead",
} as const satisfies Record<string, MessageId>;

/** Texts of the not-found page. */
export const NOT_FOUND_COPY = {
  metaTitleId: "meta.notFound.title",
  titleId: "notFound.title",
  descriptionId: "notFound.description",
  backHomeId: "notFound.backHome",
} as const satisfies Record<string, MessageId>;

// Carousels (banner, products slides, testimonials)

/**
 * Controls and announcements shared by the home page's rotating sections, following the WAI-ARIA
 * carousel pattern. `slideLabelId` and `showSlideId` take `{number}` and `{total}`.
 */
export const CAROUSEL_COPY = {
  roleDescriptionId: "home.carousel.roleDescription",
  slideRoleDescriptionId: "home.carousel.slideRoleDescription",
  slideLabelId: "home.carousel.slideLabel",
  previousId: "home.carousel.previous",
  nextId: "home.carousel.next",
  showSlideId: "home.carousel.showSlide",
  pauseId: "home.carousel.pause",
  playId: "home.carousel.play",
} as const satisfies Record<string, MessageId>;

/** The banner carousel (docs/product.md#52-banner-carousel); banners themselves come from the API. */
export const BANNER_COPY = {
  regionLabelId: "home.banner.label",
} as const satisfies Record<string, MessageId>;

// Why choose us (docs/product.md#53-why-choose-us)

/** A why-choose card: id, image, title, desc. */
export interface WhyChooseCard {
  readonly id: string;
  /** Artwork key of the card's picture. */
  readonly image: string;
  readonly titleId: MessageId;
  readonly descId: MessageId;
}

/** Heading of the why-choose section. */
export const WHY_CHOOSE_TITLE_ID: MessageId = "home.whyChoose.title";

/** The three why-choose cards. */
export const WHY_CHOOSE_CARDS = [
  {
    id: "expertise",
    image: "expertiseInnovation",
    titleId: "home.whyChoose.expertise.title",
    descId: "home.whyChoose.expertise.description",
  },
  {
    id: "costEffectiveness",
    image: "costEffectiveness",
    titleId: "home.whyChoose.costEffectiveness.title",
    descId: "home.whyChoose.costEffectiveness.description",
  },
  {
    id: "support",
    image: "support247",
    titleId: "home.whyChoose.support.title",
    descId: "home.whyChoose.support.description",
  },
] as const satisfies readonly WhyChooseCard[];

// Software development life cycle (docs/product.md#54-software-development-life-cycle)

/** A life cycle phase: id 01 to 07, name, desc. */
export interface LifecyclePhase {
  /** The number shown on the cogwheel, two digits. */
  readonly id: string;
  readonly key: string;
  readonly nameId: MessageId;
  readonly descId: MessageId;
}

/** Heading of the life cycle section. */
export const LIFECYCLE_TITLE_ID: MessageId = "home.lifecycle.title";

/** The seven phases shown on wide screens (width above 768 px). */
export const LIFECYCLE_PHASES = [
  {
    id: "01",
    key: "requirements",
    nameId: "home.lifecycle.requirements.name",
    descId: "home.lifecycle.requirements.description",
  },
  { id: "02", key: "analysis", nameId: "home.lifecycle.analysis.name", descId: "home.lifecycle.analysis.description" },
  { id: "03", key: "design", nameId: "home.lifecycle.design.name", descId: "home.lifecycle.design.description" },
  {
    id: "04",
    key: "implementation",
    nameId: "home.lifecycle.implementation.name",
    descId: "home.lifecycle.implementation.description",
  },
  { id: "05", key: "testing", nameId: "home.lifecycle.testing.name", descId: "home.lifecycle.testing.description" },
  {
    id: "06",
    key: "deployment",
    nameId: "home.lifecycle.deployment.name",
    descId: "home.lifecycle.deployment.description",
  },
  {
    id: "07",
    key: "maintenance",
    nameId: "home.lifecycle.maintenance.name",
    descId: "home.lifecycle.maintenance.description",
  },
] as const satisfies readonly LifecyclePhase[];

const NARROW_PHASE_KEYS = ["requirements", "implementation", "deployment"] as const;

/**
 * The shorter set of three phases for narrow screens: requirements, implementation, deployment,
 * with the same texts as the wide set, numbered 01 to 03 on their own.
 */
export const NARROW_LIFECYCLE_PHASES: readonly LifecyclePhase[] = /* @__PURE__ */ NARROW_PHASE_KEYS.map(
  (key, index) => {
    const phase = LIFECYCLE_PHASES.find((entry) => entry.key === key)!;
    return { ...phase, id: String(index + 1).padStart(2, "0") };
  },
);

// Services (docs/product.md#55-services)

/**
 * A tag chip of a service: a translated label, or a product/technology name shown as it is
 * (WordPress, React Native).
 */
export type ServiceChip = { readonly labelId: MessageId } | { readonly name: string };

/** The key of a service area; `evaluationdesign` is selected first. */
export type ServiceKey =
  "evaluationdesign" | "customsoftware" | "webdevelopment" | "mobiledevelopment" | "maintenancesupport";

/** A numbered item of the services accordion. */
export interface ServiceItem {
  readonly key: ServiceKey;
  /** The number shown before the title, two digits. */
  readonly number: string;
  readonly titleId: MessageId;
  readonly descId: MessageId;
  readonly chips: readonly ServiceChip[];
  /** Artwork key of the illustration shown beside the list while the item is selected. */
  readonly illustration: string;
}

/** Heading of the services section. */
export const SERVICES_TITLE_ID: MessageId = "home.services.title";

/** The item selected when the page opens. */
export const DEFAULT_SERVICE: ServiceKey = "evaluationdesign";

/* @__NO_SIDE_EFFECTS__ */
const chip = (labelId: MessageId): ServiceChip => ({ labelId });
/* @__NO_SIDE_EFFECTS__ */
const tech = (name: string): ServiceChip => ({ name });

/** The five services, each with its tag chips. */
export const SERVICES = [
  {
    key: "evaluationdesign",
    number: "01",
    titleId: "home.services.evaluationDesign.title",
    descId: "home.services.evaluationDesign.description",
    chips: [
      chip("home.services.chips.researchDevelopment"),
      chip("home.services.chips.scopingSession"),
      chip("home.services.chips.uxReview"),
      chip("home.services.chips.branding"),
      chip("home.services.chips.uiUxDesign"),
      chip("home.services.chips.productDevelopment"),
      chip("home.services.chips.rapidPrototyping"),
    ],
    illustration: "evaluationDesign",
  },
  {
    key: "customsoftware",
    number: "02",
    titleId: "home.services.customSoftware.title",
    descId: "home.services.customSoftware.description",
    chips: [
      chip("home.services.chips.tmsWms"),
      chip("home.services.chips.crmDevelopment"),
      chip("home.services.chips.erpSoftware"),
      chip("home.services.chips.webApp"),
      chip("home.services.chips.cloudApp"),
      chip("home.services.chips.productDevelopment"),
      chip("home.services.chips.dedicatedTeam"),
    ],
    illustration: "customSoftware",
  },
  {
    key: "webdevelopment",
    number: "03",
    titleId: "home.services.webDevelopment.title",
    descId: "home.services.webDevelopment.description",
    chips: [
      tech("WordPress"),
      tech("Shopify"),
      tech("WooCommerce"),
      tech("ReactJS"),
      tech("Node.js"),
      tech("Express.js"),
      tech("TypeScript"),
      tech("Next.js"),
    ],
    illustration: "webDevelopment",
  },
  {
    key: "mobiledevelopment",
    number: "04",
    titleId: "home.services.mobileDevelopment.title",
    descId: "home.services.mobileDevelopment.description",
    chips: [
      chip("home.services.chips.iosApp"),
      chip("home.services.chips.androidApp"),
      tech("React Native"),
      tech("Flutter"),
      chip("home.services.chips.crossPlatform"),
      chip("home.services.chips.hybridApp"),
      tech("PWA"),
    ],
    illustration: "mobileDevelopment",
  },
  {
    key: "maintenancesupport",
    number: "05",
    titleId: "home.services.maintenanceSupport.title",
    descId: "home.services.maintenanceSupport.description",
    chips: [
      chip("home.services.chips.agileProjectManagement"),
      chip("home.services.chips.awsCloud"),
      chip("home.services.chips.productMarketLaunch"),
      chip("home.services.chips.testAutomation"),
      chip("home.services.chips.cybersecurity"),
      chip("home.services.chips.manualTesting"),
    ],
    illustration: "maintenanceSupport",
  },
] as const satisfies readonly ServiceItem[];

// Technology showcase (docs/product.md#56-technology-showcase)

/** A technology tile: id, icon, name; the name is the technology's own. */
export interface TechnologyTile {
  readonly id: string;
  /** Artwork key of the technology's logo. */
  readonly icon: string;
  readonly name: string;
}

/** A colour-tinted card of the showcase; Web Development splits into Frontend and Backend. */
export interface TechnologyGroup {
  readonly key: string;
  readonly titleId: MessageId;
  /** Colour tint key of the card; the UI maps it to a token. */
  readonly tint: string;
  readonly subgroups: readonly { readonly titleId?: MessageId; readonly tiles: readonly TechnologyTile[] }[];
}

/** Heading of the technology showcase. */
export const TECHNOLOGIES_TITLE_ID: MessageId = "home.technologies.title";

/* @__NO_SIDE_EFFECTS__ */
const tile = (id: string, name: string): TechnologyTile => ({ id, icon: id, name });

/**
 * The five technology groups. Tile ids keep the original site's spelling (`reactnative`, `premierpro`);
 * names use each product's official spelling (React Native, Adobe Premiere Pro).
 */
export const TECHNOLOGY_GROUPS = [
  {
    key: "webDevelopment",
    titleId: "home.technologies.webDevelopment.title",
    tint: "blue",
    subgroups: [
      {
        titleId: "home.technologies.frontend.title",
        tiles: [
          tile("angular", "Angular"),
          tile("react", "React"),
          tile("next", "Next.js"),
          tile("django", "Django"),
          tile("flask", "Flask"),
        ],
      },
      {
        titleId: "home.technologies.backend.title",
        tiles: [tile("express", "Express"), tile("node", "Node.js"), tile("php", "PHP"), tile("python", "Python")],
      },
    ],
  },
  {
    key: "testing",
    titleId: "home.technologies.testing.title",
    tint: "green",
    subgroups: [{ tiles: [tile("chai", "Chai"), tile("jest", "Jest"), tile("mocha", "Mocha")] }],
  },
  {
    key: "devops",
    titleId: "home.technologies.devops.title",
    tint: "orange",
    subgroups: [
      { tiles: [tile("aws", "AWS"), tile("contabo", "Contabo"), tile("docker", "Docker"), tile("jenkins", "Jenkins")] },
    ],
  },
  {
    key: "mobileDevelopment",
    titleId: "home.technologies.mobileDevelopment.title",
    tint: "purple",
    subgroups: [
      {
        tiles: [
          tile("android", "Android"),
          tile("ios", "iOS"),
          tile("flutter", "Flutter"),
          tile("ionic", "Ionic"),
          tile("reactnative", "React Native"),
          tile("dart", "Dart"),
        ],
      },
    ],
  },
  {
    key: "design",
    titleId: "home.technologies.design.title",
    tint: "pink",
    subgroups: [
      {
        tiles: [
          tile("figma", "Figma"),
          tile("illustrator", "Adobe Illustrator"),
          tile("xd", "Adobe XD"),
          tile("premierpro", "Adobe Premiere Pro"),
          tile("photoshop", "Adobe Photoshop"),
          tile("aftereffects", "Adobe After Effects"),
        ],
      },
    ],
  },
] as const satisfies readonly TechnologyGroup[];

// Products showcase (docs/product.md#57-products-showcase); product names, descriptions and paths come from the API

/** Texts of the products showcase. `knowMoreLabelId` takes `{product}`. */
export const PRODUCTS_SHOWCASE_COPY = {
  titleId: "home.products.title",
  categoriesLabelId: "home.products.categoriesLabel",
  knowMoreId: "home.products.knowMore",
  knowMoreLabelId: "home.products.knowMoreLabel",
  /** Accessible name of the showcase's skeleton while the products load. */
  loadingId: "home.products.loading",
  /** Said under the title when the API has no products for the language. */
  emptyId: "home.products.empty",
} as const satisfies Record<string, MessageId>;

// Testimonials (docs/product.md#58-testimonials)

/** Texts of the testimonials section. `clientLinkId` takes `{client}`. */
export const TESTIMONIALS_COPY = {
  regionLabelId: "home.testimonials.label",
  headlineAudiencesId: "home.testimonials.headline.audiences",
  headlineSuccessId: "home.testimonials.headline.success",
  bookDemoId: "home.testimonials.bookDemo",
  clientLinkId: "home.testimonials.clientLink",
} as const satisfies Record<string, MessageId>;

/** Where 'Book a Demo.' leads: the grocery product page. */
export const BOOK_DEMO_HREF = ROUTE_PATHS.groceryProduct;

/** A client testimonial: id, logo, desc, link. */
export interface Testimonial {
  /** Two-digit id. */
  readonly id: string;
  /** The client business's name, shown as it is and used as `{client}`. */
  readonly client: string;
  /** Artwork key of the client's logo. */
  readonly logo: string;
  readonly descId: MessageId;
  /** The client's website. */
  readonly link: string;
}

/**
 * SAMPLE DATA (docs/decisions/0048-sample-data.md): these four businesses are invented (one per
 * vertical) and link to reserved `.example` domains. Replace them with real clients, their logos
 * and sites before launch.
 */
const SAMPLE_TESTIMONIALS = [
  {
    id: "01",
    client: "GreenBasket Grocers",
    logo: "greenBasket",
    descId: "home.testimonials.01.quote",
    link: "https://greenbasket.example",
  },
  {
    id: "02",
    client: "Prime Cuts Butchery",
    logo: "primeCuts",
    descId: "home.testimonials.02.quote",
    link: "https://primecuts.example",
  },
  {
    id: "03",
    client: "Maison Vella Boutique",
    logo: "maisonVella",
    descId: "home.testimonials.03.quote",
    link: "https://maisonvella.example",
  },
  {
    id: "04",
    client: "Oakline Furniture",
    logo: "oakline",
    descId: "home.testimonials.04.quote",
    link: "https://oakline.example",
  },
] as const satisfies readonly Testimonial[];

/**
 * The testimonials of each language: fixed text per language, `TESTIMONIALS_PER_LANGUAGE` of them
 * (docs/product.md#58-testimonials). Every language currently shows the same four clients, each
 * quote in its own language.
 */
export const TESTIMONIALS_BY_LOCALE = {
  en: SAMPLE_TESTIMONIALS,
  de: SAMPLE_TESTIMONIALS,
  lt: SAMPLE_TESTIMONIALS,
  ru: SAMPLE_TESTIMONIALS,
  po: SAMPLE_TESTIMONIALS,
  fr: SAMPLE_TESTIMONIALS,
  sp: SAMPLE_TESTIMONIALS,
} as const satisfies Readonly<Record<LocaleCode, readonly Testimonial[]>>;

// Contact form (docs/product.md#59-contact-section)

/** A field of the home contact form; `name` is the key sent to `POST /api/site-contactus`. */
export type ContactField = FormField<"name" | "email" | "phoneNumber" | "service" | "message">;

/** Texts of the home contact section. */
export const HOME_ENQUIRY_COPY = {
  titleId: "home.contact.title",
  leadId: "home.contact.lead",
  servicePlaceholderId: "home.contact.servicePlaceholder",
  submitId: "home.contact.submit",
  imageAltId: "home.contact.imageAlt",
} as const satisfies Record<string, MessageId>;

/**
 * The five fields in order. Every field is starred and validated before sending (a deliberate fix:
 * the original site starred them but checked nothing,
 * docs/decisions/0039-starred-fields-required.md).
 */
export const HOME_ENQUIRY_FIELDS = [
  {
    name: "name",
    labelId: "home.contact.fields.name",
    control: "text",
    autocomplete: "name",
    required: true,
    maxLength: FIELD_MAX_LENGTH.name,
  },
  {
    name: "email",
    labelId: "home.contact.fields.email",
    control: "email",
    autocomplete: "email",
    required: true,
    maxLength: FIELD_MAX_LENGTH.email,
  },
  {
    name: "phoneNumber",
    labelId: "home.contact.fields.phoneNumber",
    control: "tel",
    autocomplete: "tel",
    required: true,
    maxLength: FIELD_MAX_LENGTH.phone,
  },
  { name: "service", labelId: "home.contact.fields.service", control: "select", required: true },
  {
    name: "message",
    labelId: "home.contact.fields.message",
    control: "textarea",
    required: true,
    maxLength: FIELD_MAX_LENGTH.message,
  },
] as const satisfies readonly ContactField[];

/**
 * The service options. The value sent as `service` is the option's label in the current
 * language (docs/product.md#112-fields-and-options), so options carry only their label id.
 */
export const HOME_ENQUIRY_SERVICES = [
  { key: "appDevelopment", labelId: "home.contact.services.appDevelopment" },
  { key: "digitalMarketing", labelId: "home.contact.services.digitalMarketing" },
  { key: "artificialIntelligence", labelId: "home.contact.services.artificialIntelligence" },
  { key: "uiUxDesigning", labelId: "home.contact.services.uiUxDesigning" },
  { key: "devops", labelId: "home.contact.services.devops" },
] as const satisfies readonly { key: string; labelId: MessageId }[];
