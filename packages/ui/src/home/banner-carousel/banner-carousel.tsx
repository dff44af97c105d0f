import { useId, type ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import { bannerImageUrl, type Banner } from "@studio/api";
import { BANNER_COPY, BANNER_INTERVAL_MS, CAROUSEL_COPY, SHELL_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { useAutoAdvance } from "../../lib/use-auto-advance.ts";
import { CarouselRotationButton, CarouselStepButton } from "./carousel-controls.tsx";

const bannerCarouselVariants = cva("relative h-banner overflow-hidden bg-brand-950 text-white");

const bannerTextVariants = cva("relative mx-auto flex h-full max-w-7xl flex-col justify-center px-gutter pt-8", {
  variants: {
    align: {
      /** Text starts at the left edge of the site's width container. */
      start: "items-start text-start",
      /** Text centred, for short messages. */
      center: "items-center text-center",
    },
  },
  defaultVariants: { align: "start" },
});

const bannerControlsVariants = cva("mx-auto flex max-w-7xl items-center gap-1 px-gutter pb-4 sm:gap-2", {
  variants: {
    align: { start: "justify-start", center: "justify-center" },
  },
  defaultVariants: { align: "start" },
});

/** Intrinsic size of a banner picture (it covers the 450 px high slide; the box never depends on it). */
const BANNER_IMAGE_SIZE = { width: 1440, height: 450 } as const;

/** Picture URL of a banner served by the page's own origin: `/api/bannerimages/{imageName}`. */
export function defaultBannerImageUrl(imageName: string): string {
  return bannerImageUrl("", imageName);
}

/** Props of {@link BannerCarousel}: a `<section>`'s props plus the banners and rotation settings. */
export type BannerCarouselProps = Omit<ComponentProps<"section">, "children"> &
  VariantProps<typeof bannerTextVariants> & {
    /**
     * Where the text sits:
     * - `start`: Text starts at the left edge of the site's width container.
     * - `center`: Text centred, for short messages.
     *
     * Default `start`.
     */
    align?: "start" | "center";
    /**
     * The banners to show, in order, already resolved for the page's language (`resolveBanners`
     * of `@studio/api`: the language's list, or the English list when it is empty). An empty list
     * renders a neutral block of the same height, so nothing moves when banners arrive (with
     * `loading`, the banner's skeleton on it).
     */
    banners: readonly Banner[];
    /**
     * The banners are still being read. With none yet, the 450 px block shows where the title and
     * description will come as pulsing bars (still under reduced motion), is `aria-busy` and says
     * 'Loading…'. Default `false`.
     */
    loading?: boolean;
    /**
     * Turns a banner's image file name into its URL. Defaults to the page's own origin
     * (`/api/bannerimages/{imageName}`); the site passes `bannerImageUrl` with its API base URL.
     */
    imageUrl?: (imageName: string) => string;
    /** Time each banner stays, in milliseconds. Default `BANNER_INTERVAL_MS` (4 s). */
    intervalMs?: number;
    /** Whether rotation starts on its own. Default `true`; it never does under reduced motion. */
    autoPlay?: boolean;
    /** Overrides the visitor's `prefers-reduced-motion` setting (stories and tests). */
    reducedMotion?: boolean;
    /** Banner shown first. Default 0. */
    initialIndex?: number;
  };

/**
 * The banner carousel at the top of the home page: 450 px high, one banner at a
 * time — title and description (clamped to three lines) over its darkened picture — advancing
 * every 4 s and wrapping to the first.
 *
 * WAI-ARIA APG carousel: a region announced as a carousel, the pause/play button first, then
 * previous, one indicator bar per banner ("Show slide 2 of 4", the current one `aria-current`) and
 * next. Each banner is a group announced as a slide, "2 of 4"; hidden banners are inert. The
 * slides are a live region only while rotation is stopped, so moving by hand is announced and
 * rotation is not. Rotation holds while the pointer is over the carousel or focus is inside, and
 * never starts on its own under reduced motion. Pictures are decorative (empty `alt`): the text is
 * the content, and a gradient overlay keeps white text above 4.5:1 even over a white picture.
 */
export function BannerCarousel({
  banners,
  loading = false,
  imageUrl,
  intervalMs = BANNER_INTERVAL_MS,
  autoPlay = true,
  reducedMotion,
  initialIndex = 0,
  align,
  className,
  ...props
}: BannerCarouselProps) {
  const intl = useIntl();
  const slidesId = useId();
  const total = banners.length;
  const carousel = useAutoAdvance({ count: total, intervalMs, autoPlay, reducedMotion, initialIndex });
  const { index, containerProps } = carousel;

  const emptyBlock = cn(bannerCarouselVariants(), "bg-linear-to-br from-brand-700 to-brand-950", className);
  if (total === 0 && loading) {
    // Forced colours drop the fill: the skeleton's bars are outlined there instead (decision 0163).
    const bar = "rounded-md bg-white/15 motion-safe:animate-pulse forced-colors:border";
    return (
      <section
        data-slot="banner-carousel"
        data-state="loading"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: BANNER_COPY.regionLabelId })}
        className={emptyBlock}
        {...props}
      >
        <p className="sr-only">{intl.formatMessage({ id: SHELL_COPY.loadingId })}</p>
        <div
          data-slot="banner-carousel-skeleton"
          aria-hidden="true"
          className={cn(bannerTextVariants({ align }), "w-full gap-3 pb-8")}
        >
          <div className={cn("h-9 w-full max-w-xl md:h-12", bar)} />
          <div className={cn("h-9 w-2/3 max-w-md md:h-12", bar)} />
          <div className={cn("mt-3 h-5 w-full max-w-2xl", bar)} />
          <div className={cn("h-5 w-5/6 max-w-xl", bar)} />
        </div>
      </section>
    );
  }
  if (total === 0) {
    return <div data-slot="banner-carousel" data-state="empty" aria-hidden="true" className={emptyBlock} />;
  }

  const hasControls = total > 1;

  return (
    <section
      data-slot="banner-carousel"
      data-index={index}
      data-playing={carousel.playing}
      aria-roledescription={intl.formatMessage({ id: CAROUSEL_COPY.roleDescriptionId })}
      aria-label={intl.formatMessage({ id: BANNER_COPY.regionLabelId })}
      className={cn(bannerCarouselVariants(), className)}
      {...props}
      // Last, so that hover and focus always hold the rotation (WCAG 2.2.2).
      {...containerProps}
    >
      {hasControls ? (
        // First in reading order (APG: the rotation control comes first), shown at the bottom.
        <div className="absolute inset-x-0 bottom-0 z-10">
          <div data-slot="banner-carousel-controls" className={bannerControlsVariants({ align })}>
            <CarouselRotationButton
              tone="dark"
              playing={carousel.playing}
              onToggle={carousel.toggle}
              className="me-1 sm:me-3"
            />
            <CarouselStepButton tone="dark" direction="previous" aria-controls={slidesId} onClick={carousel.previous} />
            <div className="flex items-center">
              {banners.map((banner, position) => (
                <button
                  key={banner._id}
                  type="button"
                  data-slot="banner-carousel-indicator"
                  aria-controls={slidesId}
                  aria-current={position === index ? "true" : undefined}
                  aria-label={intl.formatMessage({ id: CAROUSEL_COPY.showSlideId }, { number: position + 1, total })}
                  className="group inline-flex h-11 w-7 cursor-pointer items-center justify-center rounded-sm focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-white sm:w-10"
                  onClick={() => carousel.goTo(position)}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block w-4 rounded-pill transition-all duration-(--motion-base) sm:w-8",
                      position === index ? "h-2 bg-white" : "h-1.5 bg-white/55 group-hover:bg-white/85",
                      // Forced colours drop the fills that draw the bars: each bar is outlined in the
                      // theme's colour, the current one filled with its selection colour (decision 0163).
                      "forced-colors:border",
                      position === index && "forced-selected",
                    )}
                  />
                </button>
              ))}
            </div>
            <CarouselStepButton tone="dark" direction="next" aria-controls={slidesId} onClick={carousel.next} />
          </div>
        </div>
      ) : null}

      <div
        id={slidesId}
        data-slot="banner-carousel-slides"
        aria-live={carousel.rotating ? "off" : "polite"}
        className="relative h-full"
      >
        {banners.map((banner, position) => {
          const current = position === index;
          return (
            <div
              key={banner._id}
              role="group"
              data-slot="banner-carousel-slide"
              data-current={current}
              aria-roledescription={intl.formatMessage({ id: CAROUSEL_COPY.slideRoleDescriptionId })}
              aria-label={intl.formatMessage({ id: CAROUSEL_COPY.slideLabelId }, { number: position + 1, total })}
              aria-hidden={current ? undefined : "true"}
              inert={!current}
              className={cn(
                "absolute inset-0 transition-opacity duration-(--motion-slow) ease-(--ease-standard)",
                current ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              {banner.image ? (
                <img
                  src={(imageUrl ?? defaultBannerImageUrl)(banner.image)}
                  alt=""
                  // The first banner's picture is the page's largest paint: fetched at once, first.
                  loading={position === initialIndex ? "eager" : "lazy"}
                  fetchPriority={position === initialIndex ? "high" : "auto"}
                  decoding={position === initialIndex ? "sync" : "async"}
                  width={BANNER_IMAGE_SIZE.width}
                  height={BANNER_IMAGE_SIZE.height}
                  className="absolute inset-0 size-full object-cover"
                />
              ) : (
                <div aria-hidden="true" className="absolute inset-0 bg-linear-to-br from-brand-600 to-brand-950" />
              )}
              {/* Darkens every picture enough for white text (≥ 4.5:1 even over white). */}
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-brand-950/50 bg-linear-to-r from-brand-950/85 via-brand-950/55 to-brand-950/25"
              />
              <div
                data-slot="banner-carousel-text"
                className={cn(bannerTextVariants({ align }), hasControls ? "pb-24" : "pb-8")}
              >
                <h2 className="line-clamp-3 max-w-3xl text-3xl font-bold tracking-tight text-balance break-words md:text-5xl md:leading-tight">
                  {banner.title}
                </h2>
                <p
                  data-slot="banner-carousel-description"
                  className="mt-4 line-clamp-3 max-w-2xl text-base break-words text-brand-50 md:text-lg"
                >
                  {banner.desc}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export { bannerCarouselVariants, bannerTextVariants, bannerControlsVariants };
