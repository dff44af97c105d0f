import { useIntl } from "react-intl";
import { HOME_CONTACT_COPY, localizedPath, ROUTE_PATHS } from "@studio/content";
import {
  BannerCarousel,
  HomeEnquiryForm,
  Lifecycle,
  ProductShowcase,
  Section,
  ServicesAccordion,
  TechShowcase,
  Testimonials,
  WhyChoose,
} from "@studio/ui";
import { api } from "../shell/api.ts";
import { useLanguage } from "../shell/language.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import { BOOK_DEMO_SECTION_ID, CONTACT_SECTION_ID } from "../shell/section-ids.ts";
import { useRemoteList } from "../shell/use-remote-list.ts";

export default function Home() {
  const intl = useIntl();
  const { locale } = useLanguage();
  const banners = useRemoteList((signal) => api.getBanners(locale, { signal }), [locale]).items;
  const products = useRemoteList((signal) => api.getProducts(locale, { signal }), [locale]);

  return (
    <>
      <PageMeta titleId="meta.home.title" descriptionId="meta.home.description" />
      <h1 className="sr-only">{intl.formatMessage({ id: "home.hero.title" })}</h1>
      <BannerCarousel banners={banners} imageUrl={api.bannerImageUrl} />
      <WhyChoose />
      <Lifecycle />
      <ServicesAccordion />
      <TechShowcase />
      <ProductShowcase
        products={products.items}
        loading={!products.settled}
        imageUrl={api.productImageUrl}
        productHref={(product) => localizedPath(product.productPath, locale)}
      />
      <Testimonials
        locale={locale}
        bookDemoHref={`${localizedPath(ROUTE_PATHS.groceryProduct, locale)}#${BOOK_DEMO_SECTION_ID}`}
      />
      <Section
        id={CONTACT_SECTION_ID}
        tone="muted"
        title={intl.formatMessage({ id: HOME_CONTACT_COPY.titleId })}
        lead={intl.formatMessage({ id: HOME_CONTACT_COPY.leadId })}
      >
        <HomeEnquiryForm className="max-w-3xl" onSubmit={(body) => api.postSiteContactUs(body)} />
      </Section>
    </>
  );
}
