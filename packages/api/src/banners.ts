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

/**
 * Where a shown banner's picture comes from: the English banner at `index` (0-based), the
 * banner's own picture, or none at all.
 */
export type BannerPictureSource =
  { readonly from: "english"; readonly index: number } | { readonly from: "own" } | { readonly from: "none" };

/** A shown banner and where its picture comes from (the admin says so to the editor). */
export interface ExplainedBanner extends Banner {
  readonly picture: BannerPictureSource;
}

/**
 * What one language's visitors see: its own list (`own`), or the English list because it has no
 * banners of its own (`english`).
 */
export interface BannerExplanation {
  readonly shows: "own" | "english";
  readonly banners: readonly ExplainedBanner[];
}

function present(image: string | null | undefined): string | null {
  return typeof image === "string" && image.trim() !== "" ? image : null;
}

/** A banner with its own picture (or none). */
function ownPicture(record: BannerRecord): ExplainedBanner {
  const image = present(record.image);
  return {
    _id: record._id,
    title: record.title,
    desc: record.desc,
    image,
    picture: image ? { from: "own" } : { from: "none" },
  };
}

/**
 * The banners one language shows and why, from that language's list and the English list
 * (docs/product.md#122-banners):
 *
 * - English shows its own list (`own` and `english` are then the same list; either may be given).
 * - Another language shows its own list when it has banners. Each banner's picture is the English
 *   banner's picture at the same index when there is one, otherwise its own, otherwise the first
 *   English banner's picture.
 * - When the language's list is empty, or could not be read (`null`), the English list is shown.
 *
 * Returns `null` only when nothing could be read, and an empty list when the lists are known to be
 * empty.
 */
export function explainBanners(
  locale: LocaleCode,
  own: readonly BannerRecord[] | null,
  english: readonly BannerRecord[] | null,
): BannerExplanation | null {
  if (locale === "en") {
    const list = own ?? english;
    return list ? { shows: "own", banners: list.map(ownPicture) } : null;
  }
  if (!own || own.length === 0) {
    if (english) return { shows: "english", banners: english.map(ownPicture) };
    return own ? { shows: "own", banners: [] } : null;
  }
  const pictureAt = (index: number): ExplainedBanner["picture"] | null =>
    present(english?.[index]?.image) ? { from: "english", index } : null;
  return {
    shows: "own",
    banners: own.map((record, index) => {
      const picture = pictureAt(index) ??
        (present(record.image) ? { from: "own" as const } : pictureAt(0)) ?? { from: "none" as const };
      const image =
        picture.from === "english"
          ? present(english?.[picture.index]?.image)
          : picture.from === "own"
            ? present(record.image)
            : null;
      return { _id: record._id, title: record.title, desc: record.desc, image, picture };
    }),
  };
}

/**
 * The banners one language shows (see {@link explainBanners} for the rules). Returns `null` only
 * when nothing could be read (the caller keeps what it shows), and `[]` when the lists are known to
 * be empty.
 */
export function resolveBanners(
  locale: LocaleCode,
  own: readonly BannerRecord[] | null,
  english: readonly BannerRecord[] | null,
): Banner[] | null {
  return (
    explainBanners(locale, own, english)?.banners.map(({ _id, title, desc, image }) => ({ _id, title, desc, image })) ??
    null
  );
}

/**
 * The languages other than English whose visitors would see different pictures if the English list
 * changed from `before` to `after` (reordered, shortened, pictures replaced), because their banners
 * take the English banner's picture at the same index. `lists` holds every language's own list. A
 * language without banners of its own shows the English banners themselves, pictures and texts
 * together, so it is not named.
 */
export function languagesWithChangedPictures(
  lists: Readonly<Partial<Record<LocaleCode, readonly BannerRecord[]>>>,
  before: readonly BannerRecord[],
  after: readonly BannerRecord[],
): LocaleCode[] {
  const pictures = (locale: LocaleCode, english: readonly BannerRecord[]) =>
    (explainBanners(locale, lists[locale] ?? [], english)?.banners ?? []).map((banner) => banner.image).join("\n");
  return (Object.keys(lists) as LocaleCode[]).filter(
    (locale) =>
      locale !== "en" && (lists[locale]?.length ?? 0) > 0 && pictures(locale, before) !== pictures(locale, after),
  );
}
