import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import { cn } from "../../lib/cn.ts";

export type NotFoundMessageProps = Omit<ComponentProps<"section">, "children"> & {
  /** The home page of the visitor's language, e.g. `/` or `/gr/`: where 'Back to home' leads. */
  homeHref: string;
};

/**
 * The whole content of the not-found page: a heading saying the page does not exist, one sentence
 * on what may have happened, and 'Back to home', centred under the navigation bar.
 */
export function NotFoundMessage({ homeHref, className, ...props }: NotFoundMessageProps) {
  const intl = useIntl();
  return (
    <section
      data-slot="not-found-message"
      className={cn("mx-auto max-w-3xl px-gutter py-section text-center", className)}
      {...props}
    >
      <h1 className="text-3xl font-bold text-brand-900">{intl.formatMessage({ id: "notFound.title" })}</h1>
      <p className="mt-4 text-ink-muted">{intl.formatMessage({ id: "notFound.description" })}</p>
      <a
        href={homeHref}
        className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 forced-colors:border"
      >
        {intl.formatMessage({ id: "notFound.backHome" })}
      </a>
    </section>
  );
}
