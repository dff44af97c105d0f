import { useLocation } from "react-router";
import type { RouteKey } from "@studio/content";
import { routeOfPath } from "../lib/seo.ts";

/** The route-table page the visitor is on (route modules serve several pages each). */
export function useCurrentPage(): RouteKey {
  const { pathname } = useLocation();
  const route = routeOfPath(pathname);
  if (!route) throw new Error(`No page of the route table has the address ${pathname}`);
  return route.key;
}
