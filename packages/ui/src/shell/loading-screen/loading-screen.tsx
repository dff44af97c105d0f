import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import { SHELL_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";

const loadingScreenVariants = cva("flex flex-col items-center justify-center gap-4 bg-surface text-ink", {
  variants: {
    variant: {
      /** While the location/domain check runs: 'Optimizing your experience...'. */
      optimizing: "",
      /** The start-up gate: 'Loading...'. */
      default: "",
    },
    cover: {
      /** Covers the whole window, above the navigation (the site's use). */
      screen: "fixed inset-0 z-[calc(var(--layer-nav)+1)]",
      /** Fills its container (documentation, previews). */
      container: "min-h-80 w-full",
    },
  },
  defaultVariants: { variant: "default", cover: "screen" },
});

const LOADING_MESSAGES = {
  optimizing: SHELL_COPY.loadingOptimizingId,
  default: SHELL_COPY.loadingId,
} as const;

export type LoadingScreenProps = Omit<ComponentProps<"div">, "children" | "role"> &
  VariantProps<typeof loadingScreenVariants> & {
    /**
     * Which kind it is:
     * - `optimizing`: While the location/domain check runs: 'Optimizing your experience...'.
     * - `default`: The start-up gate: 'Loading...'.
     *
     * Default `default`.
     */
    variant?: "optimizing" | "default";
    /**
     * What it covers:
     * - `screen`: Covers the whole window, above the navigation (the site's use).
     * - `container`: Fills its container (documentation, previews).
     *
     * Default `screen`.
     */
    cover?: "screen" | "container";
  };

/**
 * The full-screen loading state of the shell: a 40 px spinner centred above its text,
 * 'Optimizing your experience...' while the location check runs or 'Loading...' at start-up.
 * A polite `status` region announces the text; under reduced motion the spinner stands still
 * and the text still shows.
 */
export function LoadingScreen({ variant, cover, className, ...props }: LoadingScreenProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="loading-screen"
      role="status"
      className={cn(loadingScreenVariants({ variant, cover }), className)}
      {...props}
    >
      <svg
        data-slot="loading-screen-spinner"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
        className="size-spinner animate-spin motion-reduce:animate-none"
      >
        <circle cx="20" cy="20" r="16" fill="none" strokeWidth="4" className="stroke-brand-100" />
        <path
          d="M20 4a16 16 0 0 1 16 16"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-brand-600"
        />
      </svg>
      <p className="text-base font-medium text-ink-muted">
        {intl.formatMessage({ id: LOADING_MESSAGES[variant ?? "default"] })}
      </p>
    </div>
  );
}

export { loadingScreenVariants };
