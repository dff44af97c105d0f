import { useLocation } from "react-router";
import { useIntl } from "react-intl";
import type { MessageId } from "@studio/content";
import { siteConfig } from "../lib/config.ts";
import {
  absoluteUrl,
  cleanPath,
  isIndexable,
  localizedUrls,
  pageMeta,
  routeOfPath,
  type HeadDescriptor,
} from "../lib/seo.ts";
import { useLanguage } from "./language.tsx";

function HeadTag({ tag }: { tag: HeadDescriptor }) {
  if ("title" in tag) return <title>{tag.title}</title>;
  if ("tagName" in tag) {
    return tag.rel === "canonical" ? (
      <link rel="canonical" href={tag.href} />
    ) : (
      <link rel="alternate" hrefLang={tag.hrefLang} href={tag.href} />
    );
  }
  if ("property" in tag) return <meta property={tag.property} content={tag.content} />;
  return <meta name={tag.name} content={tag.content} />;
}

/**
 * The page's head in the current language: title, description, canonical URL, hreflang alternates
 * of every language the page exists in (+ x-default), robots `noindex` for pages kept out of search
 * results (and for addresses outside the route table), and Open Graph tags. React hoists them into
 * `<head>`, both in the prerendered HTML and after a client-side navigation.
 */
export function PageMeta({
  titleId,
  descriptionId,
  values,
}: {
  /** Document title. */
  titleId: MessageId;
  /** Meta description (also og:description). */
  descriptionId?: MessageId;
  /** ICU arguments of the title and description. */
  values?: Record<string, string | number>;
}) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { pathname } = useLocation();
  const path = cleanPath(pathname);
  const route = routeOfPath(path);
  const tags = pageMeta({
    title: intl.formatMessage({ id: titleId }, values),
    ...(descriptionId ? { description: intl.formatMessage({ id: descriptionId }, values) } : {}),
    url: absoluteUrl(siteConfig.siteUrl, path),
    locale,
    alternates: route ? localizedUrls(siteConfig.siteUrl, route.key) : [],
    noindex: !route || !isIndexable(route.key),
    siteName: siteConfig.companyName,
  });
  return (
    <>
      {tags.map((tag, index) => (
        <HeadTag key={index} tag={tag} />
      ))}
    </>
  );
}
