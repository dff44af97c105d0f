import { useIntl } from "react-intl";
import { localizedPath } from "@studio/content";
import { useLanguage } from "../shell/language.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

export default function NotFound() {
  const intl = useIntl();
  const { locale } = useLanguage();
  return (
    <>
      <PageMeta titleId="meta.notFound.title" descriptionId="notFound.description" />
      <section className="mx-auto max-w-3xl px-gutter py-section text-center">
        <h1 className="text-3xl font-bold text-brand-900">{intl.formatMessage({ id: "notFound.title" })}</h1>
        <p className="mt-4 text-ink-muted">{intl.formatMessage({ id: "notFound.description" })}</p>
        <a
          href={localizedPath("/", locale)}
          className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {intl.formatMessage({ id: "notFound.backHome" })}
        </a>
      </section>
    </>
  );
}
