import { useId, useLayoutEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";
import { keepScrollableRegionReachable } from "./scrollable-region.ts";

const tableVariants = cva("w-full border-collapse text-left text-sm", {
  variants: {
    minWidth: {
      /** As wide as its frame: columns share the width there is. */
      none: "",
      /** At least 36 rem: on a phone the columns keep a readable width and the frame scrolls sideways. */
      xl: "min-w-xl",
    },
  },
  defaultVariants: { minWidth: "none" },
});

export type TableProps = Omit<ComponentProps<"div">, "children"> &
  VariantProps<typeof tableVariants> & {
    /**
     * Narrowest width of the table:
     * - `none`: As wide as its frame: columns share the width there is.
     * - `xl`: At least 36 rem: on a phone the columns keep a readable width and the frame scrolls sideways.
     *
     * Default `none`.
     */
    minWidth?: "none" | "xl";
    /** What the table is, in a few words: its caption, which also names its scrolling frame. */
    caption: ReactNode;
    /** The table's sections: a `TableHeader` and a `TableBody`. */
    children: ReactNode;
  };

/**
 * A table of records: a caption, a header row and body rows, in a frame with the site's border.
 * When the table is wider than the screen the frame scrolls sideways and becomes a named region in
 * the Tab order, so keyboard users can scroll it too (`keepScrollableRegionReachable`).
 */
export function Table({ caption, minWidth, className, children, ...props }: TableProps) {
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  // Before the first paint: the frame is never shown, nor checked, as a box the keyboard cannot scroll.
  useLayoutEffect(() => (frame.current ? keepScrollableRegionReachable(frame.current) : undefined), []);
  return (
    <div
      ref={frame}
      data-slot="table"
      data-labelledby={captionId}
      className={cn(
        "overflow-x-auto rounded-xl border border-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        className,
      )}
      {...props}
    >
      <table data-slot="table-grid" className={tableVariants({ minWidth })}>
        <caption
          id={captionId}
          data-slot="table-caption"
          className="bg-surface-muted px-4 py-3 text-left font-semibold text-ink"
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** The header section: one `TableRow` of column `TableHead`s. */
export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      data-slot="table-header"
      className={cn("bg-brand-50 text-brand-900 forced-colors:border-b-2", className)}
      {...props}
    />
  );
}

/** The body: the records, a `TableRow` each, divided by lines. */
export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("divide-y divide-line align-top", className)} {...props} />;
}

/** One row. */
export function TableRow(props: ComponentProps<"tr">) {
  return <tr data-slot="table-row" {...props} />;
}

export type TableHeadProps = Omit<ComponentProps<"th">, "scope"> & {
  /**
   * What the header names:
   * - `col`: a column, in the header row.
   * - `row`: its row, as the row's first cell (in ink, hyphenated like the cells).
   *
   * Default `col`.
   */
  scope?: "col" | "row";
};

/** A header cell: a column's name in the header row, or a row's name as its first cell. */
export function TableHead({ scope = "col", className, ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn("px-4 py-3 font-semibold", scope === "row" && "hyphens-auto text-ink", className)}
      {...props}
    />
  );
}

/** A data cell. */
export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-4 py-3 hyphens-auto", className)} {...props} />;
}
