import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import { PRODUCT_PAGE_COPY, getProductPage, type VerticalKey } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { VideoPosterIllustration } from "./video-poster-illustration.tsx";

/** A text track of the video (WebVTT). */
export interface VideoTextTrack {
  /** Address of the `.vtt` file. */
  src: string;
  /** BCP-47 language of the track, e.g. `de`. */
  srcLang: string;
  /** Name of the track in the player's menu (e.g. the language's own name). */
  label: string;
  /** `captions` (dialogue and sounds) or `subtitles` (translation); captions by default. */
  kind?: "captions" | "subtitles";
  /** Whether the track is on when the video starts. */
  default?: boolean;
}

export type ProductVideoProps = Omit<ComponentProps<typeof Section>, "title" | "lead" | "children"> & {
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** The vertical of the page; its product name titles the player. */
  vertical: VerticalKey;
  /**
   * Address of the product video. Without one the frame shows a drawn still of the store instead
   * of a player, never a broken one.
   */
  videoSrc?: string;
  /** `file`: a video file played by the browser's own `<video>` player; `embed`: a player page in an iframe. */
  videoType?: "file" | "embed";
  /** Captions or subtitles of a video file. */
  tracks?: readonly VideoTextTrack[];
  /** Still image shown before a video file plays. */
  poster?: string;
};

/**
 * The product video block of the pages that show a video between the highlights and the FAQ
 * (electronics, home needs, beauty, furniture): heading, a short text and a responsive 16:9 frame
 * with the browser's video player (with caption tracks) or an embedded player titled for
 * assistive technology. Without a video the frame shows a drawn still of the store.
 */
export function ProductVideo({
  vertical,
  videoSrc,
  videoType = "file",
  tracks = [],
  poster,
  align = "center",
  ...props
}: ProductVideoProps) {
  const intl = useIntl();
  const product = intl.formatMessage({ id: getProductPage(vertical).titleId });
  const playerTitle = intl.formatMessage({ id: PRODUCT_PAGE_COPY.videoTitleId }, { product });
  return (
    <Section
      data-slot="product-video"
      data-has-video={Boolean(videoSrc)}
      align={align}
      title={intl.formatMessage({ id: PRODUCT_PAGE_COPY.videoHeadingId })}
      lead={intl.formatMessage({ id: PRODUCT_PAGE_COPY.videoTextId })}
      {...props}
    >
      <div
        data-slot="product-video-frame"
        className={cn(
          "relative mx-auto aspect-video w-full max-w-4xl overflow-hidden rounded-xl bg-brand-950 shadow-menu",
        )}
      >
        {!videoSrc ? (
          <VideoPosterIllustration vertical={vertical} />
        ) : videoType === "embed" ? (
          <iframe
            src={videoSrc}
            title={playerTitle}
            className="absolute inset-0 size-full border-0"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          // Caption tracks come from the `tracks` prop (mapped below), which the rule cannot follow.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            className="absolute inset-0 size-full object-contain"
            controls
            preload="metadata"
            playsInline
            aria-label={playerTitle}
            {...(poster ? { poster } : {})}
          >
            <source src={videoSrc} />
            {tracks.map((track) => (
              <track
                key={`${track.kind ?? "captions"}-${track.srcLang}`}
                kind={track.kind ?? "captions"}
                src={track.src}
                srcLang={track.srcLang}
                label={track.label}
                default={track.default}
              />
            ))}
          </video>
        )}
      </div>
    </Section>
  );
}
