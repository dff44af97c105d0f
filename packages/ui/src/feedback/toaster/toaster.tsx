import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useIntl } from "react-intl";
import { TOAST, TOAST_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";

/** How a toast reads: a success, a failure, or neutral information. */
export type ToastTone = "success" | "error" | "info";

/** A toast on screen. */
export interface Toast {
  /** Unique id. */
  id: string;
  /** The text, already in the visitor's language. */
  message: string;
  tone: ToastTone;
  /** Milliseconds before it disappears by itself (paused while hovered or focused). */
  durationMs: number;
}

/** Options of a new toast. */
export interface ToastOptions {
  /** Defaults to `info`. */
  tone?: ToastTone;
  /** Defaults to the provider's duration (3 s). */
  durationMs?: number;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (message: string, options?: ToastOptions) => string;
  /** Removes a toast. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The part of the page that can show toasts (the whole page, in the site). */
  children: ReactNode;
  /** Default time a toast stays, in milliseconds. */
  durationMs?: number;
}

/** Holds the toasts of the page and renders them in the toast region. */
export function ToastProvider({ children, durationMs = TOAST.durationMs }: ToastProviderProps) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      counter.current += 1;
      const toast: Toast = {
        id: `toast-${counter.current}`,
        message,
        tone: options.tone ?? "info",
        durationMs: options.durationMs ?? durationMs,
      };
      setToasts((current) => [...current, toast]);
      return toast.id;
    },
    [durationMs],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

/** Shows toasts from anywhere inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

export type ToastViewportProps = Omit<ComponentProps<"section">, "children"> & {
  /** The toasts to show, oldest first. */
  toasts: readonly Toast[];
  /** Called with a toast's id when it is dismissed or its time is up. */
  onDismiss: (id: string) => void;
};

/**
 * The toast region: fixed 75 px from the top, above the navigation, announced politely to screen
 * readers. Always rendered (also when empty) so that assistive technology notices new toasts.
 */
export function ToastViewport({ toasts, onDismiss, className, ...props }: ToastViewportProps) {
  const intl = useIntl();
  return (
    <section
      data-slot="toast-viewport"
      aria-label={intl.formatMessage({ id: TOAST_COPY.regionLabelId })}
      className={cn(
        "pointer-events-none fixed inset-x-0 top-(--spacing-toast-offset) z-(--layer-toast) flex justify-center px-gutter",
        className,
      )}
      {...props}
    >
      <div role="status" aria-live="polite" className="w-full max-w-md">
        <ol className="flex flex-col gap-3">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </ol>
      </div>
    </section>
  );
}

const toastVariants = cva(
  "pointer-events-auto flex animate-menu-in items-start gap-3 rounded-lg border bg-surface p-4 text-ink shadow-menu",
  {
    variants: {
      tone: {
        success: "border-success/40 [&_[data-slot=toast-icon]]:text-success",
        error: "border-danger/40 [&_[data-slot=toast-icon]]:text-danger",
        info: "border-line [&_[data-slot=toast-icon]]:text-brand-600",
      },
    },
  },
);

const TONE_ICONS = { success: CircleCheck, error: CircleAlert, info: Info } satisfies Record<ToastTone, unknown>;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const itemRef = useRef<HTMLLIElement>(null);

  // The time runs out only while the visitor is neither pointing at nor focused in the toast
  // (WCAG 2.2.1): listeners instead of JSX handlers, as the list item is not a control.
  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(item.matches(":hover") || item.contains(document.activeElement));
    const events = [
      ["pointerenter", pause],
      ["focusin", pause],
      ["pointerleave", resume],
      ["focusout", () => setTimeout(resume)],
    ] as const;
    for (const [name, listener] of events) item.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) item.removeEventListener(name, listener);
    };
  }, []);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, onDismiss, toast.id]);

  const Icon = TONE_ICONS[toast.tone];
  return (
    <li data-slot="toast" data-tone={toast.tone} ref={itemRef} className={toastVariants({ tone: toast.tone })}>
      <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={intl.formatMessage({ id: TOAST_COPY.dismissId })}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-focus"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
