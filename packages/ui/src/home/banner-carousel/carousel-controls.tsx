import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useIntl } from "react-intl";
import { CAROUSEL_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";

const carouselControlVariants = cva(
  [
    "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-pill border",
    "transition-colors duration-(--motion-fast) focus-visible:outline-3 focus-visible:outline-offset-2",
    "[&_svg]:size-5 [&_svg]:shrink-0",
  ],
  {
    variants: {
      tone: {
        /** Over a darkened picture: white icon on a translucent dark disc. */
        dark: "border-white/70 bg-brand-950/50 text-white hover:bg-white/20 focus-visible:outline-white",
        /** On the page's light surfaces. */
        light: "border-line bg-surface text-brand-700 hover:bg-brand-50 focus-visible:outline-focus",
      },
    },
    defaultVariants: { tone: "light" },
  },
);

/** Props of {@link CarouselRotationButton}. */
export type CarouselRotationButtonProps = Omit<ComponentProps<"button">, "children" | "onClick"> &
  VariantProps<typeof carouselControlVariants> & {
    /**
     * Colours, for the background it sits on:
     * - `dark`: Over a darkened picture: white icon on a translucent dark disc.
     * - `light`: On the page's light surfaces.
     *
     * Default `light`.
     */
    tone?: "dark" | "light";
    /** Whether the slides rotate now (the button then offers to pause). */
    playing: boolean;
    /** Called when the visitor presses the button. */
    onToggle: () => void;
  };

/**
 * The visible pause/play button of a rotating section (WCAG 2.2.2). Its name says what it does
 * next ("Pause slideshow" while playing, "Play slideshow" while paused), as the APG carousel's
 * rotation control does.
 */
export function CarouselRotationButton({ playing, onToggle, tone, className, ...props }: CarouselRotationButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      data-slot="carousel-rotation"
      data-playing={playing}
      aria-label={intl.formatMessage({ id: playing ? CAROUSEL_COPY.pauseId : CAROUSEL_COPY.playId })}
      className={cn(carouselControlVariants({ tone }), className)}
      onClick={onToggle}
      {...props}
    >
      {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
    </button>
  );
}

/** Props of {@link CarouselStepButton}. */
export type CarouselStepButtonProps = Omit<ComponentProps<"button">, "children"> &
  VariantProps<typeof carouselControlVariants> & {
    /**
     * Colours, for the background it sits on:
     * - `dark`: Over a darkened picture: white icon on a translucent dark disc.
     * - `light`: On the page's light surfaces.
     *
     * Default `light`.
     */
    tone?: "dark" | "light";
    /** Which way the button moves: to the previous or the next slide. */
    direction: "previous" | "next";
  };

/** The previous/next button of a rotating section ("Previous slide", "Next slide"). */
export function CarouselStepButton({ direction, tone, className, ...props }: CarouselStepButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      data-slot={`carousel-${direction}`}
      aria-label={intl.formatMessage({
        id: direction === "previous" ? CAROUSEL_COPY.previousId : CAROUSEL_COPY.nextId,
      })}
      className={cn(carouselControlVariants({ tone }), className)}
      {...props}
    >
      {direction === "previous" ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </button>
  );
}

export { carouselControlVariants };
