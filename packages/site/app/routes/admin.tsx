import { useIntl } from "react-intl";
import { ADMIN_PLACEHOLDER_PAGE } from "@studio/content";
import { PageMeta } from "../shell/page-meta.tsx";

/** /adminpanel: the admin area's placeholder screen (spec 2.1), kept out of search results. */
export default function AdminPanel() {
  const intl = useIntl();
  return (
    <>
      <PageMeta titleId={ADMIN_PLACEHOLDER_PAGE.metaTitleId} />
      <section className="mx-auto min-h-[50dvh] max-w-7xl px-gutter py-section">
        <h1 className="text-3xl font-bold text-brand-900">
          {intl.formatMessage({ id: ADMIN_PLACEHOLDER_PAGE.textId })}
        </h1>
      </section>
    </>
  );
}
