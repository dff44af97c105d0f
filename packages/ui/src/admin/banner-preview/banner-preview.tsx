import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useIntl } from "react-intl";
import type { Banner } from "@studio/api";
import { ADMIN_PREVIEW_COPY, ADMIN_PREVIEW_WIDTHS, getLocale, type LocaleCode } from "@studio/content";
import { BannerCarousel } from "../../home/banner-carousel/banner-carousel.tsx";
import { cn } from "../../lib/cn.ts";

/** Height of a banner on every screen, in CSS pixels (the carousel's `h-banner`). */
const BANNER_HEIGHT_PX = 450;

/** What the three-line clamp cuts at one width: the title, the description, both or neither. */
export interface PreviewCut {
  readonly title: boolean;
  readonly desc: boolean;
}

export type BannerPreviewProps = Omit<ComponentProps<"div">, "children"> & {
  /**
   * The banners of the language as visitors will get them (`resolveBanners`), the edited one with
   * its texts as typed: the carousel shows its controls with more than one, which leaves the text
   * less room.
   */
  banners: readonly Banner[];
  /** The place (0-based) of the banner being edited: the one the preview shows. */
  index: number;
  /** The banner's language (its texts are laid out and hyphenated in it). */
  locale: LocaleCode;
  /** Turns a picture's file name into its URL. Default: the page's own origin. */
  imageUrl?: (imageName: string) => string;
  /** The screen widths shown, in CSS pixels. Default `ADMIN_PREVIEW_WIDTHS` (phone, tablet, desktop). */
  widths?: readonly number[];
};

/**
 * Whether an element's text runs past its box (a line clamp hides the rest). The element lives in
 * the frame's document, whose classes are not this window's: no `instanceof` here.
 */
const isCut = (element: Element | null | undefined) => !!element && element.scrollHeight > element.clientHeight + 1;

/**
 * One screen width: a frame of that width, so the carousel lays itself out as it does on such a
 * screen (its breakpoints are the screen's), scaled down to the space there is, with the page's
 * own styles. Reports what the clamp cuts, measured in the frame once its fonts are in.
 */
function PreviewFrame({
  width,
  label,
  index,
  children,
  onMeasured,
  measureKey,
}: {
  width: number;
  label: string;
  /** Which slide to measure. */
  index: number;
  children: ReactNode;
  onMeasured: (cut: PreviewCut) => void;
  /** Changes whenever what is shown changes: the frame measures again. */
  measureKey: string;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);

  // The frame's document: the page's stylesheets, its language and its root classes, an empty body.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!frame || !doc) return;
    for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) {
      doc.head.append(sheet.cloneNode(true));
    }
    doc.documentElement.className = document.documentElement.className;
    doc.body.style.margin = "0";
    const root = doc.createElement("div");
    doc.body.append(root);
    setMount(root);
    return () => root.remove();
  }, []);

  // Scaled to the room there is, never up.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      const room = entry?.contentRect.width ?? width;
      setScale(Math.min(1, room / width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  // Measured in the frame, once its fonts are in: text past its three lines is cut.
  useEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!mount || !doc) return;
    let current = true;
    void doc.fonts.ready.then(() => {
      requestAnimationFrame(() => {
        if (!current) return;
        const slide = doc.querySelectorAll('[data-slot="banner-carousel-text"]')[index];
        onMeasured({
          title: isCut(slide?.querySelector("h2")),
          desc: isCut(slide?.querySelector('[data-slot="banner-carousel-description"]')),
        });
      });
    });
    return () => {
      current = false;
    };
  }, [mount, measureKey, onMeasured, index]);

  return (
    <div ref={boxRef} data-slot="banner-preview-frame" className="w-full">
      <div
        className="max-w-full overflow-hidden rounded-md border border-line"
        style={{ width: width * scale, height: BANNER_HEIGHT_PX * scale }}
      >
        <iframe
          ref={frameRef}
          title={label}
          // What it shows is read from the fields beside it: the frame is a picture of the result.
          tabIndex={-1}
          aria-hidden="true"
          className="block origin-top-left border-0"
          style={{ width, height: BANNER_HEIGHT_PX, transform: `scale(${scale})` }}
        />
      </div>
      {mount ? createPortal(children, mount) : null}
    </div>
  );
}

/**
 * The banner editor's live preview: the banner being edited, drawn by the real BannerCarousel
 * (still, among its language's banners) at a phone's, a tablet's and a desktop's width, each in a frame of that
 * width so the carousel's own breakpoints apply. Under each frame it says, measured in the frame,
 * whether the three-line clamp cuts the title or the description there, so an editor sees it
 * before visitors do.
 */
export function BannerPreview({
  banners,
  index,
  locale,
  imageUrl,
  widths = ADMIN_PREVIEW_WIDTHS,
  className,
  ...props
}: BannerPreviewProps) {
  const intl = useIntl();
  const [cuts, setCuts] = useState<Readonly<Record<number, PreviewCut>>>({});
  const shown = banners[index];
  const measureKey = `${banners.length} ${index}\n${shown?.title}\n${shown?.desc}\n${shown?.image ?? ""}`;
  const [measurers] = useState(() => new Map<number, (cut: PreviewCut) => void>());
  const measurerOf = (width: number) => {
    let measurer = measurers.get(width);
    if (!measurer) {
      measurer = (cut: PreviewCut) => setCuts((all) => ({ ...all, [width]: cut }));
      measurers.set(width, measurer);
    }
    return measurer;
  };

  return (
    <div data-slot="banner-preview" className={cn("flex flex-col gap-4", className)} {...props}>
      <h4 className="font-semibold text-ink">{intl.formatMessage({ id: ADMIN_PREVIEW_COPY.headingId })}</h4>
      <ul className="grid grid-cols-1 gap-4">
        {widths.map((width) => {
          const label = intl.formatMessage({ id: ADMIN_PREVIEW_COPY.widthId }, { width });
          const cut = cuts[width];
          const problems = cut
            ? [
                ...(cut.title ? [ADMIN_PREVIEW_COPY.titleCutId] : []),
                ...(cut.desc ? [ADMIN_PREVIEW_COPY.descCutId] : []),
              ]
            : [];
          return (
            <li
              key={width}
              data-slot="banner-preview-width"
              data-width={width}
              data-cut={problems.length > 0 || undefined}
            >
              <p className="mb-1 text-sm font-semibold text-ink-muted">{label}</p>
              <PreviewFrame
                width={width}
                label={label}
                index={index}
                onMeasured={measurerOf(width)}
                measureKey={measureKey}
              >
                <div lang={getLocale(locale).tag} inert>
                  <BannerCarousel
                    banners={banners}
                    initialIndex={index}
                    imageUrl={imageUrl}
                    autoPlay={false}
                    reducedMotion
                  />
                </div>
              </PreviewFrame>
              {cut ? (
                problems.length > 0 ? (
                  problems.map((id) => (
                    <p key={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium text-danger">
                      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span>{intl.formatMessage({ id })}</span>
                    </p>
                  ))
                ) : (
                  <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{intl.formatMessage({ id: ADMIN_PREVIEW_COPY.fitsId })}</span>
                  </p>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
