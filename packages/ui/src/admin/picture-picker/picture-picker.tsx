import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { CircleAlert, CircleCheck, ImageUp, LoaderCircle, Trash2, Upload, X } from "lucide-react";
import { useIntl } from "react-intl";
import {
  PICTURE_SIGNATURE_LENGTH,
  isPictureRefusal,
  pictureFormatOf,
  pictureRefusal,
  type AdminResult,
  type PictureRefusalCode,
  type PictureUpload,
} from "@studio/api/admin";
import { ADMIN_PICTURE_COPY, BANNER_PICTURE, BANNER_PICTURE_TYPES, type MessageId } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { cn } from "../../lib/cn.ts";
import { BannerThumbnail } from "../banner-thumbnail.tsx";

export type PicturePickerProps = Omit<ComponentProps<"fieldset">, "onChange" | "children"> & {
  /** The banner's own picture (a stored picture's name), or `null` when it has none. */
  value: string | null;
  /**
   * The English banner whose picture visitors of this language see instead of the banner's own
   * (its 1-based place and picture), when there is one: the picker says so. None for English.
   */
  fromEnglish?: { readonly position: number; readonly image: string };
  /**
   * Uploads the chosen file once the editor confirms it; pass `(file) => client.uploadPicture(file)`.
   * A session that ended is the caller's to renew (sign in again in place, then upload again).
   */
  onUpload: (file: File) => Promise<AdminResult<PictureUpload>>;
  /** The banner's new picture: the stored name after an upload, or `null` when the editor removes it. */
  onChange: (image: string | null) => void;
  /** Turns a picture's file name into its URL. Default: the page's own origin (`/api/bannerimages/…`). */
  imageUrl?: (imageName: string) => string;
};

/** Why the last choice or upload went wrong: one of the API's refusals, or a failed upload. */
type Problem = PictureRefusalCode | "failed";

/** A file the editor chose: its preview's `blob:` address and size, once read. */
interface Chosen {
  readonly file: File;
  /** Its `blob:` address, while it can be shown (a file that does not decode has none). */
  readonly url: string | null;
  readonly width: number;
  readonly height: number;
}

/** Where the picker is. */
type State =
  | { readonly kind: "idle"; readonly uploaded?: boolean }
  | { readonly kind: "reading" }
  | { readonly kind: "chosen"; readonly chosen: Chosen; readonly uploading?: boolean; readonly problem?: Problem };

const PROBLEM_MESSAGES: Readonly<Record<Problem, MessageId>> = {
  too_large: ADMIN_PICTURE_COPY.tooLargeId,
  unsupported_picture: ADMIN_PICTURE_COPY.unsupportedId,
  wrong_shape: ADMIN_PICTURE_COPY.wrongShapeId,
  too_small: ADMIN_PICTURE_COPY.tooSmallId,
  failed: ADMIN_PICTURE_COPY.failedId,
};

/** The limits the rules and the refusals name (their messages' values). */
const LIMIT_VALUES = {
  megabytes: BANNER_PICTURE.maxMegabytes,
  minWidth: BANNER_PICTURE.minWidth,
  width: BANNER_PICTURE.width,
  height: BANNER_PICTURE.height,
};

