import { describe, expect, it } from "vitest";
import { BANNER_PICTURE } from "@studio/content";
import { ADMIN_ERROR_CODES } from "./admin.ts";
import { isPictureRefusal, pictureFormatOf, pictureRefusal } from "./admin-pictures.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("a picked file's format, by its first bytes", () => {
  it("knows JPEG, PNG and WebP whatever follows", () => {
    expect(pictureFormatOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(pictureFormatOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe("png");
    expect(pictureFormatOf(new Uint8Array([...text("RIFF"), 0x24, 0x10, 0, 0, ...text("WEBP")]))).toBe("webp");
  });

  it("refuses what only looks like a picture by name: SVG, GIF, text, a RIFF that is not WebP, a short file", () => {
    expect(pictureFormatOf(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(pictureFormatOf(text("GIF89a......"))).toBeNull();
    expect(pictureFormatOf(text("just some text"))).toBeNull();
    expect(pictureFormatOf(new Uint8Array([...text("RIFF"), 0, 0, 0, 0, ...text("WAVE")]))).toBeNull();
    expect(pictureFormatOf(bytes(0x89, 0x50))).toBeNull();
  });
});

describe("a picture's refusal, the same in the admin page and the API", () => {
  const fits = { bytes: 1000, format: "png", width: BANNER_PICTURE.width, height: BANNER_PICTURE.height } as const;
  const banner = BANNER_PICTURE.width / BANNER_PICTURE.height;

  it("accepts the banner's own size and shapes within the tolerance", () => {
    expect(pictureRefusal(fits)).toBeNull();
    const wider = Math.floor(BANNER_PICTURE.height * banner * (1 + BANNER_PICTURE.aspectTolerance));
    expect(pictureRefusal({ ...fits, width: wider })).toBeNull();
    expect(pictureRefusal({ ...fits, bytes: BANNER_PICTURE.maxBytes })).toBeNull();
  });

  it("refuses, in this order: too large, not a picture, wrong shape, too narrow", () => {
    expect(pictureRefusal({ ...fits, bytes: BANNER_PICTURE.maxBytes + 1, format: null })).toBe(
      ADMIN_ERROR_CODES.pictureTooLarge,
    );
    expect(pictureRefusal({ ...fits, format: null, width: 10 })).toBe(ADMIN_ERROR_CODES.pictureUnsupported);
    // A square picture, however large, is not a banner.
    expect(pictureRefusal({ ...fits, height: BANNER_PICTURE.width, width: 100 })).toBe(
      ADMIN_ERROR_CODES.pictureWrongShape,
    );
    const narrow = BANNER_PICTURE.minWidth - 1;
    expect(pictureRefusal({ ...fits, width: narrow, height: Math.round(narrow / banner) })).toBe(
      ADMIN_ERROR_CODES.pictureTooSmall,
    );
  });

  it("names only an upload's refusals as such", () => {
    expect(isPictureRefusal(ADMIN_ERROR_CODES.pictureWrongShape)).toBe(true);
    expect(isPictureRefusal(ADMIN_ERROR_CODES.csrfRefused)).toBe(false);
  });
});
