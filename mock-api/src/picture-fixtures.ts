import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { BANNER_PICTURE } from "@studio/content";

/** Pictures the upload tests send, made here (no binary fixtures in git). */

/** A JPEG of random pixels (noise compresses badly: a heavy file) of the given size. */
export async function noisyJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  // Random bytes as raw pixels: five times quicker than sharp's generated noise.
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A plain picture in `format` of the given size. */
export function plainPicture(format: "png" | "webp" | "gif" | "jpeg", width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A banner-shaped JPEG carrying a script in its EXIF description and appended after its end (a polyglot). */
export async function polyglotJpeg(payload: string): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: BANNER_PICTURE.width, height: BANNER_PICTURE.height, channels: 3, background: "#345" },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: payload } })
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from(payload)]);
}

/** An SVG of the banner's size. */
export const BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_PICTURE.width}" height="${BANNER_PICTURE.height}"><script>alert(1)</script><rect width="100%" height="100%" fill="#345"/></svg>`;
