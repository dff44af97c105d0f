/**
 * The eight store product pages (docs/product.md#6-store-product-pages): per-vertical records, the
 * shared hero, highlights, feature grid, FAQ and video block, and the demo-booking form. Every
 * visible text is a message id; icons and artwork are string keys the UI maps to SVGs.
 */
import { FIELD_MAX_LENGTH } from "../constants.ts";
import type { MessageId } from "../messages.ts";
import { VERTICAL_DEMO_PATHS, type DemoPath } from "./demo-paths.ts";
import type { FormField } from "./forms.ts";
import type { VerticalKey } from "./keys.ts";

/** Unprefixed path of a product page (docs/product.md#21-route-table-and-page-kinds); localized addresses add the language prefix. */
export type ProductPagePath =
  | "/english/productpage"
  | "/english/meatdelivery"
  | "/english/milkdelivery"
  | "/english/fashionstore"
  | "/english/electronicstore"
  | "/english/homeneedsstore"
  | "/english/beautystore"
  | "/english/furniturestore";

/** What a product page shows between the highlights and the FAQ (docs/product.md#61-sections). */
export type ProductMiddleSection = "featureGrid" | "video";

/** A store product page: routing, demo link, its own texts and the sections it stacks. */
export interface ProductPage {
  /** The vertical the page sells. */
  readonly key: VerticalKey;
  /** Unprefixed path of the page. */
  readonly path: ProductPagePath;
  /** Path of the live demo on the demo host; 'See Demo' opens it in a new tab. */
  readonly demoPath: DemoPath;
  /** Page heading, e.g. "Grocery Delivery App"; also the `{product}` argument of the demo link label. */
  readonly titleId: MessageId;
  /** Two or three sentences under the heading. */
  readonly pitchId: MessageId;
  /** Document title (≤ 60 characters in every language). */
  readonly metaTitleId: MessageId;
  /** Meta description (≤ 160 characters in every language). */
  readonly metaDescriptionId: MessageId;
  /** Feature grid or product video between the highlights and the FAQ. */
  readonly middleSection: ProductMiddleSection;
  /** Whether the page shows the four highlight cards (the "item list" section). */
  readonly hasHighlights: boolean;
}

/**
 * The eight product pages by vertical. Sections stack in this order (docs/product.md#61-sections):
 * product information (hero), item list (highlights), feature grid or video, FAQ, demo-booking form.
 * The home needs page's 'See Demo' and 'Contact Us' are translated like on every other page
 * (decision 0037).
 */
export const PRODUCT_PAGES = {
  grocery: {
    key: "grocery",
    path: "/english/productpage",
    demoPath: VERTICAL_DEMO_PATHS.grocery,
    titleId: "product.grocery.title",
    pitchId: "product.grocery.pitch",
    metaTitleId: "meta.product.grocery.title",
    metaDescriptionId: "meta.product.grocery.description",
    middleSection: "featureGrid",
    hasHighlights: true,
  },
  meat: {
    key: "meat",
    path: "/english/meatdelivery",
    demoPath: VERTICAL_DEMO_PATHS.meat,
    titleId: "product.meat.title",
    pitchId: "product.meat.pitch",
    metaTitleId: "meta.product.meat.title",
    metaDescriptionId: "meta.product.meat.description",
    middleSection: "featureGrid",
    hasHighlights: true,
  },
  milk: {
    key: "milk",
    path: "/english/milkdelivery",
    demoPath: VERTICAL_DEMO_PATHS.milk,
    titleId: "product.milk.title",
    pitchId: "product.milk.pitch",
    metaTitleId: "meta.product.milk.title",
    metaDescriptionId: "meta.product.milk.description",
    middleSection: "featureGrid",
    hasHighlights: true,
  },
  fashion: {
    key: "fashion",
    path: "/english/fashionstore",
    demoPath: VERTICAL_DEMO_PATHS.fashion,
    titleId: "product.fashion.title",
    pitchId: "product.fashion.pitch",
    metaTitleId: "meta.product.fashion.title",
    metaDescriptionId: "meta.product.fashion.description",
    middleSection: "featureGrid",
    hasHighlights: true,
  },
  electronics: {
    key: "electronics",
    path: "/english/electronicstore",
    demoPath: VERTICAL_DEMO_PATHS.electronics,
    titleId: "product.electronics.title",
    pitchId: "product.electronics.pitch",
    metaTitleId: "meta.product.electronics.title",
    metaDescriptionId: "meta.product.electronics.description",
    middleSection: "video",
    hasHighlights: true,
  },
  homeNeeds: {
    key: "homeNeeds",
    path: "/english/homeneedsstore",
    demoPath: VERTICAL_DEMO_PATHS.homeNeeds,
    titleId: "product.homeNeeds.title",
    pitchId: "product.homeNeeds.pitch",
    metaTitleId: "meta.product.homeNeeds.title",
    metaDescriptionId: "meta.product.homeNeeds.description",
    middleSection: "video",
    hasHighlights: true,
  },
  beauty: {
    key: "beauty",
    path: "/english/beautystore",
    demoPath: VERTICAL_DEMO_PATHS.beauty,
    titleId: "product.beauty.title",
    pitchId: "product.beauty.pitch",
    metaTitleId: "meta.product.beauty.title",
    metaDescriptionId: "meta.product.beauty.description",
    middleSection: "video",
    hasHighlights: true,
  },
  furniture: {
    key: "furniture",
    path: "/english/furniturestore",
    demoPath: VERTICAL_DEMO_PATHS.furniture,
    titleId: "product.furniture.title",
    pitchId: "product.furniture.pitch",
    metaTitleId: "meta.product.furniture.title",
    metaDescriptionId: "meta.product.furniture.description",
    middleSection: "video",
    hasHighlights: true,
  },
} as const satisfies { readonly [K in VerticalKey]: ProductPage & { readonly key: K } };

