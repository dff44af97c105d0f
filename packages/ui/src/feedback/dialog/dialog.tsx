import type { ComponentProps } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";

/** The dialog's root: open state and what opens it (Radix Dialog, modal). */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The control that opens the dialog; the focus comes back to it when the dialog closes. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** A control that closes the dialog (Cancel, or the action once it is done). */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

const dialogContentVariants = cva(
  [
    "fixed top-1/2 left-1/2 z-(--layer-nav) flex w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4",
    "rounded-xl bg-surface p-6 text-ink shadow-menu outline-none data-[state=open]:animate-menu-in",
  ],
  {
    variants: {
      role: {
        /** A dialog: a press outside it or Escape closes it. */
        dialog: "border border-line",
        /** A question that needs an answer before anything else (an alert dialog): only its buttons and Escape close it. */
        alertdialog: "border-2 border-danger",
      },
    },
    defaultVariants: { role: "dialog" },
  },
);

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "role"> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * What kind of dialog:
     * - `dialog`: A dialog: a press outside it or Escape closes it.
     * - `alertdialog`: A question that needs an answer before anything else (an alert dialog): only its buttons and Escape close it.
     *
     * Default `dialog`.
     */
    role?: "dialog" | "alertdialog";
  };

/**
 * The dialog itself, over a dimmed page: a `DialogTitle` names it, a `DialogDescription` describes
 * it. The focus moves into it when it opens and stays inside until it closes; the page behind is
 * inert. As an `alertdialog` a press outside does not close it.
 */
export function DialogContent({
  role = "dialog",
  className,
  onPointerDownOutside,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-(--layer-nav) bg-brand-950/50 data-[state=open]:animate-menu-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        role={role}
        className={cn(dialogContentVariants({ role }), className)}
        onPointerDownOutside={(event) => {
          if (role === "alertdialog") event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's name: a heading, announced when it opens. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-xl font-bold text-ink", className)}
      {...props}
    />
  );
}

/** What the dialog is about, announced after its name. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-ink-muted", className)}
      {...props}
    />
  );
}

/** The dialog's buttons, the safe one first; stacked on a phone. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
