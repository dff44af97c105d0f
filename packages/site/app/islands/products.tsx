import { productImageUrl, type ProductRecord } from "@studio/api";
import { localizedPath, type LocaleCode } from "@studio/content";
import { ProductShowcase } from "@studio/ui";
import { siteConfig } from "../lib/site-config.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import { useRefreshedList } from "../shell/refresh.ts";
import messages from "virtual:island-messages";

export interface ProductsProps {
  locale: LocaleCode;
  /** The language's products as the API answered at build time (prerendered). */
  products: readonly ProductRecord[];
}

const imageUrl = (image: string) => productImageUrl(siteConfig.apiBaseUrl, image);

function RefreshedProducts({ locale, products }: ProductsProps) {
  const { items, settled } = useRefreshedList(products, async (signal) =>
    (await import("../shell/api.ts")).api.getProducts(locale, { signal }),
  );
  return (
    <ProductShowcase
      products={items}
      loading={items.length === 0 && !settled}
      imageUrl={imageUrl}
      productHref={(product) => localizedPath(product.productPath, locale)}
    />
  );
}

/** Island: the home page's product tabs, prerendered with the build's products. */
export function Products(props: ProductsProps) {
  return (
    <LanguageRoot locale={props.locale} messages={messages}>
      <RefreshedProducts {...props} />
    </LanguageRoot>
  );
}