/** The product page of a vertical. */
export function getProductPage(key: VerticalKey): ProductPage {
  return PRODUCT_PAGES[key];
}

/** A highlight card (docs/product.md#63-highlights): title, description, an icon and the icon shown on hover. */
export interface ProductHighlight {
  /** Stable name of the highlight. */
  readonly key: string;
  /** Card title. */
  readonly titleId: MessageId;
  /** One sentence under the title. */
  readonly descriptionId: MessageId;
  /** Artwork key of the icon at rest. */
  readonly icon: string;
  /** Artwork key of the icon while the card is hovered. */
  readonly hoverIcon: string;
}

/** The four highlight cards, in display order. */
export const PRODUCT_HIGHLIGHTS = [
  {
    key: "whiteLabel",
    titleId: "product.highlights.whiteLabel.title",
    descriptionId: "product.highlights.whiteLabel.description",
    icon: "whiteLabel",
    hoverIcon: "whiteLabelHover",
  },
  {
    key: "userFriendly",
    titleId: "product.highlights.userFriendly.title",
    descriptionId: "product.highlights.userFriendly.description",
    icon: "userFriendly",
    hoverIcon: "userFriendlyHover",
  },
  {
    key: "dataSecurity",
    titleId: "product.highlights.dataSecurity.title",
    descriptionId: "product.highlights.dataSecurity.description",
    icon: "dataSecurity",
    hoverIcon: "dataSecurityHover",
  },
  {
    key: "customerService",
    titleId: "product.highlights.customerService.title",
    descriptionId: "product.highlights.customerService.description",
    icon: "customerService",
    hoverIcon: "customerServiceHover",
  },
] as const satisfies readonly ProductHighlight[];

/** An item of the feature grid 'What can our product do for you?' (docs/product.md#64-feature-grid). */
export interface ProductFeature {
  /** Stable name of the feature; also its icon key. */
  readonly key: string;
  /** Feature name. */
  readonly titleId: MessageId;
  /** One short sentence about it. */
  readonly descriptionId: MessageId;
  /** Artwork key of the icon. */
  readonly icon: string;
  /** Column of the three-column grid (five items each), counted from 1. */
  readonly column: 1 | 2 | 3;
}

