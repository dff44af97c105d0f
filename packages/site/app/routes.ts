import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ROUTES, routeAddresses, type RouteKey } from "@studio/content";

/** The module that renders each page of the route table (one module serves pages of one kind). */
const PAGE_MODULES: { readonly [K in RouteKey]: string } = {
  home: "routes/home.tsx",
  adminPanel: "routes/admin.tsx",
  groceryProduct: "routes/product.tsx",
  meatProduct: "routes/product.tsx",
  milkProduct: "routes/product.tsx",
  fashionProduct: "routes/product.tsx",
  electronicsProduct: "routes/product.tsx",
  homeNeedsProduct: "routes/product.tsx",
  beautyProduct: "routes/product.tsx",
  furnitureProduct: "routes/product.tsx",
  promoInquiry: "routes/landing.tsx",
  promoServices: "routes/landing.tsx",
  promoEnglishCourses: "routes/landing.tsx",
  promoEnglishServices: "routes/landing.tsx",
  promoFrenchCourses: "routes/landing.tsx",
  promoFrenchServices: "routes/landing.tsx",
  trainingLanding: "routes/landing.tsx",
  servicesLanding: "routes/landing.tsx",
  englishTrainingLanding: "routes/landing.tsx",
  privacyPolicy: "routes/privacy.tsx",
  learn: "routes/learn.tsx",
  learnFullStackDev: "routes/course.tsx",
  learnAppDev: "routes/course.tsx",
  learnSoftwareTesting: "routes/course.tsx",
  learnPlacementTraining: "routes/course.tsx",
};

/** Every page of the route table at every address it has (one per language it exists in). */
const pages = ROUTES.flatMap(({ key }) =>
  routeAddresses(key).map(({ locale, path }) => {
    const id = `${key}-${locale}`;
    return path === "/" ? index(PAGE_MODULES[key], { id }) : route(path.slice(1), PAGE_MODULES[key], { id });
  }),
);

export default [
  ...pages,
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
