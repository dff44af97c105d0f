import { useState, type MouseEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useGlobals } from "storybook/preview-api";
import { expect, within } from "storybook/test";
import { bannerImageUrl, createApiClient, productImageUrl, type Banner, type ProductRecord } from "@studio/api";
import {
  BOOK_DEMO_SECTION_ID,
  FORM_SECTIONS,
  ADMIN_PAGE,
  HOME_HERO,
  LANDING_PAGES,
  LEARN_ENROLL_SECTION,
  LOCALE_CODES,
  NO_THIRD_PARTIES,
  ROUTES,
  bookDemoHref,
  contactSectionHref,
  getCourse,
  getProductPage,
  localizedPath,
  pageSections,
  promoPage,
  type ContactFormVariant,
  type CourseSection,
  type HomeSection,
  type LandingSection,
  type LearnSection,
  type ProductSection,
  type ContactSubmission,
  type CourseKey,
  type FormSectionKey,
  type LandingKey,
  type LocaleCode,
  type SectionedPage,
  type VerticalKey,
} from "@studio/content";
import { seedFetch } from "@studio/mock-api/seed-fetch";
import { SignInForm } from "../admin/sign-in-form/sign-in-form.tsx";
import { ToastProvider } from "../feedback/toaster/index.ts";
import { ContactForm } from "../forms/contact-form/contact-form.tsx";
import { FormSection } from "../forms/form-section/form-section.tsx";
import { FramedForm } from "../forms/form-section/form-section.fixtures.tsx";
import { replying } from "../forms/form-story-helpers.ts";
import { BannerCarousel } from "../home/banner-carousel/banner-carousel.tsx";
import { Lifecycle } from "../home/lifecycle/lifecycle.tsx";
import { ProductShowcase } from "../home/product-showcase/product-showcase.tsx";
import { ServicesAccordion } from "../home/services-accordion/services-accordion.tsx";
import { TechShowcase } from "../home/tech-showcase/tech-showcase.tsx";
import { Testimonials } from "../home/testimonials/testimonials.tsx";
import { WhyChoose } from "../home/why-choose/why-choose.tsx";
import { GetStartedSection, type GetStartedCopy } from "../landing/get-started-section/get-started-section.tsx";
import { LandingCards } from "../landing/landing-cards/landing-cards.tsx";
import { LandingHero } from "../landing/landing-hero/landing-hero.tsx";
import { LandingReasons } from "../landing/landing-reasons/landing-reasons.tsx";
import { Section } from "../layout/section/section.tsx";
import { localizeHrefFor } from "../landing/localize-href.ts";
import { CourseCards } from "../learn/course-cards/course-cards.tsx";
import { CourseDetail } from "../learn/course-detail/course-detail.tsx";
import { CourseHero } from "../learn/course-hero/course-hero.tsx";
import { TopNav } from "../navigation/top-nav/top-nav.tsx";
import { PrivacyPolicy } from "../privacy/privacy-policy/privacy-policy.tsx";
import { FeatureGrid } from "../product/feature-grid/feature-grid.tsx";
import { ProductFaq } from "../product/product-faq/product-faq.tsx";
import { ProductHero } from "../product/product-hero/product-hero.tsx";
import { ProductHighlights } from "../product/product-highlights/product-highlights.tsx";
import { ProductVideo } from "../product/product-video/product-video.tsx";
import { Footer } from "../shell/footer/footer.tsx";
import { NotFoundMessage } from "../shell/not-found-message/not-found-message.tsx";
import { WhatsAppButton } from "../shell/whatsapp-button/whatsapp-button.tsx";
import { sameText, storyLocale, storyMessage } from "../test/story-helpers.ts";