/** The file's size as displayed (its orientation applied), or none when the browser cannot decode it. */
async function decodedSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * Reads a chosen file as the API will: its first bytes say its format (not its name or declared
 * type), then its size and shape (`pictureRefusal`, the API's own check). Returns what to show and
 * any refusal.
 */
async function readChoice(file: File): Promise<{ chosen: Chosen; problem?: PictureRefusalCode }> {
  const format = pictureFormatOf(new Uint8Array(await file.slice(0, PICTURE_SIGNATURE_LENGTH).arrayBuffer()));
  const size = file.size <= BANNER_PICTURE.maxBytes && format ? await decodedSize(file) : null;
  const problem =
    pictureRefusal({
      bytes: file.size,
      format: size ? format : null,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    }) ?? undefined;
  const url = size ? URL.createObjectURL(file) : null;
  return { chosen: { file, url, width: size?.width ?? 0, height: size?.height ?? 0 }, ...(problem ? { problem } : {}) };
}

/**
 * A banner's picture in the admin: what visitors see now (its own picture, the English banner's,
 * or none), 'Choose a picture' to pick a JPEG, PNG or WebP file, a preview of the chosen file before
 * anything is sent, and 'Upload this picture'. The file is checked in the browser first, with the
 * API's own rules (format by its bytes, at most 5 MB, the banner's shape, the least width), and
 * each refusal, the browser's or the API's, is said in the editor's language beside the control.
 * A failed upload keeps the chosen file for another try. Components never fetch: `onUpload` does.
 */
export function PicturePicker({
  value,
  fromEnglish,
  onUpload,
  onChange,
  imageUrl,
  className,
  ...props
}: PicturePickerProps) {
  const intl = useIntl();
  const baseId = useId();
  const rulesId = `${baseId}rules`;
  const messageId = `${baseId}message`;
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  const chosenUrl = state.kind === "chosen" ? state.chosen.url : null;

  // A preview's address holds the file in memory until it is let go.
  useEffect(() => {
    if (!chosenUrl) return;
    return () => URL.revokeObjectURL(chosenUrl);
  }, [chosenUrl]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: "reading" });
    const { chosen, problem } = await readChoice(file);
    // The same file may be chosen again (after 'Keep the current picture', or once cropped).
    if (input.current) input.current.value = "";
    setState({ kind: "chosen", chosen, ...(problem ? { problem } : {}) });
  };

  const upload = async (chosen: Chosen) => {
    if (state.kind === "chosen" && state.uploading) return;
    setState({ kind: "chosen", chosen, uploading: true });
    let result: AdminResult<PictureUpload>;
    try {
      result = await onUpload(chosen.file);
    } catch (error) {
      result = { kind: "failed", error };
    }
    if (result.kind === "ok") {
      onChange(result.value.image);
      setState({ kind: "idle", uploaded: true });
      chooseButton.current?.focus();
      return;
    }
    const problem: Problem = result.kind === "refused" && isPictureRefusal(result.code) ? result.code : "failed";
    setState({ kind: "chosen", chosen, problem });
  };

  const reset = () => {
    setState({ kind: "idle" });
    if (input.current) input.current.value = "";
    chooseButton.current?.focus();
  };

  const problem = state.kind === "chosen" ? state.problem : undefined;
  const chosen = state.kind === "chosen" ? state.chosen : undefined;
  const uploading = state.kind === "chosen" && state.uploading === true;
  const ready = chosen !== undefined && !uploading && (problem === undefined || problem === "failed");
  const shown = fromEnglish?.image ?? value;
  const note = fromEnglish
    ? intl.formatMessage({ id: ADMIN_PICTURE_COPY.fromEnglishId }, { position: fromEnglish.position })
    : intl.formatMessage({ id: value ? ADMIN_PICTURE_COPY.ownId : ADMIN_PICTURE_COPY.noneId });
  const rules = intl.formatMessage(
    { id: ADMIN_PICTURE_COPY.rulesId },
    {
      formats: intl.formatList(
        BANNER_PICTURE_TYPES.map(({ name }) => name),
        { type: "disjunction" },
      ),
      ...LIMIT_VALUES,
    },
  );

  return (
    <fieldset
      data-slot="picture-picker"
      className={cn("flex min-w-0 flex-col gap-3 rounded-md border border-line p-4", className)}
      {...props}
    >
      <legend className="px-1 font-semibold text-ink">{intl.formatMessage({ id: ADMIN_PICTURE_COPY.legendId })}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
        <BannerThumbnail
          data-slot="picture-picker-current"
          image={shown}
          imageUrl={imageUrl}
          className="border border-line"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-ink">{note}</p>
          <p id={rulesId} className="text-sm text-ink-muted">
            {rules}
          </p>
        </div>
      </div>
      {chosen ? (
        <figure data-slot="picture-picker-chosen" className="flex flex-col gap-2">
          {chosen.url ? (
            <img
              src={chosen.url}
              alt={intl.formatMessage({ id: ADMIN_PICTURE_COPY.pickedAltId })}
              className="aspect-[32/9] w-full rounded border-2 border-brand-600 bg-surface-muted object-contain"
            />
          ) : null}
          {chosen.url ? (
            <figcaption className="text-sm text-ink">
              {intl.formatMessage(
                { id: ADMIN_PICTURE_COPY.pickedId },
                { width: chosen.width, height: chosen.height, kilobytes: Math.ceil(chosen.file.size / 1024) },
              )}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <div id={messageId} data-slot="picture-picker-message" aria-live="polite" className="empty:hidden">
        {problem ? (
          <p role="alert" className="flex items-start gap-2 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }, LIMIT_VALUES)}</span>
          </p>
        ) : state.kind === "idle" && state.uploaded ? (
          <p className="flex items-start gap-2 font-medium text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{intl.formatMessage({ id: ADMIN_PICTURE_COPY.uploadedId })}</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {chosen && (ready || uploading) ? (
          <Button
            type="button"
            size="sm"
            data-action="upload"
            aria-disabled={uploading || undefined}
            onClick={() => void upload(chosen)}
          >
            {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            {intl.formatMessage({ id: uploading ? ADMIN_PICTURE_COPY.uploadingId : ADMIN_PICTURE_COPY.uploadId })}
          </Button>
        ) : null}
        <Button
          key="choose"
          ref={chooseButton}
          type="button"
          size="sm"
          variant="secondary"
          data-action="choose"
          aria-describedby={problem ? `${messageId} ${rulesId}` : rulesId}
          aria-disabled={uploading || state.kind === "reading" || undefined}
          onClick={() => !uploading && input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {intl.formatMessage({ id: chosen ? ADMIN_PICTURE_COPY.chooseAnotherId : ADMIN_PICTURE_COPY.chooseId })}
        </Button>
        {chosen && !uploading ? (
          <Button type="button" size="sm" variant="ghost" data-action="keep" onClick={reset}>
            <X aria-hidden="true" />
            {intl.formatMessage({ id: ADMIN_PICTURE_COPY.keepId })}
          </Button>
        ) : null}
        {!chosen && value ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            data-action="remove"
            onClick={() => {
              onChange(null);
              reset();
            }}
          >
            <Trash2 aria-hidden="true" />
            {intl.formatMessage({ id: ADMIN_PICTURE_COPY.removeId })}
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        // Never reached by the keyboard or a screen reader ('Choose a picture' opens it); named for tests and tools.
        aria-label={intl.formatMessage({ id: ADMIN_PICTURE_COPY.chooseId })}
        accept={BANNER_PICTURE_TYPES.map(({ mediaType }) => mediaType).join(",")}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
    </fieldset>
  );
}
