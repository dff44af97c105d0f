import { useId, type MouseEvent } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ArrowUpRight, Quote } from "lucide-react";
import { useIntl } from "react-intl";
import {
  BOOK_DEMO_HREF,
  CAROUSEL_COPY,
  DEFAULT_LOCALE,
  LOCALES,
  NEW_TAB_HINT_ID,
  TESTIMONIALS_BY_LOCALE,
  TESTIMONIALS_COPY,
  TESTIMONIALS_INTERVAL_MS,
  TESTIMONIALS_VISIBLE,
  type LocaleCode,
  type Testimonial,
} from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { useAutoAdvance } from "../../lib/use-auto-advance.ts";
import { CarouselRotationButton, CarouselStepButton } from "../banner-carousel/carousel-controls.tsx";
import { ClientMonogram } from "./client-monogram.tsx";

const testimonialCardVariants = cva("flex-col rounded-xl p-6 sm:p-8", {
  variants: {
    tone: {
      /** White card with a soft shadow, on the white page. */
      elevated: "border border-line bg-surface shadow-card",
      /** Tinted card without shadow. */
      muted: "bg-surface-muted",
    },
  },
  defaultVariants: { tone: "elevated" },
});

/**
 * Which of the visible cards each width shows: the first always, the second from 768 px
 * (tablet), the third from 1024 px (desktop). Hidden cards are `display: none`, so they are out
 * of the accessibility tree too.
 */
const CARD_VISIBILITY = ["flex", "hidden md:flex", "hidden lg:flex"] as const;

/** Grid columns by the number of cards shown at the widest. */
const GRID_COLUMNS: Readonly<Record<number, string>> = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
};

/** Props of {@link Testimonials}: `Section` props (without title, eyebrow, tone) plus cards and rotation settings. */
export type TestimonialsProps = Omit<SectionProps, "title" | "children" | "eyebrow" | "tone"> &
  VariantProps<typeof testimonialCardVariants> & {
    /**
     * The cards' look:
     * - `elevated`: White card with a soft shadow, on the white page.
     * - `muted`: Tinted card without shadow.
     *
     * Default `elevated`.
     */
    tone?: "elevated" | "muted";
    /**
     * The testimonials to rotate, in order. Default: the four of the page's language
     * (`TESTIMONIALS_BY_LOCALE`). An empty list shows the headline and 'Book a Demo.' only.
     */
    testimonials?: readonly Testimonial[];
    /** The page's language, for the default testimonials. Default: the react-intl locale. */
    locale?: LocaleCode;
    /**
     * Where 'Book a Demo.' leads. Default `BOOK_DEMO_HREF` (the grocery product page, unprefixed);
     * the site passes the address in the page's language.
     */
    bookDemoHref?: string;
    /** Called when 'Book a Demo.' is pressed (the site scrolls down two viewport heights). */
    onBookDemoClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
    /** Time before the cards move on by one, in milliseconds. Default `TESTIMONIALS_INTERVAL_MS` (3 s). */
    intervalMs?: number;
    /** Whether rotation starts on its own. Default `true`; it never does under reduced motion. */
    autoPlay?: boolean;
    /** Overrides the visitor's `prefers-reduced-motion` setting (stories and tests). */
    reducedMotion?: boolean;
    /** Testimonial shown first. Default 0. */
    initialIndex?: number;
  };

/**
 * The client testimonials of the home page: the headline 'Unlimited audiences.' /
 * 'Unlimited Success.', a 'Book a Demo.' link, and a carousel of quote cards — three at a time on
 * desktop (two on tablets, one on phones) — whose first card moves on by one every 3 s, wrapping
 * at the end. Each card shows the quote and the client's name and logo, linking to the client's
 * site in a new tab.
 *
 * APG carousel: a group announced as a carousel and named 'What our clients say', with pause/play,
 * previous and next first; each card a group announced as a slide, "2 of 4". The cards are a live
 * region only while rotation is stopped. Rotation holds on hover and focus and never starts on its
 * own under reduced motion.
 */
