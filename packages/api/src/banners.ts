import type { LocaleCode } from "@studio/content";
import type { BannerRecord } from "./schemas.ts";

/** A banner ready to show: its picture already chosen by the fallback rules of docs/product.md#122-banners. */
export interface Banner {
  readonly _id: string;
  readonly title: string;
  readonly desc: string;
  /** File name under `/api/bannerimages/` (see `bannerImageUrl`), or `null` when no picture is known. */
  readonly image: string | null;
}

function present(image: string | null | undefined): string | null {
  return typeof image === "string" && image.trim() !== "" ? image : null;
}

function asBanner(record: BannerRecord, image: string | null): Banner {
  return { _id: record._id, title: record.title, desc: record.desc, image };
}

/**
 * The banners one language shows, from that language's list and the English list
 * (docs/product.md#122-banners):
 *
 * - English shows its own list (`own` and `english` are then the same list; either may be given).
 * - Another language shows its own list when it has banners. Each banner's picture is the English
 *   banner's picture at the same index when there is one, otherwise its own, otherwise the first
 *   English banner's picture.
 * - When the language's list is empty, or could not be read (`null`), the English list is shown.
 *
 * Returns `null` only when nothing could be read (the caller keeps what it shows), and `[]` when
 * the lists are known to be empty.
 */
export function resolveBanners(
  locale: LocaleCode,
  own: readonly BannerRecord[] | null,
  english: readonly BannerRecord[] | null,
): Banner[] | null {
  const englishBanners = english?.map((record) => asBanner(record, present(record.image))) ?? null;
  if (locale === "en") return (own ?? english)?.map((record) => asBanner(record, present(record.image))) ?? null;
  if (!own || own.length === 0) return englishBanners ?? (own ? [] : null);
  const firstEnglishImage = present(english?.[0]?.image);
  return own.map((record, index) =>
    asBanner(record, present(english?.[index]?.image) ?? present(record.image) ?? firstEnglishImage),
  );
}
