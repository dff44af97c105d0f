/**
 * The prerendered-only parts of the pages: design-system sections with nothing to hydrate, each
 * rendered in the page's language. They ship no JavaScript (Astro renders them to HTML only); the
 * interactive sections are islands (app/islands).
 */
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { ADMIN_PAGE, localizedPath, type LocaleCode } from "@studio/content";
import {
  CourseCards as CourseCardsSection,
  CourseDetail as CourseDetailSection,
  CourseHero as CourseHeroSection,
  Footer,
  FormSection as FormSectionFrame,
  LandingCards as LandingCardsSection,
  LandingHero as LandingHeroSection,
  LandingReasons as LandingReasonsSection,
  Lifecycle as LifecycleSection,
  LoadingScreen,
  NotFoundMessage,
  NotReadyNotice,
  ProductHero as ProductHeroSection,
  ProductHighlights as ProductHighlightsSection,
  PrivacyPolicyDocument,
  ProductVideo as ProductVideoSection,
  Section,
  TechShowcase as TechShowcaseSection,
  WhatsAppButton,
  WhyChoose as WhyChooseSection,
} from "@studio/ui";
import type { MessageId } from "@studio/content";
import { privacyThirdParties } from "../lib/privacy-third-parties.ts";
import { siteConfig } from "../lib/site-config.ts";
import { REGISTRY_BADGE_ATTRIBUTE } from "../lib/registry-badge-slot.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import { inLanguage, inLanguageWithLinks } from "../shell/in-language.tsx";

export const WhyChoose = inLanguage(WhyChooseSection);
export const TechShowcase = inLanguage(TechShowcaseSection);
export const ProductVideo = inLanguage(ProductVideoSection);
export const LandingReasons = inLanguage(LandingReasonsSection);
// The frame of the home and demo forms, prerendered; the form inside is the view's island.
export const FormSection = inLanguage(FormSectionFrame);
// Its cogwheels turn with the scroll by a small script of the home page (turnCogwheelsWithScroll); its
// phase sets are chosen by CSS: nothing to hydrate.
export const Lifecycle = inLanguage(LifecycleSection);

/**
 * The privacy policy (docs/product.md#9-privacy-policy), prerendered; its analytics opt-out
 * (`optOut`, the page passes the island in that slot) is the only part that runs script.
 */
export function PrivacyPolicy({ locale, optOut }: { locale: LocaleCode; optOut?: ReactNode }) {
  return (
    <LanguageRoot locale={locale}>
      <PrivacyPolicyDocument
        supportEmail={siteConfig.supportEmail}
        thirdParties={privacyThirdParties(siteConfig)}
        optOut={optOut}
      />
    </LanguageRoot>
  );
}

/** A heading for assistive technology and search engines (the home page's first heading). */
export function HiddenHeading({ locale, id }: { locale: LocaleCode; id: MessageId }) {
  return (
    <LanguageRoot locale={locale}>
      <Heading id={id} />
    </LanguageRoot>
  );
}
function Heading({ id }: { id: MessageId }) {
  return <h1 className="sr-only">{useIntl().formatMessage({ id })}</h1>;
}

export const ProductHero = inLanguage(ProductHeroSection);
// Its cards swap their icons on hover and focus in CSS: nothing to hydrate.
export const ProductHighlights = inLanguage(ProductHighlightsSection);

// Sections whose links lead to other pages get the page's language's addresses.
export const LandingHero = inLanguageWithLinks(LandingHeroSection);
export const LandingCards = inLanguageWithLinks(LandingCardsSection);
export const CourseHero = inLanguageWithLinks(CourseHeroSection);
export const CourseDetail = inLanguageWithLinks(CourseDetailSection);
export const CourseCards = inLanguageWithLinks(CourseCardsSection);

/**
 * The footer and the WhatsApp button of every page. With a business-registry badge configured,
 * the footer's badge slot holds the empty container the page script mounts the badge into
 * (lib/registry-badge.ts); it contains the third party's layout and paint.
 */
export function SiteFooter({ locale }: { locale: LocaleCode }) {
  const registryBadge = siteConfig.registryBadgeUrl ? (
    <div {...{ [REGISTRY_BADGE_ATTRIBUTE]: "" }} className="[contain:layout_paint]" />
  ) : undefined;
  return (
    <LanguageRoot locale={locale}>
      <Footer
        locale={locale}
        addresses={{ registered: [siteConfig.offices.registered], branch: [siteConfig.offices.branch] }}
        supportEmail={siteConfig.supportEmail}
        companyName={siteConfig.companyName}
        registryBadge={registryBadge}
        // Far below the first screen: the browser lays it out (and fetches the Latin Extended
        // font its Vilnius address needs) only when it comes near, not before the first banner.
        className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
      />
      <WhatsAppButton phoneNumber={siteConfig.whatsappNumber} />
    </LanguageRoot>
  );
}

/**
 * The start-up checks' loading screens (docs/product.md#37-loading-screens), hidden until the page
 * script (scripts/site.ts) shows one: 'Loading...' for the regional check, 'Optimizing your
 * experience...' while the country decides the language.
 */
export function StartupScreens({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale}>
      <LoadingScreen variant="default" hidden data-startup-check="region" />
      <LoadingScreen variant="optimizing" hidden data-startup-check="language" />
    </LanguageRoot>
  );
}

/**
 * The notices of a part whose code could not be loaded (a form, the menu, any other section),
 * prerendered inside a `<template>` (inert, unseen) in the page's language: the island directive
 * (directives/approach.ts) shows a copy next to the part with plain DOM, as React may be what
 * failed to load. One of each kind, marked `data-kind`.
 */
export function NotReadyNotices({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale}>
      <NotReadyNotice kind="form" />
      {/* Between full-width sections: centred, clear of the window's edges. */}
      <NotReadyNotice kind="section" className="mx-auto w-[calc(100%-2*var(--spacing-gutter))]" />
      <NotReadyNotice kind="menu" placement="floating" />
    </LanguageRoot>
  );
}

/** The not-found page's content, in its language. */
export function NotFound({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale}>
      <NotFoundMessage homeHref={localizedPath("/", locale)} />
    </LanguageRoot>
  );
}

/**
 * /adminpanel: the admin area's section, its heading 'Bannermanagement' above the admin island
 * (docs/product.md#10-the-admin-area), which Astro renders into it.
 */
export function AdminSection({ locale, children }: { locale: LocaleCode; children?: ReactNode }) {
  return (
    <LanguageRoot locale={locale}>
      <AdminFrame>{children}</AdminFrame>
    </LanguageRoot>
  );
}
function AdminFrame({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Section headingLevel={1} title={intl.formatMessage({ id: ADMIN_PAGE.headingId })}>
      {children}
    </Section>
  );
}
