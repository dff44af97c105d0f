import { TopNav, type TopNavProps } from "../../navigation/top-nav/top-nav.tsx";

/**
 * Props of the page header.
 *
 * @deprecated Use `TopNavProps`; kept so existing imports keep compiling.
 */
export type SiteHeaderProps = TopNavProps;

/**
 * The header of every page: the same component as `TopNav` (skip link, logo, Products menu,
 * contact link, language switcher, mobile menu below 768 px).
 *
 * @deprecated Use `TopNav`; this alias keeps the site's existing `SiteHeader` import working.
 */
export const SiteHeader = TopNav;