/** The fifteen features, in reading order: column 1 top to bottom, then column 2, then column 3. */
export const PRODUCT_FEATURES = [
  {
    key: "adminPanel",
    titleId: "product.features.adminPanel.title",
    descriptionId: "product.features.adminPanel.description",
    icon: "adminPanel",
    column: 1,
  },
  {
    key: "userManagement",
    titleId: "product.features.userManagement.title",
    descriptionId: "product.features.userManagement.description",
    icon: "userManagement",
    column: 1,
  },
  {
    key: "deliveryPartnerManagement",
    titleId: "product.features.deliveryPartnerManagement.title",
    descriptionId: "product.features.deliveryPartnerManagement.description",
    icon: "deliveryPartnerManagement",
    column: 1,
  },
  {
    key: "inventoryManagement",
    titleId: "product.features.inventoryManagement.title",
    descriptionId: "product.features.inventoryManagement.description",
    icon: "inventoryManagement",
    column: 1,
  },
  {
    key: "discountManagement",
    titleId: "product.features.discountManagement.title",
    descriptionId: "product.features.discountManagement.description",
    icon: "discountManagement",
    column: 1,
  },
  {
    key: "bannerManagement",
    titleId: "product.features.bannerManagement.title",
    descriptionId: "product.features.bannerManagement.description",
    icon: "bannerManagement",
    column: 2,
  },
  {
    key: "productManagement",
    titleId: "product.features.productManagement.title",
    descriptionId: "product.features.productManagement.description",
    icon: "productManagement",
    column: 2,
  },
  {
    key: "couponManagement",
    titleId: "product.features.couponManagement.title",
    descriptionId: "product.features.couponManagement.description",
    icon: "couponManagement",
    column: 2,
  },
  {
    key: "orderManagement",
    titleId: "product.features.orderManagement.title",
    descriptionId: "product.features.orderManagement.description",
    icon: "orderManagement",
    column: 2,
  },
  {
    key: "paymentGateway",
    titleId: "product.features.paymentGateway.title",
    descriptionId: "product.features.paymentGateway.description",
    icon: "paymentGateway",
    column: 2,
  },
  {
    key: "deliveryManagement",
    titleId: "product.features.deliveryManagement.title",
    descriptionId: "product.features.deliveryManagement.description",
    icon: "deliveryManagement",
    column: 3,
  },
  {
    key: "categoryManagement",
    titleId: "product.features.categoryManagement.title",
    descriptionId: "product.features.categoryManagement.description",
    icon: "categoryManagement",
    column: 3,
  },
  {
    key: "invoiceManagement",
    titleId: "product.features.invoiceManagement.title",
    descriptionId: "product.features.invoiceManagement.description",
    icon: "invoiceManagement",
    column: 3,
  },
  {
    key: "reportsManagement",
    titleId: "product.features.reportsManagement.title",
    descriptionId: "product.features.reportsManagement.description",
    icon: "reportsManagement",
    column: 3,
  },
  {
    key: "searchAndFilters",
    titleId: "product.features.searchAndFilters.title",
    descriptionId: "product.features.searchAndFilters.description",
    icon: "searchAndFilters",
    column: 3,
  },
] as const satisfies readonly ProductFeature[];

/** A question of the product FAQ accordion (docs/product.md#66-faq). */
export interface FaqItem {
  /** Stable name of the entry. */
  readonly key: string;
  /** The question (the accordion button). */
  readonly questionId: MessageId;
  /** The answer (the accordion panel). */
  readonly answerId: MessageId;
}

/** The seven FAQ entries, in display order. */
export const PRODUCT_FAQ = [
  {
    key: "customization",
    questionId: "product.faq.customization.question",
    answerId: "product.faq.customization.answer",
  },
  { key: "support", questionId: "product.faq.support.question", answerId: "product.faq.support.answer" },
  {
    key: "unlimitedCatalog",
    questionId: "product.faq.unlimitedCatalog.question",
    answerId: "product.faq.unlimitedCatalog.answer",
  },
  {
    key: "salesReports",
    questionId: "product.faq.salesReports.question",
    answerId: "product.faq.salesReports.answer",
  },
  { key: "pricing", questionId: "product.faq.pricing.question", answerId: "product.faq.pricing.answer" },
  { key: "updates", questionId: "product.faq.updates.question", answerId: "product.faq.updates.answer" },
  {
    key: "paymentGateways",
    questionId: "product.faq.paymentGateways.question",
    answerId: "product.faq.paymentGateways.answer",
  },
] as const satisfies readonly FaqItem[];

/** Section-level texts shared by the eight product pages. */
export interface ProductPageCopy {
  /** 'See Demo' button text. */
  readonly seeDemoId: MessageId;
  /** Accessible name of the demo link; argument `{product}` is the page title, says it opens a new tab. */
  readonly seeDemoLabelId: MessageId;
  /** 'Contact Us' button text (scrolls towards the demo form). */
  readonly contactUsId: MessageId;
  /** Alternative text of the hero's animated picture. */
  readonly imageAltId: MessageId;
  /** Heading of the highlights section. */
  readonly highlightsHeadingId: MessageId;
  /** Heading of the feature grid. */
  readonly featuresHeadingId: MessageId;
  /** Heading of the video block. */
  readonly videoHeadingId: MessageId;
  /** Short text of the video block. */
  readonly videoTextId: MessageId;
  /** Accessible title of the embedded video; argument `{product}` is the page title. */
  readonly videoTitleId: MessageId;
  /** Heading of the FAQ accordion. */
  readonly faqHeadingId: MessageId;
}