/*
 * Whole pages, composed like the site composes them: the sections of `PAGE_SECTIONS`
 * (@studio/content), the table the site's views iterate, in its order, each inside an element
 * marked `data-section` as on the site, between the navigation bar and the footer. Each section is
 * the design system's component with the data the site gives it: the banners and products are read
 * as the site's build reads them (the API client over the mock API's seed), and their pictures are
 * the mock API's, at the addresses the site uses (Storybook serves the image folders there,
 * .storybook/main.ts). What is configuration on the site (addresses, the support e-mail, the demo
 * host, the WhatsApp number) is SAMPLE data here. tests/visual/storybook.visual.ts compares the
 * headings and pictures of each story with the built page's.
 */

const MAIN_CONTENT_ID = "main-content";

/** SAMPLE configuration, as the site's would give it. */
const SAMPLE = {
  addresses: { registered: ["12 Sample Street, T. Nagar", "600017"], branch: ["Pavyzdžio g. 1", "LT-01100"] },
  supportEmail: "support@studio.example",
  companyName: "Example Software Studio Pvt Ltd",
  whatsappNumber: "+44 7700 900982",
  demoHost: "https://demo.example.com",
  thirdParties: {
    ...NO_THIRD_PARTIES,
    countryLookups: [
      { host: "www.cloudflare.com", provider: "Cloudflare, Inc." },
      { host: "ipinfo.io", provider: "IPinfo, Inc." },
      { host: "api.db-ip.com", provider: "DB-IP" },
    ],
  },
} as const;

/** The API's content of one language's home page: its banners and products. */
interface PageContent {
  readonly banners: readonly Banner[];
  readonly products: readonly ProductRecord[];
}

let seedContent: Promise<Readonly<Record<LocaleCode, PageContent>>> | undefined;

/**
 * The banners and products of every language, read once as the site's build reads them when no
 * API is configured (packages/site/app/lib/build-content.ts): the typed client, with its
 * validation and English fallback, answered from the mock API's seed in-process.
 */
function contentOfEveryLanguage(): Promise<Readonly<Record<LocaleCode, PageContent>>> {
  seedContent ??= (async () => {
    const client = createApiClient({ baseUrl: "http://mock-api.invalid", fetch: seedFetch() });
    const content = {} as Record<LocaleCode, PageContent>;
    await Promise.all(
      LOCALE_CODES.map(async (locale) => {
        const [banners, products] = await Promise.all([client.getBanners(locale), client.getProducts(locale)]);
        content[locale] = { banners: banners ?? [], products: products ?? [] };
      }),
    );
    return content;
  })();
  return seedContent;
}

/**
 * Picture addresses as the site writes them with its default API base (the page's own origin):
 * `/api/bannerimages/…` and `/api/productimages/…`.
 */
const bannerPicture = (name: string) => bannerImageUrl("", name);
const productPicture = (image: string) => productImageUrl("", image);

/** The forms answer "sent" at once: the site's API is not here. */
const submitted = replying("success");

/** Keeps the story on its page: following a link would leave the canvas (in-page anchors still work). */
const stayOnPage = (event: MouseEvent) => {
  const link = (event.target as Element).closest("a[href]");
  if (link && !link.getAttribute("href")!.startsWith("#")) event.preventDefault();
};

/** A form section of a landing, promo, course or learning page, as the site's contact island renders it. */
function ContactSection(props: {
  contact: GetStartedCopy;
  variant: ContactFormVariant;
  submission: ContactSubmission;
}) {
  return (
    <ToastProvider>
      <GetStartedSection contact={props.contact}>
        <ContactForm variant={props.variant} submission={props.submission} onSubmit={submitted} />
      </GetStartedSection>
    </ToastProvider>
  );
}

const LearnEnrolment = () => (
  <ContactSection
    contact={LEARN_ENROLL_SECTION}
    variant={LEARN_ENROLL_SECTION.form}
    submission={LEARN_ENROLL_SECTION.submission}
  />
);

/** The privacy policy with its opt-out switch keeping the choice, as the site's cookie does. */
function PrivacyWithOptOut() {
  const [optedOut, setOptedOut] = useState(false);
  return (
    <PrivacyPolicy
      supportEmail={SAMPLE.supportEmail}
      thirdParties={SAMPLE.thirdParties}
      optedOut={optedOut}
      onOptedOutChange={setOptedOut}
    />
  );
}

