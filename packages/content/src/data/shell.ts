import type { MessageId } from "../messages.ts";
import { ROUTE_PATHS } from "../routes.ts";
import { VERTICAL_KEYS, VERTICALS, type VerticalKey } from "./verticals.ts";

/** The skip link to the main content (on its own: components take only the ids they show). */
export const SKIP_TO_CONTENT_ID = "shell.skipToContent" satisfies MessageId;

/** Appended (visually hidden) to every link that opens a new tab. */
export const NEW_TAB_HINT_ID = "shell.newTabHint" satisfies MessageId;

/** Texts of the page frame: skip link, loading screens, new-tab hint (toast texts: `TOAST_COPY`). */
export const SHELL_COPY = {
  skipToContentId: SKIP_TO_CONTENT_ID,
  /** Full-screen spinner while the location/domain check runs (docs/product.md#37-loading-screens). */
  loadingOptimizingId: "shell.loading.optimizing",
  /** Spinner of the start-up gate (docs/product.md#37-loading-screens). */
  loadingId: "shell.loading.default",
  /** Appended (visually hidden) to every link that opens a new tab. */
  newTabHintId: NEW_TAB_HINT_ID,
} as const satisfies Record<string, MessageId>;

/**
 * The notice shown where a part of the page stays inert because its code could not be loaded
 * (a form, the navigation menu, any other section), with its 'Try again' button.
 */
export const NOT_READY_COPY = {
  formId: "shell.notReady.form",
  menuId: "shell.notReady.menu",
  sectionId: "shell.notReady.section",
  retryId: "shell.notReady.retry",
} as const satisfies Record<string, MessageId>;

/** Texts of the header and its navigation. */
export const NAV_COPY = {
  homeLinkId: "header.homeLink",
  navLabelId: "nav.label",
  /** The Products dropdown trigger; on small screens also the products sub-list toggle. */
  productsId: "nav.products",
  productsMenuLabelId: "nav.productsMenuLabel",
  contactId: "nav.contact",
  menuOpenId: "nav.menu.open",
  menuCloseId: "nav.menu.close",
  /** Accessible name of the full-screen side panel on small screens. */
  menuTitleId: "nav.menu.title",
  languageTriggerId: "languageSwitcher.trigger",
} as const satisfies Record<string, MessageId>;

/** Artwork key of a vertical's icon in the Products menu; the UI maps keys to SVGs. */
export type NavIconKey =
  | "groceryBasket"
  | "milkBottle"
  | "meatCut"
  | "fashionHanger"
  | "electronicsDevice"
  | "homeNeedsHouse"
  | "beautyCosmetics"
  | "furnitureSofa";

/** An entry of the Products menu (docs/product.md#31-navigation-bar): name, description, href, icon. */
export interface NavItem {
  readonly key: VerticalKey;
  readonly nameId: MessageId;
  /** The menu's entries have no description, so no item has one; the UI renders none when absent. */
  readonly descriptionId?: MessageId;
  /** The product page, without language prefix. */
  readonly href: string;
  readonly icon: NavIconKey;
}

const NAV_ICONS: { readonly [K in VerticalKey]: NavIconKey } = {
  grocery: "groceryBasket",
  milk: "milkBottle",
  meat: "meatCut",
  fashion: "fashionHanger",
  electronics: "electronicsDevice",
  homeNeeds: "homeNeedsHouse",
  beauty: "beautyCosmetics",
  furniture: "furnitureSofa",
};

/**
 * The Products menu: the eight verticals in the order of `VERTICAL_KEYS`
 * (docs/product.md#31-navigation-bar).
 */
export const PRODUCT_NAV_ITEMS: readonly NavItem[] = /* @__PURE__ */ VERTICAL_KEYS.map((key) => ({
  key,
  nameId: VERTICALS[key].nameId,
  href: ROUTE_PATHS[VERTICALS[key].routeKey],
  icon: NAV_ICONS[key],
}));

/** The navigation's contact link: the home page, then a smooth scroll (see constants). */
export const NAV_CONTACT_HREF = ROUTE_PATHS.home;

/** The floating WhatsApp button (docs/product.md#35-whatsapp-button). */
export const WHATSAPP = {
  labelId: "whatsapp.label",
  /** The chat's prefilled text, in the visitor's language. */
  prefilledMessageId: "whatsapp.prefilledMessage",
  newTabHintId: "shell.newTabHint",
} as const satisfies Record<string, MessageId>;

/**
 * The WhatsApp chat link ("click to chat"): `phoneNumber` in international format (digits only
 * are kept), `text` the prefilled message, already formatted in the visitor's language.
 */
export function whatsappChatUrl(phoneNumber: string, text: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  if (!digits) throw new Error("A WhatsApp number needs digits");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The two offices of the footer. Street addresses are site configuration, not copy. */
export const FOOTER_OFFICES = [
  {
    key: "registered",
    headingId: "footer.registeredOffice.heading",
    localityId: "footer.registeredOffice.locality",
  },
  { key: "branch", headingId: "footer.branchOffice.heading", localityId: "footer.branchOffice.locality" },
] as const satisfies readonly { key: string; headingId: MessageId; localityId: MessageId }[];

/** Texts of the footer. */
export const FOOTER_COPY = {
  supportHeadingId: "footer.support.heading",
  /** Takes `{email}`, the support address from configuration. */
  supportEmailId: "footer.support.email",
  certificationBadgeAltId: "footer.certificationBadge.alt",
  registryBadgeLabelId: "footer.registryBadge.label",
  followUsId: "footer.followUs",
  /** Takes `{network}`, the network's name; followed by the new-tab hint. */
  socialLinkId: "footer.social.link",
  /** Takes `{year}` (the current year) and `{company}` (the company name from configuration). */
  copyrightId: "footer.copyright",
} as const satisfies Record<string, MessageId>;

/** Internal links of the footer. */
export const FOOTER_LINKS = [
  { key: "privacyPolicy", labelId: "footer.links.privacyPolicy", href: ROUTE_PATHS.privacyPolicy },
] as const satisfies readonly { key: string; labelId: MessageId; href: string }[];

/** A social network of the footer's follow-us links. */
export interface SocialNetwork {
  readonly key: "linkedin" | "instagram" | "facebook";
  /** The network's own name (not translated), the `{network}` of the link label. */
  readonly name: string;
  /** Artwork key of the network's logo. */
  readonly icon: string;
  /**
   * The company's profile. Placeholder profile paths until the company's real accounts are
   * configured (docs/decisions/0047-social-networks.md).
   */
  readonly url: string;
}

/** The three follow-us links of the footer (docs/decisions/0047-social-networks.md). */
export const SOCIAL_NETWORKS = [
  { key: "linkedin", name: "LinkedIn", icon: "linkedin", url: "https://www.linkedin.com/company/example" },
  { key: "instagram", name: "Instagram", icon: "instagram", url: "https://www.instagram.com/example" },
  { key: "facebook", name: "Facebook", icon: "facebook", url: "https://www.facebook.com/example" },
] as const satisfies readonly SocialNetwork[];