/** Headings, buttons and labels of the product pages. */
export const PRODUCT_PAGE_COPY = {
  seeDemoId: "product.hero.seeDemo",
  seeDemoLabelId: "product.hero.seeDemoLabel",
  contactUsId: "product.hero.contactUs",
  imageAltId: "product.hero.imageAlt",
  highlightsHeadingId: "product.highlights.heading",
  featuresHeadingId: "product.features.heading",
  videoHeadingId: "product.video.heading",
  videoTextId: "product.video.text",
  videoTitleId: "product.video.title",
  faqHeadingId: "product.faq.heading",
} as const satisfies ProductPageCopy;

/** A field of the demo-booking form; the category is held as `neededServices` and sent as `service`. */
export type DemoBookingField = FormField<
  "firstName" | "lastName" | "company" | "businessEmail" | "phoneNumber" | "neededServices"
>;

/** An option of the demo form's category select. */
export interface DemoCategory {
  /** The vertical the option stands for. */
  readonly key: VerticalKey;
  /** Visible option text in the current language. */
  readonly labelId: MessageId;
  /** Value sent as `service`: the category's English name, the same in every language (decision 0038). */
  readonly value: string;
}

/** The demo-booking form of the product pages (docs/product.md#67-demo-booking). */
export interface DemoBookingFormContent {
  /** Form heading. */
  readonly headingId: MessageId;
  /** One line under the heading. */
  readonly introId: MessageId;
  /** Submit button text (the sending state uses `FORM_COPY.submittingId`). */
  readonly submitId: MessageId;
  /** The fields, in display order. */
  readonly fields: readonly DemoBookingField[];
  /** Placeholder option of the category select ('Select the category'); it has no value. */
  readonly categoryPlaceholderId: MessageId;
  /** The eight category options, in display order. */
  readonly categories: readonly DemoCategory[];
}

/** Demo-booking form: fields, category options and texts. */
export const DEMO_BOOKING_FORM = {
  headingId: "demoBooking.heading",
  introId: "demoBooking.intro",
  submitId: "demoBooking.submit",
  fields: [
    {
      name: "firstName",
      labelId: "demoBooking.firstName.label",
      control: "text",
      autocomplete: "given-name",
      required: true,
      maxLength: FIELD_MAX_LENGTH.name,
      requiredErrorId: "form.error.firstName.required",
    },
    {
      name: "lastName",
      labelId: "demoBooking.lastName.label",
      control: "text",
      autocomplete: "family-name",
      required: true,
      maxLength: FIELD_MAX_LENGTH.name,
      requiredErrorId: "form.error.lastName.required",
    },
    {
      name: "company",
      labelId: "demoBooking.company.label",
      control: "text",
      autocomplete: "organization",
      required: true,
      maxLength: FIELD_MAX_LENGTH.company,
      requiredErrorId: "form.error.company.required",
    },
    {
      name: "businessEmail",
      labelId: "demoBooking.businessEmail.label",
      control: "email",
      autocomplete: "work email",
      required: true,
      maxLength: FIELD_MAX_LENGTH.email,
      requiredErrorId: "form.error.businessEmail.required",
      invalidErrorId: "form.error.email.invalid",
    },
    {
      name: "phoneNumber",
      labelId: "demoBooking.phoneNumber.label",
      control: "tel",
      autocomplete: "tel",
      required: true,
      maxLength: FIELD_MAX_LENGTH.phone,
      requiredErrorId: "form.error.phoneNumber.required",
      invalidErrorId: "form.error.phone.invalid",
    },
    {
      name: "neededServices",
      submitAs: "service",
      labelId: "demoBooking.category.label",
      control: "select",
      autocomplete: "off",
      required: true,
      requiredErrorId: "form.error.category.required",
    },
  ],
  categoryPlaceholderId: "demoBooking.category.placeholder",
  categories: [
    { key: "grocery", labelId: "demoBooking.category.grocery", value: "grocery" },
    { key: "meat", labelId: "demoBooking.category.meat", value: "meat" },
    { key: "milk", labelId: "demoBooking.category.milk", value: "milk" },
    { key: "fashion", labelId: "demoBooking.category.fashion", value: "fashion" },
    { key: "electronics", labelId: "demoBooking.category.electronics", value: "electronic" },
    { key: "homeNeeds", labelId: "demoBooking.category.homeNeeds", value: "home needs" },
    { key: "beauty", labelId: "demoBooking.category.beauty", value: "cosmetics" },
    { key: "furniture", labelId: "demoBooking.category.furniture", value: "furniture" },
  ],
} as const satisfies DemoBookingFormContent;