/**
 * The home page's enquiry or a product page's demo booking: the FormSection the site's view
 * renders, around the form its island renders (the toasts inside, as in the island).
 */
function FormSectionOf({ form }: { form: FormSectionKey }) {
  return (
    <FormSection form={form}>
      <ToastProvider>
        <FramedForm form={form} onSubmit={submitted} />
      </ToastProvider>
    </FormSection>
  );
}

/** Every section of every kind of page, by its key in `PAGE_SECTIONS`, in a language. */
type Renderers<Key extends string> = { readonly [K in Key]: () => ReactNode };

function homeSections(locale: LocaleCode, content: PageContent): Renderers<HomeSection> {
  return {
    banners: () => <BannerCarousel banners={content.banners} imageUrl={bannerPicture} />,
    whyChoose: () => <WhyChoose />,
    lifecycle: () => <Lifecycle />,
    services: () => <ServicesAccordion />,
    techShowcase: () => <TechShowcase />,
    products: () => (
      <ProductShowcase
        products={content.products}
        imageUrl={productPicture}
        productHref={(product) => localizedPath(product.productPath, locale)}
      />
    ),
    testimonials: () => <Testimonials bookDemoHref={bookDemoHref(locale)} />,
    enquiry: () => <FormSectionOf form="enquiry" />,
  };
}

function productSections(vertical: VerticalKey): Renderers<ProductSection> {
  return {
    hero: () => (
      <ProductHero
        vertical={vertical}
        demoUrl={`${SAMPLE.demoHost}${getProductPage(vertical).demoPath}`}
        contactHref={`#${BOOK_DEMO_SECTION_ID}`}
      />
    ),
    highlights: () => <ProductHighlights />,
    featureGrid: () => <FeatureGrid />,
    video: () => <ProductVideo vertical={vertical} />,
    faq: () => <ProductFaq />,
    demoBooking: () => <FormSectionOf form="demoBooking" />,
  };
}

function landingSections(
  page: (typeof LANDING_PAGES)[LandingKey] | ReturnType<typeof promoPage>,
  locale: LocaleCode,
): Renderers<LandingSection> {
  return {
    hero: () => <LandingHero hero={page.hero} localizeHref={localizeHrefFor(locale)} />,
    cards: () => <LandingCards cards={page.cards} localizeHref={localizeHrefFor(locale)} />,
    reasons: () => <LandingReasons reasons={page.reasons} />,
    contact: () => (
      <ContactSection contact={page.contact} variant={page.contact.form} submission={page.contact.submission} />
    ),
  };
}

function courseSections(key: CourseKey, locale: LocaleCode): Renderers<CourseSection> {
  const course = getCourse(key);
  return {
    hero: () => <CourseHero course={course} localizeHref={localizeHrefFor(locale)} />,
    detail: () => <CourseDetail course={course} localizeHref={localizeHrefFor(locale)} />,
    enrolment: () => <LearnEnrolment />,
  };
}

function learnSections(locale: LocaleCode): Renderers<LearnSection> {
  return {
    hero: () => <CourseHero localizeHref={localizeHrefFor(locale)} />,
    // Its anchor and texts are its defaults (the learning page's), on the site too.
    courses: () => <CourseCards localizeHref={localizeHrefFor(locale)} />,
    enrolment: () => <LearnEnrolment />,
  };
}

/** The components of a page's sections, by key. */
function sectionsOf(
  page: SectionedPage,
  locale: LocaleCode,
  content: PageContent,
): Readonly<Record<string, () => ReactNode>> {
  switch (page.kind) {
    case "home":
      return homeSections(locale, content);
    case "product":
      return productSections(page.data);
    case "landing":
      return landingSections(LANDING_PAGES[page.data], locale);
    case "promo":
      return landingSections(promoPage(page.data), locale);
    case "course":
      return courseSections(page.data, locale);
    case "learn":
      return learnSections(locale);
    case "privacy":
      return { policy: () => <PrivacyWithOptOut /> };
    case "not-found":
      return { notFound: () => <NotFoundMessage homeHref={localizedPath("/", locale)} /> };
    case "admin":
      return { bannerManagement: () => <AdminSection /> };
  }
}

