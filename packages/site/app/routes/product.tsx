import { useIntl } from "react-intl";
import { DEMO_FORM, productPageOfRoute } from "@studio/content";
import {
  DemoBookingForm,
  FeatureGrid,
  ProductFaq,
  ProductHero,
  ProductHighlights,
  ProductVideo,
  Section,
} from "@studio/ui";
import { demoUrl } from "../lib/config.ts";
import { api } from "../shell/api.ts";
import { useCurrentPage } from "../shell/current-page.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { BOOK_DEMO_SECTION_ID } from "../shell/section-ids.ts";

/**
 * The eight store product pages (spec 2.4): product information with 'See Demo' (the live demo in
 * a new tab) and 'Contact Us' (down to the booking form), the highlights, the feature grid or the
 * product video, the FAQ and the demo-booking form, which posts to /api/product-query.
 */
export default function ProductRoute() {
  const intl = useIntl();
  const key = useCurrentPage();
  const page = productPageOfRoute(key);
  if (!page) throw new Error(`${key} is not a product page`);

  return (
    <>
      <PageMeta titleId={page.metaTitleId} descriptionId={page.metaDescriptionId} />
      <ProductHero vertical={page.key} demoUrl={demoUrl(page.demoPath)} contactHref={`#${BOOK_DEMO_SECTION_ID}`} />
      {page.hasHighlights ? <ProductHighlights /> : null}
      {page.middleSection === "featureGrid" ? <FeatureGrid /> : <ProductVideo vertical={page.key} />}
      <ProductFaq />
      <Section
        id={BOOK_DEMO_SECTION_ID}
        tone="muted"
        align="center"
        title={intl.formatMessage({ id: DEMO_FORM.headingId })}
        lead={intl.formatMessage({ id: DEMO_FORM.introId })}
      >
        <DemoBookingForm className="mx-auto max-w-3xl" onSubmit={(body) => api.postProductQuery(body)} />
      </Section>
    </>
  );
}
