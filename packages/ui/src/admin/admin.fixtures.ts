import type { AdminBannerList, AdminResult, AuditEntry, SaveBanners } from "@studio/api/admin";
import { LOCALE_CODES, type LocaleCode } from "@studio/content";
import { STORY_BANNER_RECORDS } from "../home/banner-carousel/banner-carousel.fixtures.ts";

/**
 * Every language's banner list as the admin API answers it, for the stories: the mock API's seed
 * (Lithuanian's fifth banner has no picture, French's fifth its own, Portuguese none at all), each
 * at version `"v1"`.
 */
export const STORY_BANNER_LISTS: Readonly<Record<LocaleCode, AdminBannerList>> = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, { locale, version: '"v1"', banners: [...STORY_BANNER_RECORDS[locale]] }]),
) as Record<LocaleCode, AdminBannerList>;

/** An `onSave` answer as the API gives it after a successful save: the list saved, at the next version. */
export function savedAs(locale: LocaleCode, save: SaveBanners): AdminResult<AdminBannerList> {
  return {
    kind: "ok",
    value: {
      locale,
      version: `"v${Number(/\d+/.exec(save.version)?.[0] ?? 0) + 1}"`,
      banners: save.body.banners.map((banner, index) => ({
        _id: banner._id ?? `${locale}-new-${index}`,
        image: banner.image ?? null,
        title: banner.title,
        desc: banner.desc,
      })),
    },
  };
}

/**
 * A change log as the admin API answers it, newest first: a German retitle, an English reorder
 * and a new French banner, by two editors, on the morning of 8 June 2025 (UTC).
 */
export function storyAuditEntries(): AuditEntry[] {
  const { de, en, fr } = STORY_BANNER_LISTS;
  const retitled = de.banners.map((banner, index) => (index === 1 ? { ...banner, title: `${banner.title}!` } : banner));
  const reordered = [en.banners[1]!, en.banners[0]!, ...en.banners.slice(2)];
  const added = [
    ...fr.banners,
    { _id: "fr-banner-new", image: null, title: fr.banners[0]!.title, desc: fr.banners[0]!.desc },
  ];
  return [
    {
      id: "3",
      at: "2025-06-08T10:45:00Z",
      editor: "editor@studio.test",
      locale: "de",
      before: de.banners,
      after: retitled,
    },
    {
      id: "2",
      at: "2025-06-08T09:30:00Z",
      editor: "marketing@studio.test",
      locale: "en",
      before: en.banners,
      after: reordered,
    },
    {
      id: "1",
      at: "2025-06-08T09:05:00Z",
      editor: "editor@studio.test",
      locale: "fr",
      before: fr.banners,
      after: added,
    },
  ];
}