interface WholePageProps {
  /** Which page: its kind and, for kinds with several pages, the key of its data. */
  page: SectionedPage;
  /** The language of the page. */
  locale: LocaleCode;
  /** Called with the language the visitor picks in the navigation bar. */
  onLocaleChange: (code: LocaleCode) => void;
  /** The API's banners and products in the page's language (the home page shows them). */
  content: PageContent;
}

/** Signing in, in the stories: the answer the API gives an editor who is let in. */
const signedIn = async () => ({ kind: "ok", value: null }) as const;

/** The admin page as it is prerendered: its heading and the sign-in form (no banner data before signing in). */
function AdminSection() {
  const intl = useIntl();
  return (
    <Section headingLevel={1} title={intl.formatMessage({ id: ADMIN_PAGE.headingId })}>
      <SignInForm onSignIn={signedIn} className="mx-auto" />
    </Section>
  );
}

/** The home page's first heading, for assistive technology and search engines, as the site's view renders it. */
const HomeHeading = () => (
  <h1 className="sr-only">
    <FormattedMessage id={HOME_HERO.titleId} />
  </h1>
);

/**
 * A page as a visitor scrolls through it: the navigation bar, the page's sections in the order of
 * `PAGE_SECTIONS`, the footer and the WhatsApp button.
 */
function WholePage({ page, locale, onLocaleChange, content }: WholePageProps) {
  const renderers = sectionsOf(page, locale, content);
  const homeHref = localizedPath("/", locale);
  return (
    <div onClickCapture={stayOnPage}>
      <TopNav
        locale={locale}
        onLocaleChange={onLocaleChange}
        homeHref={homeHref}
        contactHref={contactSectionHref(locale)}
        mainContentId={MAIN_CONTENT_ID}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {page.kind === "home" && <HomeHeading />}
        {pageSections(page).map((key) => {
          const render = renderers[key];
          if (!render) throw new Error(`No component for the section "${key}" of a ${page.kind} page`);
          return (
            <div key={key} data-section={key} className="contents">
              {render()}
            </div>
          );
        })}
      </main>
      <Footer
        locale={locale}
        addresses={SAMPLE.addresses}
        supportEmail={SAMPLE.supportEmail}
        companyName={SAMPLE.companyName}
      />
      <WhatsAppButton phoneNumber={SAMPLE.whatsappNumber} />
    </div>
  );
}

