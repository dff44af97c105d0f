import { ROUTE_PATHS, landingPageAt, promoPageAt, type LandingPage, type RouteKey } from "@studio/content";
import { LandingCards, LandingHero, LandingReasons, localizeHrefFor } from "@studio/ui";
import { ContactSection } from "../shell/contact-section.tsx";
import { useCurrentPage } from "../shell/current-page.ts";
import { useLanguage } from "../shell/language.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/** A landing page, or a promo page resolved to the landing page it shows. */
type ShownPage = Omit<LandingPage, "path"> & { readonly formFirst?: boolean };

/** The page a landing or promo route shows (spec 2.5). */
function pageOf(key: RouteKey): ShownPage {
  const page = landingPageAt(ROUTE_PATHS[key]) ?? promoPageAt(ROUTE_PATHS[key]);
  if (!page) throw new Error(`${key} is not a landing or promo page`);
  return page;
}

/**
 * The training, services and English-only training landing pages and the six promo pages (spec
 * 2.5): hero, three cards, why choose us and the contact form ('Get Started Today'), which posts
 * to /api/submit-contact or, on the English and French campaign pages, /api/contact. The enquiry
 * promo page puts the form right after the hero. Pages that force a language get it from the
 * language provider; every one opens at the top (the router scrolls new pages to the top).
 */
export default function LandingRoute() {
  const { locale } = useLanguage();
  const page = pageOf(useCurrentPage());
  const localizeHref = localizeHrefFor(locale);
  const contact = (
    <ContactSection contact={page.contact} variant={page.contact.form} submission={page.contact.submission} />
  );
  return (
    <>
      <PageMeta titleId={page.metaTitleId} descriptionId={page.metaDescriptionId} />
      <LandingHero hero={page.hero} localizeHref={localizeHref} />
      {page.formFirst ? contact : null}
      <LandingCards cards={page.cards} localizeHref={localizeHref} />
      <LandingReasons reasons={page.reasons} />
      {page.formFirst ? null : contact}
    </>
  );
}
