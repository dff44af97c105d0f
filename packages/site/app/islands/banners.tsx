import { bannerImageUrl, type Banner } from "@studio/api";
import type { LocaleCode } from "@studio/content";
import { BannerCarousel } from "@studio/ui";
import { siteConfig } from "../lib/site-config.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import { useRefreshedList } from "../shell/refresh.ts";
import messages from "virtual:island-messages";

export interface BannersProps {
  locale: LocaleCode;
  /** The language's banners as the API answered at build time (prerendered). */
  banners: readonly Banner[];
}

const imageUrl = (name: string) => bannerImageUrl(siteConfig.apiBaseUrl, name);

function RefreshedBanners({ locale, banners }: BannersProps) {
  const { items, settled } = useRefreshedList(banners, async (signal) =>
    (await import("../shell/api.ts")).api.getBanners(locale, { signal }),
  );
  return <BannerCarousel banners={items} loading={items.length === 0 && !settled} imageUrl={imageUrl} />;
}

/** Island: the home page's banner carousel, prerendered with the build's banners. */
export function Banners(props: BannersProps) {
  return (
    <LanguageRoot locale={props.locale} messages={messages}>
      <RefreshedBanners {...props} />
    </LanguageRoot>
  );
}
