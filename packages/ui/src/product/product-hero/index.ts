export * from "./product-hero.tsx";
export * from "./storefront-illustration.tsx";
