import { createContext, use, useId, type ComponentProps, type ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ChevronDown, CircleAlert } from "lucide-react";
import { useIntl } from "react-intl";
import { FORM_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";

/** What a `Field` tells the control inside it: its id, descriptions and state. */
interface FieldControlContext {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

/** The visible mark of a required field (explained by the form's "Fields marked with * are required"). */
const REQUIRED_MARK = "*";

const FieldContext = createContext<FieldControlContext | null>(null);

export type FieldProps = Omit<ComponentProps<"div">, "children"> & {
  /** The visible label, already in the visitor's language. */
  label: ReactNode;
  /**
   * Id of the control; the error summary links to it. Defaults to a generated id
   * (`useId`), so pass one when something else has to point at the control.
   */
  controlId?: string;
  /** Marks the label with an asterisk (and a visually hidden "required") and the control `required`. */
  required?: boolean;
  /** Shows the "(optional)" marker after the label, for optional fields whose label does not say so. */
  optionalMarker?: boolean;
  /** Hint under the label, tied to the control with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The validation message, already in the visitor's language. When set, the control is
   * `aria-invalid`, styled as an error and described by the message.
   */
  error?: ReactNode;
  /** Disables the control. */
  disabled?: boolean;
  /** The control: one `Input`, `Select` or `Textarea`. */
  children: ReactNode;
};

/**
 * A labelled form field: the label (with an asterisk and a hidden "required" for required
 * fields), an optional description, the control and its error message. The control inside
 * (`Input`, `Select`, `Textarea`) takes its id, `aria-describedby`, `aria-invalid`, `required` and
 * `disabled` from the field, so the wiring cannot be forgotten.
 */
export function Field({
  label,
  controlId,
  required = false,
  optionalMarker = false,
  description,
  error,
  disabled = false,
  className,
  children,
  ...props
}: FieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = controlId ?? `${generatedId}control`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  const invalid = Boolean(error);
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn("flex min-w-0 flex-col gap-1.5", className)}
      {...props}
    >
      <label
        htmlFor={id}
        data-slot="field-label"
        className={cn("scroll-mt-24 text-sm font-semibold", disabled ? "text-ink-muted" : "text-ink")}
      >
        {label}
        {required ? (
          <>
            {" "}
            <span aria-hidden="true" className="text-danger">
              {REQUIRED_MARK}
            </span>{" "}
            <span className="sr-only">{intl.formatMessage({ id: FORM_COPY.requiredMarkerId })}</span>
          </>
        ) : null}
        {!required && optionalMarker ? (
          <>
            {" "}
            <span className="font-normal text-ink-muted">{intl.formatMessage({ id: FORM_COPY.optionalMarkerId })}</span>
          </>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} data-slot="field-description" className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      <FieldContext value={{ id, describedBy, invalid, required, disabled }}>{children}</FieldContext>
      {error ? (
        <p id={errorId} data-slot="field-error" className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

const controlVariants = cva(
  [
    "block w-full min-w-0 rounded-md border bg-surface px-3 text-base text-ink",
    "transition-colors duration-(--motion-fast)",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:text-ink-muted",
    "aria-invalid:border-2 aria-invalid:border-danger",
  ],
  {
    variants: {
      size: {
        /** 44 px tall: the comfortable touch target. */
        md: "h-11",
        /** 52 px tall, for a prominent single field. */
        lg: "h-13 text-lg",
      },
      tone: {
        /** On white or light surfaces: a dark border (3:1 or more against the surface). */
        default: "border-ink-muted hover:border-ink",
      },
    },
    defaultVariants: { size: "md", tone: "default" },
  },
);

/** The props a control takes from its `Field`, merged with the ones passed to it. */
function useFieldControl<P extends ComponentProps<"input" | "select" | "textarea">>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}

export type InputProps = Omit<ComponentProps<"input">, "size"> &
  VariantProps<typeof controlVariants> & {
    /**
     * Size:
     * - `md`: 44 px tall: the comfortable touch target.
     * - `lg`: 52 px tall, for a prominent single field.
     *
     * Default `md`.
     */
    size?: "md" | "lg";
    /**
     * Colours, for the background it sits on:
     * - `default`: On white or light surfaces: a dark border (3:1 or more against the surface).
     *
     * Default `default`.
     */
    tone?: "default";
    /** What the visitor types: `text`, `email`, `tel` (each brings its own phone keyboard). Default `text`. */
    type?: ComponentProps<"input">["type"];
  };

/**
 * A single-line text control (text, e-mail, phone). Inside a `Field` it is labelled, described and
 * marked invalid by the field.
 */
export function Input({ className, size, tone, type = "text", ...props }: InputProps) {
  const merged = useFieldControl(props);
  return <input data-slot="input" type={type} className={cn(controlVariants({ size, tone }), className)} {...merged} />;
}

export type SelectProps = Omit<ComponentProps<"select">, "size"> &
  VariantProps<typeof controlVariants> & {
    /**
     * Size:
     * - `md`: 44 px tall: the comfortable touch target.
     * - `lg`: 52 px tall, for a prominent single field.
     *
     * Default `md`.
     */
    size?: "md" | "lg";
    /**
     * Colours, for the background it sits on:
     * - `default`: On white or light surfaces: a dark border (3:1 or more against the surface).
     *
     * Default `default`.
     */
    tone?: "default";
    /**
     * Text of the empty first option ('Select the category'), already in the visitor's language.
     * Choosing it leaves the field empty.
     */
    placeholder?: string;
  };

/**
 * A native drop-down list (best on phones and with assistive technology), with an optional empty
 * placeholder option first. Pass the choices as `<option>` children.
 */
export function Select({ className, size, tone, placeholder, children, ...props }: SelectProps) {
  const merged = useFieldControl(props);
  return (
    <div data-slot="select" className="relative">
      <select className={cn(controlVariants({ size, tone }), "appearance-none pr-10", className)} {...merged}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}

export type TextareaProps = ComponentProps<"textarea"> &
  Pick<VariantProps<typeof controlVariants>, "tone"> & {
    /** Visible height in lines of text; it grows from 44 px. Default `4`, as in the site's forms. */
    rows?: number;
  };

/** A multi-line text control; `rows` sets its visible height (the forms use 4). */
export function Textarea({ className, tone, rows = 4, ...props }: TextareaProps) {
  const merged = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      // No fixed height (size: null): rows set it, from 44 px up.
      className={cn(controlVariants({ tone, size: null }), "min-h-11 resize-y py-2.5 leading-6", className)}
      {...merged}
    />
  );
}

export { controlVariants };
