/**
 * The part of Inter's Latin Extended file the site ships on its own (scripts/subset-fonts.ts):
 * code point ranges, inclusive, and the same as a CSS `unicode-range` (styles.css declares it).
 */
export const LATIN_EXT_A_SUBSET = {
  ranges: [
    [0x0100, 0x017f], // Latin Extended-A: Lithuanian, Latvian, Polish, Czech, Hungarian, …
    [0x0218, 0x021b], // ș ț (Romanian)
    [0x0300, 0x036f], // combining marks: letters like ū are drawn from their base and mark
    [0x20a0, 0x20c0], // currency signs (₹, ₴, ₽, …; € is in the Latin file)
  ],
  unicodeRange: "U+0100-017F,U+0218-021B,U+0300-036F,U+20A0-20C0",
} as const;
