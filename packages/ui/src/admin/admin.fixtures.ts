import type { AdminBannerList, AdminResult, SaveBanners } from "@studio/api/admin";
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
