import {
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { bannerWriteSchema, type BannerWrite } from "@studio/api";
import { ADMIN_BANNER_FIELDS, ADMIN_EDITOR_COPY } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { ErrorSummary } from "../../forms/field/error-summary.tsx";
import { Field, Input, Textarea } from "../../forms/field/field.tsx";
import { fieldErrorMessages, requestResolver, type FormValues } from "../../forms/validation.ts";
import { cn } from "../../lib/cn.ts";
import { PicturePicker, type PicturePickerProps } from "../picture-picker/picture-picker.tsx";

/** A banner's texts as the editor applies them (trimmed, within the limits). */
export type BannerTexts = Pick<BannerWrite, "title" | "desc">;

/** A banner as the editor applies it: its texts and its own picture (a stored name, or `null`). */
export type EditedBanner = BannerTexts & { readonly image: string | null };

export type BannerEditorProps = Omit<ComponentProps<"form">, "onSubmit" | "onChange" | "children"> & {
  /** The banner's texts and picture when it opens; none for a new banner. */
  banner?: BannerTexts & { readonly image?: string | null };
  /** The banner's place in its list (1-based), for the heading; none for a new banner. */
  position?: number;
  /** The API's refusals of the last save for this banner, by field (`{ title: "too_long" }`). */
  errors?: Readonly<Record<string, string>>;
  /** Takes the texts and picture into the working list (nothing is saved until the list is). */
  onApply: (banner: EditedBanner) => void;
  /** Closes the editor without changing anything. */
  onCancel: () => void;
  /** Called with the texts as they are typed (valid or not) and the picture as chosen, e.g. for a live preview. */
  onDraftChange?: (banner: EditedBanner) => void;
  /**
   * The banner's picture: what visitors see and how to upload another (PicturePicker). Without
   * it the editor changes only the texts, and the banner keeps its picture.
   */
  picture?: Pick<PicturePickerProps, "fromEnglish" | "onUpload" | "imageUrl">;
  /** Shown under the fields: the live preview of the banner being edited. */
  preview?: ReactNode;
  /** Level of the editor's heading. Default 3 (inside a language's panel). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The banner editor: title and description, checked against the same limits the API applies
 * (`bannerWriteSchema`), each with a count of characters as they are typed, and the banner's
 * picture (PicturePicker: choose, see, upload) when `picture` is given; 'Apply' takes them into
 * the language's working list and 'Cancel' leaves it as it was. The API's refusals of a save
 * show beside their fields when it opens. The focus starts in the title; Escape cancels.
 */
export function BannerEditor({
  banner,
  position,
  errors: refusals,
  onApply,
  onCancel,
  onDraftChange,
  picture,
  preview,
  headingLevel = 3,
  className,
  ...props
}: BannerEditorProps) {
  const intl = useIntl();
  const baseId = useId();
  const controlId = (name: string) => `${baseId}${name}`;
  const headingId = `${baseId}heading`;
  const [resolver] = useState(() =>
    requestResolver<BannerTexts>({ schema: bannerWriteSchema, fields: ADMIN_BANNER_FIELDS, options: {} }),
  );
  // Taken once: the editor opens anew for every banner and save.
  const [serverErrors] = useState(() =>
    Object.fromEntries(Object.entries(refusals ?? {}).map(([name, code]) => [name, { type: code, message: code }])),
  );
  const form = useForm<FormValues, unknown, BannerTexts>({
    defaultValues: { title: banner?.title ?? "", desc: banner?.desc ?? "" },
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
    // The API's refusals show at once, beside their fields and in the summary, which takes the focus.
    errors: serverErrors,
  });
  const refused = Object.keys(refusals ?? {}).length > 0;
  const [focusRequest, setFocusRequest] = useState(refused ? 1 : 0);

  // Otherwise the focus starts in the title.
  useEffect(() => {
    if (!refused) form.setFocus("title");
  }, [refused, form]);

  const [image, setImage] = useState<string | null>(banner?.image ?? null);
  const [title = "", desc = ""] = useWatch({ control: form.control, name: ["title", "desc"] });
  const values: Readonly<Record<string, string>> = { title, desc };
  useEffect(() => {
    onDraftChange?.({ title, desc, image });
  }, [title, desc, image, onDraftChange]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    void form.handleSubmit(
      (texts) => onApply({ ...texts, image }),
      () => setFocusRequest((count) => count + 1),
    )(event);
  };

  const { byField: messages, summary } = fieldErrorMessages(
    ADMIN_BANNER_FIELDS,
    form.formState.errors,
    ({ id, values: args }) => intl.formatMessage({ id }, args),
    controlId,
  );
  const Heading = `h${headingLevel}` as const;

  return (
    <form
      data-slot="banner-editor"
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className={cn("flex flex-col gap-5 rounded-md border-2 border-brand-600 bg-surface p-4", className)}
      {...props}
    >
      <Heading id={headingId} className="text-xl font-bold text-ink">
        {position === undefined
          ? intl.formatMessage({ id: ADMIN_EDITOR_COPY.newHeadingId })
          : intl.formatMessage({ id: ADMIN_EDITOR_COPY.editHeadingId }, { position })}
      </Heading>
      {focusRequest > 0 ? (
        <ErrorSummary
          errors={summary}
          headingLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)}
          focusRequest={focusRequest}
        />
      ) : null}
      {ADMIN_BANNER_FIELDS.map((field) => {
        const count = (values[field.name] ?? "").length;
        const countId = `${controlId(field.name)}-count`;
        const over = count > field.maxLength;
        const control = {
          ...form.register(field.name),
          "aria-describedby": countId,
          // Escape leaves the editor as Cancel does.
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            onCancel();
          },
        };
        return (
          <Field
            key={field.name}
            controlId={controlId(field.name)}
            label={intl.formatMessage({ id: field.labelId })}
            required={field.required}
            error={messages[field.name]}
          >
            {field.control === "textarea" ? <Textarea {...control} rows={field.rows} /> : <Input {...control} />}
            <p
              id={countId}
              data-slot="banner-editor-count"
              data-over={over || undefined}
              // Read when it matters: a screen reader hears the count on entering the field, not on every key.
              className={cn("text-sm", over ? "font-semibold text-danger" : "text-ink-muted")}
            >
              {intl.formatMessage({ id: ADMIN_EDITOR_COPY.countId }, { count, max: field.maxLength })}
            </p>
          </Field>
        );
      })}
      {picture ? <PicturePicker {...picture} value={image} onChange={setImage} /> : null}
      {preview}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{intl.formatMessage({ id: ADMIN_EDITOR_COPY.applyId })}</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {intl.formatMessage({ id: ADMIN_EDITOR_COPY.cancelId })}
        </Button>
      </div>
    </form>
  );
}
