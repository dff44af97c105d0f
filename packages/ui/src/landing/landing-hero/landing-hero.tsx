import { useId, type ComponentProps, type MouseEvent } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ArrowRight } from "lucide-react";
import { useIntl } from "react-intl";
import { LANDING_PAGES, type LandingPage } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { cn } from "../../lib/cn.ts";
import { keepHref, type LocalizeHref } from "../localize-href.ts";

const landingHeroVariants = cva("relative isolate overflow-hidden py-20 md:py-28", {
  variants: {
    tone: {
      /** Dark brand band with light text. */
      brand: "bg-brand-950 text-white",
      /** Light tinted band with dark text. */
      light: "bg-brand-50 text-ink",
    },
  },
  defaultVariants: { tone: "brand" },
});

export type LandingHeroProps = Omit<ComponentProps<"section">, "children"> &
  VariantProps<typeof landingHeroVariants> & {
    /** `brand`: white text on the dark blue backdrop; `light`: dark text on pale blue. Default `brand`. */
    tone?: "brand" | "light";
    /** Headline, tagline and the two buttons of the landing page. Defaults to the training page's. */
    hero?: LandingPage["hero"];
    /** Adds the language prefix to site paths (anchors pass through). Defaults to the data's target. */
    localizeHref?: LocalizeHref;
    /**
     * Called when the visitor activates 'Contact Us' (an in-page jump to the contact section); the
     * site may scroll smoothly and call `event.preventDefault()`.
     */
    onContactClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  };

/**
 * The opening band of a training, services or promo landing page: the headline (the page's
 * `<h1>`), a tagline, 'Explore Courses'/'Explore Services' and 'Contact Us', which jumps to the
 * page's contact form.
 */
export function LandingHero({
  hero = LANDING_PAGES.training.hero,
  localizeHref: localizeHrefProp,
  onContactClick,
  tone = "brand",
  className,
  ...props
}: LandingHeroProps) {
  const localizeHref = localizeHrefProp ?? keepHref;
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      data-slot="landing-hero"
      aria-labelledby={titleId}
      className={cn(landingHeroVariants({ tone }), className)}
      {...props}
    >
      <HeroBackdrop tone={tone ?? "brand"} />
      <div className="mx-auto max-w-7xl px-gutter">
        <div className="max-w-3xl">
          <h1 id={titleId} className="text-4xl font-bold tracking-tight text-balance md:text-display">
            {intl.formatMessage({ id: hero.titleId })}
          </h1>
          <p
            className={cn("mt-6 max-w-2xl text-lg md:text-xl", tone === "light" ? "text-ink-muted" : "text-brand-100")}
          >
            {intl.formatMessage({ id: hero.taglineId })}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild variant={tone === "light" ? "primary" : "accent"} size="lg">
              <a href={localizeHref(hero.explore.href)}>
                {intl.formatMessage({ id: hero.explore.labelId })}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild variant={tone === "light" ? "secondary" : "inverse"} size="lg">
              <a href={localizeHref(hero.contact.href)} onClick={onContactClick}>
                {intl.formatMessage({ id: hero.contact.labelId })}
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Soft circles and a dot grid behind the text (decorative). */
function HeroBackdrop({ tone }: { tone: "brand" | "light" }) {
  const ink = tone === "light" ? "#2f4ac0" : "#b8caff";
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-0 -z-10 size-full"
      preserveAspectRatio="xMaxYMid slice"
      viewBox="0 0 1280 560"
    >
      <circle cx="1120" cy="120" r="260" fill={ink} opacity="0.1" />
      <circle cx="1240" cy="520" r="180" fill={tone === "light" ? "#fb923c" : "#f97316"} opacity="0.12" />
      <g fill={ink} opacity="0.25">
        {Array.from({ length: 8 * 6 }, (_, index) => (
          <circle key={index} cx={820 + (index % 8) * 28} cy={300 + Math.floor(index / 8) * 28} r="2.5" />
        ))}
      </g>
    </svg>
  );
}

export { landingHeroVariants };
