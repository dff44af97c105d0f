import { useIntl } from "react-intl";
import { WHY_CHOOSE_CARDS, WHY_CHOOSE_TITLE_ID, type MessageId, type WhyChooseCard } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { WhyChooseArt } from "./why-choose-art.tsx";

export type WhyChooseProps = Omit<SectionProps, "title" | "children"> & {
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** Message id of the section heading. Defaults to 'Why Choose Us?' (`home.whyChoose.title`). */
  titleId?: MessageId;
  /**
   * The cards, in order: picture (artwork key), title and description ids. Defaults to the three
   * cards of @studio/content (expertise and innovation, cost-effectiveness, 24/7 support). With no
   * cards the section is not rendered.
   */
  cards?: readonly WhyChooseCard[];
};

/**
 * 'Why Choose Us?': a section landmark with its heading and a list of cards, each with a
 * decorative picture, a title (`<h3>`) and a description. One column on small screens, three from
 * 768 px.
 */
export function WhyChoose({
  titleId = WHY_CHOOSE_TITLE_ID,
  cards = WHY_CHOOSE_CARDS,
  align = "center",
  className,
  ...props
}: WhyChooseProps) {
  const intl = useIntl();
  if (cards.length === 0) return null;
  return (
    <Section
      data-slot="why-choose"
      title={intl.formatMessage({ id: titleId })}
      align={align}
      className={className}
      {...props}
    >
      <ul className={cn("grid gap-6", cards.length === 2 && "md:grid-cols-2", cards.length > 2 && "md:grid-cols-3")}>
        {cards.map((card) => (
          <li
            key={card.id}
            data-slot="why-choose-card"
            className="flex flex-col rounded-xl border border-line bg-surface p-6 shadow-card lg:p-8"
          >
            <WhyChooseArt image={card.image} className="mb-6" />
            <h3 className="text-xl font-semibold text-balance hyphens-auto text-ink">
              {intl.formatMessage({ id: card.titleId })}
            </h3>
            <p className="mt-3 leading-relaxed text-ink-muted">{intl.formatMessage({ id: card.descId })}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
