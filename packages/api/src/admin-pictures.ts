import { BANNER_PICTURE } from "@studio/content";
import { ADMIN_ERROR_CODES } from "./admin.ts";

/**
 * The checks of a banner picture upload, written once for the API and the admin page
 * (docs/product.md#128-the-admin-api): the API applies them to the bytes it decodes (and then
 * draws the picture again), the admin page to the file the editor picks, before it is sent, so the
 * editor hears the same refusal at once, in their language, without waiting for an upload.
 */

/** Formats a banner picture may be uploaded in. */
export type PictureFormat = "jpeg" | "png" | "webp";

/** The refusal codes of an upload (`ADMIN_ERROR_CODES`), in the order they are checked. */
export type PictureRefusalCode =
  | typeof ADMIN_ERROR_CODES.pictureTooLarge
  | typeof ADMIN_ERROR_CODES.pictureUnsupported
  | typeof ADMIN_ERROR_CODES.pictureWrongShape
  | typeof ADMIN_ERROR_CODES.pictureTooSmall;

/** Bytes a format's files start with (WebP: `RIFF`, 4 bytes of length, `WEBP`). */
const SIGNATURES: readonly { format: PictureFormat; bytes: readonly (number | null)[] }[] = [
  { format: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { format: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: "webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** How many of a file's first bytes {@link pictureFormatOf} reads. */
export const PICTURE_SIGNATURE_LENGTH = 12;

/**
 * The format a file's first bytes announce, whatever its name or declared type; `null` for
 * anything else (SVG, GIF, text). Only a first look: the API decodes the whole file.
 */
export function pictureFormatOf(head: Uint8Array): PictureFormat | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => byte === null || head[index] === byte));
  return match?.format ?? null;
}

/**
 * Why a picture is refused, or `null` when it may be stored: over `BANNER_PICTURE.maxBytes`, not a
 * JPEG, PNG or WebP, too far from the banner's shape (`aspectTolerance`), or narrower than
 * `minWidth`. `width` and `height` are as displayed (after the picture's orientation) and only
 * read once the format is known.
 */
export function pictureRefusal(picture: {
  readonly bytes: number;
  readonly format: PictureFormat | null;
  readonly width: number;
  readonly height: number;
}): PictureRefusalCode | null {
  if (picture.bytes > BANNER_PICTURE.maxBytes) return ADMIN_ERROR_CODES.pictureTooLarge;
  if (!picture.format) return ADMIN_ERROR_CODES.pictureUnsupported;
  const ratio = picture.width / Math.max(picture.height, 1);
  const banner = BANNER_PICTURE.width / BANNER_PICTURE.height;
  if (Math.abs(ratio / banner - 1) > BANNER_PICTURE.aspectTolerance) return ADMIN_ERROR_CODES.pictureWrongShape;
  if (picture.width < BANNER_PICTURE.minWidth) return ADMIN_ERROR_CODES.pictureTooSmall;
  return null;
}

/** Whether a refusal code is one of an upload's (the editor's message depends on it). */
export function isPictureRefusal(code: string): code is PictureRefusalCode {
  return (
    code === ADMIN_ERROR_CODES.pictureTooLarge ||
    code === ADMIN_ERROR_CODES.pictureUnsupported ||
    code === ADMIN_ERROR_CODES.pictureWrongShape ||
    code === ADMIN_ERROR_CODES.pictureTooSmall
  );
}
