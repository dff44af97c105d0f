import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { LOCALES } from "@studio/content";

/** The home page of every language: `/` for English, `/gr`, `/lt`, … for the others. */
const localizedHomes = LOCALES.filter((locale) => locale.pathPrefix).map((locale) =>
  route(locale.pathPrefix.slice(1), "routes/home.tsx", { id: `routes/home-${locale.code}` }),
);

export default [
  index("routes/home.tsx"),
  ...localizedHomes,
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
