import type { ComponentProps } from "react";
import { ImageOff } from "lucide-react";
import { defaultBannerImageUrl } from "../home/banner-carousel/banner-carousel.tsx";
import { cn } from "../lib/cn.ts";

export interface BannerThumbnailProps extends ComponentProps<"div"> {
  /** The picture's name as the API stores it; without one, a crossed-out picture icon. */
  image: string | null | undefined;
  /** The picture's URL from its name (default: `/api/bannerimages/{name}` on the page's origin). */
  imageUrl?: ((imageName: string) => string) | undefined;
  /** Loads the picture only near the screen (a long list). */
  lazy?: boolean | undefined;
}

/**
 * A banner's picture in small, in the carousel's shape, as the admin shows it beside a banner
 * (BannerList) and above the picture's controls (PicturePicker). Decorative (`alt=""`): the text
 * beside it says whose picture it is. `children` lie over the picture (the list's drag handle).
 */
export function BannerThumbnail({ image, imageUrl, lazy, className, children, ...props }: BannerThumbnailProps) {
  return (
    <div className={cn("relative aspect-[32/9] overflow-hidden rounded bg-surface-muted", className)} {...props}>
      {children}
      {image ? (
        <img
          src={(imageUrl ?? defaultBannerImageUrl)(image)}
          alt=""
          loading={lazy ? "lazy" : undefined}
          className="size-full object-cover"
        />
      ) : (
        <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-6 text-ink-muted" />
      )}
    </div>
  );
}