export function Testimonials({
  testimonials: testimonialsProp,
  locale: localeProp,
  bookDemoHref = BOOK_DEMO_HREF,
  onBookDemoClick,
  intervalMs = TESTIMONIALS_INTERVAL_MS,
  autoPlay = true,
  reducedMotion,
  initialIndex = 0,
  tone,
  className,
  ...props
}: TestimonialsProps) {
  const intl = useIntl();
  const labelId = useId();
  const cardsId = useId();
  const locale = localeProp ?? LOCALES.find((entry) => entry.tag === intl.locale)?.code ?? DEFAULT_LOCALE;
  const testimonials = testimonialsProp ?? TESTIMONIALS_BY_LOCALE[locale];
  const total = testimonials.length;
  const carousel = useAutoAdvance({ count: total, intervalMs, autoPlay, reducedMotion, initialIndex });
  const shown = Math.min(TESTIMONIALS_VISIBLE, total);
  const visible = Array.from({ length: shown }, (_, offset) => (carousel.index + offset) % total);
  const newTabHint = intl.formatMessage({ id: NEW_TAB_HINT_ID });

  return (
    <Section
      data-slot="testimonials"
      title={
        <>
          <span className="block">{intl.formatMessage({ id: TESTIMONIALS_COPY.headlineAudiencesId })}</span>{" "}
          <span className="block text-accent-700">
            {intl.formatMessage({ id: TESTIMONIALS_COPY.headlineSuccessId })}
          </span>
        </>
      }
      eyebrow={<span id={labelId}>{intl.formatMessage({ id: TESTIMONIALS_COPY.regionLabelId })}</span>}
      className={className}
      {...props}
    >
      <Button asChild variant="accent" size="lg" className="-mt-4 mb-10">
        <a href={bookDemoHref} data-slot="testimonials-book-demo" onClick={onBookDemoClick}>
          {intl.formatMessage({ id: TESTIMONIALS_COPY.bookDemoId })}
        </a>
      </Button>

      {total > 0 ? (
        <div
          role="group"
          data-slot="testimonials-carousel"
          data-index={carousel.index}
          data-playing={carousel.playing}
          aria-roledescription={intl.formatMessage({ id: CAROUSEL_COPY.roleDescriptionId })}
          aria-labelledby={labelId}
          {...carousel.containerProps}
        >
          {total > 1 ? (
            <div data-slot="testimonials-controls" className="mb-4 flex items-center gap-2 md:justify-end">
              <CarouselRotationButton playing={carousel.playing} onToggle={carousel.toggle} className="me-2" />
              <CarouselStepButton direction="previous" aria-controls={cardsId} onClick={carousel.previous} />
              <CarouselStepButton direction="next" aria-controls={cardsId} onClick={carousel.next} />
            </div>
          ) : null}
          <div
            id={cardsId}
            data-slot="testimonials-cards"
            aria-live={carousel.rotating ? "off" : "polite"}
            className={cn("grid gap-6", GRID_COLUMNS[shown])}
          >
            {visible.map((position, offset) => {
              const testimonial = testimonials[position]!;
              return (
                <div
                  key={testimonial.id}
                  role="group"
                  data-slot="testimonial-card"
                  aria-roledescription={intl.formatMessage({ id: CAROUSEL_COPY.slideRoleDescriptionId })}
                  aria-label={intl.formatMessage({ id: CAROUSEL_COPY.slideLabelId }, { number: position + 1, total })}
                  className={cn(testimonialCardVariants({ tone }), CARD_VISIBILITY[offset])}
                >
                  <Quote aria-hidden="true" className="size-8 shrink-0 text-accent-700" />
                  <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
                    <p>{intl.formatMessage({ id: testimonial.descId })}</p>
                  </blockquote>
                  <a
                    href={testimonial.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-slot="testimonial-client-link"
                    aria-label={[
                      intl.formatMessage({ id: TESTIMONIALS_COPY.clientLinkId }, { client: testimonial.client }),
                      newTabHint,
                    ].join(" ")}
                    className={cn(
                      "mt-6 inline-flex min-h-11 items-center gap-3 self-start rounded-md font-semibold text-brand-700",
                      "hover:underline hover:underline-offset-4",
                      "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                    )}
                  >
                    <ClientMonogram logo={testimonial.logo} />
                    <span>{testimonial.client}</span>
                    <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
                  </a>
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
    </Section>
  );
}

export { testimonialCardVariants };
