import { cn } from "../lib/cn.ts";

/** Classes of the navigation bar's inline items (Products trigger, contact link): 44 px tall targets. */
export const navItemClasses = cn(
  "inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-ink",
  "transition-colors duration-(--motion-fast) hover:bg-brand-50 data-[state=open]:bg-brand-50",
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
);
