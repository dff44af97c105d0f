import { createHash } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { ADMIN_ERROR_CODES, pictureRefusal, type PictureFormat, type PictureRefusalCode } from "@studio/api/admin";
import { BANNER_PICTURE } from "@studio/content";

/**
 * Banner pictures the editors upload (docs/security.md#the-admin-area). Every upload is decoded
 * and drawn again: only JPEG, PNG and WebP decode (judged by the bytes, never by the name or the
 * declared type; SVG, GIF, text and anything else are refused), its shape is checked against the
 * banner's, and what is stored is a new WebP of the carousel's size, so nothing that rode along in
 * the file (metadata, a script appended to a polyglot) survives, and a 5 MB photo does not become
 * the home page's largest download. The stored name is the new file's content hash.
 */

/** Formats an upload may be, as sharp names them. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set<PictureFormat>(["jpeg", "png", "webp"]);

/** A stored upload's name: 32 hex digits of its SHA-256 and `.webp`. Such names are served as immutable. */
export const UPLOADED_PICTURE_NAME = /^[0-9a-f]{32}\.webp$/;

/** An upload no banner uses is removed once it is this old (an editor may still be about to save it). */
export const UNUSED_UPLOAD_GRACE_MS = 60 * 60 * 1000;

/** An upload as the data file records it. */
export interface UploadRecord {
  readonly image: string;
  /** When it was stored (ISO time). */
  readonly at: string;
}

/** The result of processing an upload's bytes. */
export type ProcessedPicture =
  | {
      readonly ok: true;
      readonly image: string;
      readonly bytes: Buffer;
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly status: 413 | 415 | 422; readonly code: string; readonly detail: string };

/** The detail of each refusal, for the API's answer (the admin page words the code itself). */
function detailOf(code: PictureRefusalCode, width: number, height: number): string {
  switch (code) {
    case ADMIN_ERROR_CODES.pictureTooLarge:
      return "The picture is larger than 5 MB.";
    case ADMIN_ERROR_CODES.pictureUnsupported:
      return "Upload a JPEG, PNG or WebP picture.";
    case ADMIN_ERROR_CODES.pictureWrongShape:
      return `A banner picture is about ${BANNER_PICTURE.width} × ${BANNER_PICTURE.height}; this one is ${width} × ${height}.`;
    case ADMIN_ERROR_CODES.pictureTooSmall:
      return `A banner picture is at least ${BANNER_PICTURE.minWidth} pixels wide; this one is ${width}.`;
  }
}

/** The answer to a refused upload. */
export function refusedPicture(code: PictureRefusalCode, width = 0, height = 0): ProcessedPicture {
  const status =
    code === ADMIN_ERROR_CODES.pictureTooLarge ? 413 : code === ADMIN_ERROR_CODES.pictureUnsupported ? 415 : 422;
  return { ok: false, status, code, detail: detailOf(code, width, height) };
}

/** Decodes, checks (`pictureRefusal`, the admin page's check too) and re-encodes an upload. */
export async function processPicture(input: Buffer): Promise<ProcessedPicture> {
  if (input.length > BANNER_PICTURE.maxBytes) return refusedPicture(ADMIN_ERROR_CODES.pictureTooLarge);
  const unsupported = refusedPicture(ADMIN_ERROR_CODES.pictureUnsupported);
  let format: PictureFormat;
  let width: number;
  let height: number;
  try {
    // `failOn: "error"`: a truncated or corrupt file is refused, not half-drawn; the pixel limit
    // stops decompression bombs before they are decoded.
    const metadata = await sharp(input, { failOn: "error", limitInputPixels: 50_000_000 }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || (metadata.pages ?? 1) > 1) return unsupported;
    format = metadata.format as PictureFormat;
    // EXIF orientations 5–8 turn the picture a quarter.
    const turned = (metadata.orientation ?? 1) >= 5;
    width = (turned ? metadata.height : metadata.width) ?? 0;
    height = (turned ? metadata.width : metadata.height) ?? 0;
  } catch {
    return unsupported;
  }
  const refusal = pictureRefusal({ bytes: input.length, format, width, height });
  if (refusal) return refusedPicture(refusal, width, height);
  try {
    const { data, info } = await sharp(input, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: BANNER_PICTURE.width, height: BANNER_PICTURE.height, fit: "cover" })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const image = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.webp`;
    return { ok: true, image, bytes: data, width: info.width, height: info.height };
  } catch {
    return unsupported;
  }
}

/** The folder of uploaded pictures: stores, finds and removes them. */
export class UploadFolder {
  readonly folder: string;

  constructor(folder: string) {
    this.folder = folder;
  }

  /** Stores a processed picture under its name (the same bytes twice are one file). */
  store(image: string, bytes: Buffer): void {
    mkdirSync(this.folder, { recursive: true });
    const file = join(this.folder, image);
    if (!existsSync(file)) writeFileSync(file, bytes);
  }

  /** Whether an upload of this name is stored. */
  has(image: string): boolean {
    return UPLOADED_PICTURE_NAME.test(image) && existsSync(join(this.folder, image));
  }

  /**
   * Removes the uploads no banner names any more, once older than {@link UNUSED_UPLOAD_GRACE_MS};
   * returns the records to keep.
   */
  prune(records: readonly UploadRecord[], used: ReadonlySet<string>, now: number): UploadRecord[] {
    return records.filter((record) => {
      if (used.has(record.image) || Date.parse(record.at) + UNUSED_UPLOAD_GRACE_MS > now) return true;
      if (UPLOADED_PICTURE_NAME.test(record.image)) rmSync(join(this.folder, record.image), { force: true });
      return false;
    });
  }
}