const meta = {
  // Two levels, under the Pages group: Storybook lists a one-level title above every group, which
  // would put the pages second in the sidebar. The id keeps the stories' ids (`pages--home`).
  title: "Pages/Whole pages",
  id: "pages",
  component: WholePage,
  // The overview (pages.mdx) describes the group; a generated docs page would stack seven pages.
  // Every page in every language (decision 0160), as Chromatic photographs it.
  tags: ["!autodocs", "every-language"],
  args: { locale: "en", onLocaleChange: () => {}, content: { banners: [], products: [] } },
  argTypes: {
    page: { control: false },
    locale: { control: false, description: "Follows the toolbar's Language in these stories." },
    onLocaleChange: { control: false },
    content: { control: false, description: "Read from the mock API's seed, in the toolbar's Language." },
  },
  loaders: [async () => ({ content: await contentOfEveryLanguage() })],
  // The page is in the toolbar's language; choosing another in the navigation bar switches the
  // toolbar's, as the site moves to the same page in that language.
  render: function Render(args, { globals, loaded }) {
    const [, updateGlobals] = useGlobals();
    const locale = storyLocale(globals).code;
    const everyLanguage = loaded.content as Readonly<Record<LocaleCode, PageContent>>;
    return (
      <WholePage
        {...args}
        locale={locale}
        content={everyLanguage[locale]}
        onLocaleChange={(code) => updateGlobals({ locale: code })}
      />
    );
  },
  parameters: {
    layout: "fullscreen",
    // Chromatic photographs every page, in every language and width of its modes.
    chromatic: { disableSnapshot: false },
  },
  play: async ({ step, canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await step("the navigation bar, the page's sections in the site's order, then the footer", async () => {
      const main = canvas.getByRole("main");
      const sectionElements = [...main.children].filter((child) => child.hasAttribute("data-section"));
      const sections = sectionElements.map((child) => child.getAttribute("data-section"));
      await expect(sections, "the sections, top to bottom").toEqual(pageSections(args.page));
      for (const child of sectionElements) {
        await expect(child.childElementCount, `${child.getAttribute("data-section")} has content`).toBeGreaterThan(0);
      }
      // The bar's navigation comes first, the footer (the page's content information) last.
      const navigation = canvas.getAllByRole("navigation")[0]!;
      const footer = canvas.getByRole("contentinfo");
      await expect(
        navigation.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING,
        "bar above",
      ).toBeTruthy();
      await expect(
        main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
        "footer below",
      ).toBeTruthy();
    });
    await step("finds the page's one level-1 heading, as on the site", async () => {
      await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    });
    const formSections = pageSections(args.page).filter((key): key is FormSectionKey => key in FORM_SECTIONS);
    for (const key of formSections) {
      const copy = FORM_SECTIONS[key];
      const title = storyMessage(globals, copy.titleId);
      await step(`finds the form section "${title}" where the site has it, at #${copy.anchorId}`, async () => {
        const region = canvas.getByRole("region", { name: sameText(title) });
        await expect(region).toHaveAttribute("id", copy.anchorId);
        await expect(region).toHaveAttribute("data-slot", "form-section");
        await expect(region.parentElement).toHaveAttribute("data-section", key);
      });
    }
  },
} satisfies Meta<typeof WholePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page the route table marks as its kind's sample: the one the site's visual checks, page
 * weight and Lighthouse runs use, photographed here too.
 */
function samplePage(kind: "product" | "landing" | "promo" | "course"): SectionedPage {
  const route = ROUTES.find((entry) => entry.kind === kind && "sample" in entry && entry.sample);
  if (!route) throw new Error(`The route table marks no ${kind} page as sample`);
  return route as SectionedPage;
}

/** The home page: banners, why choose us, the life cycle, services, technologies, products, testimonials and the enquiry form. */
export const Home: Story = { args: { page: { kind: "home" } } };

/** A store product page with the feature grid (grocery, meat, milk and fashion; here the site's sample, meat). */
export const Product: Story = { name: "Product (feature grid)", args: { page: samplePage("product") } };

/** A store product page with the product video (electronics, home needs, beauty and furniture). */
export const ProductWithVideo: Story = {
  name: "Product (video)",
  args: { page: { kind: "product", data: "electronics" } },
};

/** A landing page (the site's sample, training; services and English training share its sections). */
export const Landing: Story = { args: { page: samplePage("landing") } };

/** A promo page: a landing page under a campaign address (the enquiry campaign puts its form after the hero). */
export const Promo: Story = { args: { page: samplePage("promo") } };

/** The enquiry campaign's promo page, which asks first: its form comes right after the hero. */
export const PromoFormFirst: Story = {
  name: "Promo (form first)",
  args: { page: { kind: "promo", data: "inquiry" } },
};

/** The learning area's overview: the courses and the enrolment form. */
export const Learn: Story = { args: { page: { kind: "learn" } } };

/** A course page (the site's sample, full stack development). */
export const Course: Story = { args: { page: samplePage("course") } };

/** The privacy policy, with the analytics opt-out. */
export const Privacy: Story = { args: { page: { kind: "privacy" } } };

/** The admin page as an editor first meets it: 'Bannermanagement' and the sign-in form. */
export const Admin: Story = { name: "Admin: banners", args: { page: { kind: "admin" } } };

/** The page of any address the site does not have. */
export const NotFound: Story = { name: "Not found", args: { page: { kind: "not-found" } } };
