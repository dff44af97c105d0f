import type { AdminBannerList, AdminResult, AuditEntry, PictureUpload, SaveBanners } from "@studio/api/admin";
import { BANNER_PICTURE, LOCALE_CODES, type LocaleCode } from "@studio/content";
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

/**
 * A picture file as an editor would choose one, drawn in the browser: a PNG of the given size
 * (rounded to whole pixels), a diagonal gradient with a darker band, named `banner.png`.
 */
export async function storyPictureFile(width: number, height: number): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const context = canvas.getContext("2d")!;
  const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, "hsl(200 65% 62%)");
  gradient.addColorStop(1, "hsl(260 60% 38%)");
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "hsl(260 60% 20% / 0.5)";
  context.fillRect(0, canvas.height * 0.6, canvas.width, canvas.height * 0.4);
  const blob = await new Promise<Blob>((done, fail) =>
    canvas.toBlob((made) => (made ? done(made) : fail(new Error("The canvas made no picture."))), "image/png"),
  );
  return new File([blob], "banner.png", { type: "image/png" });
}

/** What the API answers to an upload the stories accept: a stored picture of the carousel's size. */
export const STORY_UPLOAD: PictureUpload = {
  image: "0123456789abcdef0123456789abcdef.webp",
  width: BANNER_PICTURE.width,
  height: BANNER_PICTURE.height,
  bytes: 48_000,
};

/** An `onUpload` that stores every picture as {@link STORY_UPLOAD}. */
export function acceptUpload(): Promise<AdminResult<PictureUpload>> {
  return Promise.resolve({ kind: "ok", value: STORY_UPLOAD });
}
