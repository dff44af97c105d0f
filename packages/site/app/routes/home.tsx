import { useIntl } from "react-intl";
import { PageMeta } from "../shell/page-meta.tsx";

export default function Home() {
  const intl = useIntl();
  return (
    <>
      <PageMeta titleId="meta.home.title" descriptionId="meta.home.description" />
      <section className="mx-auto max-w-7xl px-gutter py-section">
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-brand-900 md:text-display">
          {intl.formatMessage({ id: "home.hero.title" })}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted">{intl.formatMessage({ id: "home.hero.lead" })}</p>
      </section>
    </>
  );
}
