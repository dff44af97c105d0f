import { useId, type ComponentProps } from "react";
import { ArrowRight } from "lucide-react";
import { useIntl } from "react-intl";
import { LANDING_PAGES, type LandingPage } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { LandingArtwork } from "../landing-artwork/landing-artwork.tsx";
import { keepHref, type LocalizeHref } from "../localize-href.ts";

export type LandingCardsProps = Omit<ComponentProps<typeof Section>, "title" | "lead" | "children"> & {
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** Title, intro and the three cards of the landing page. Defaults to the training page's. */
  cards?: LandingPage["cards"];
  /** Adds the language prefix to site paths. Defaults to the data's target. */
  localizeHref?: LocalizeHref;
};

/**
 * The three-card section of a landing page (courses or services): each card has its picture,
 * title, a short description and a 'Learn more' link named after the card.
 */
export function LandingCards({
  cards = LANDING_PAGES.training.cards,
  localizeHref: localizeHrefProp,
  align = "center",
  ...props
}: LandingCardsProps) {
  const localizeHref = localizeHrefProp ?? keepHref;
  const intl = useIntl();
  const idPrefix = useId();
  return (
    <Section
      data-slot="landing-cards"
      align={align}
      title={intl.formatMessage({ id: cards.titleId })}
      lead={intl.formatMessage({ id: cards.introId })}
      {...props}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.items.map((card) => {
          const titleId = `${idPrefix}-${card.key}-title`;
          const linkId = `${idPrefix}-${card.key}-link`;
          return (
            <li
              key={card.key}
              data-slot="landing-card"
              data-key={card.key}
              className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card"
            >
              <LandingArtwork artwork={card.image} className="aspect-video" />
              <div className="flex flex-1 flex-col p-6">
                <h3 id={titleId} className="text-xl font-semibold text-brand-900">
                  {intl.formatMessage({ id: card.titleId })}
                </h3>
                <p className="mt-2 flex-1 text-ink-muted">{intl.formatMessage({ id: card.descId })}</p>
                {/* Named "Learn more <card title>": several cards share the visible label. The title is
                    text of the link (visually hidden), so any reader of the link's text gets it. */}
                <a
                  id={linkId}
                  href={localizeHref(card.link.href)}
                  className={
                    "mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-brand-700 " +
                    "underline-offset-4 hover:text-brand-900 hover:underline " +
                    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  }
                >
                  {intl.formatMessage({ id: card.link.labelId })}
                  <span className="sr-only"> {intl.formatMessage({ id: card.titleId })}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
