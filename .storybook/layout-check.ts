/**
 * The story tests' layout check, run after every story in every mode (see preview.tsx): nothing is
 * wider than the viewport, and no text is cut off by a box that hides its overflow, unless it is
 * deliberately truncated (an ellipsis or a line clamp). axe sees neither: a German label running
 * out of its button passes every accessibility rule.
 */

/** Sub-pixel rounding of text and boxes; anything beyond this is a real overflow. */
const TOLERANCE_PX = 1;

const styles = new WeakMap<Element, CSSStyleDeclaration>();
const styleOf = (element: Element) => {
  let style = styles.get(element);
  if (!style) {
    style = getComputedStyle(element);
    styles.set(element, style);
  }
  return style;
};

const clips = (value: string) => value === "hidden" || value === "clip";
/** Scrolling boxes keep their content reachable; only hidden/clip cut it off. */
const clipsX = (element: Element) => clips(styleOf(element).overflowX);
const clipsY = (element: Element) => clips(styleOf(element).overflowY);

/** Visually hidden on purpose (`sr-only`): a 1 px box, or clipped away entirely. */
function isVisuallyHidden(element: Element): boolean {
  const style = styleOf(element);
  const box = element.getBoundingClientRect();
  return (
    (box.width <= TOLERANCE_PX && box.height <= TOLERANCE_PX) ||
    style.clip === "rect(0px, 0px, 0px, 0px)" ||
    style.clipPath === "inset(50%)"
  );
}

/** Cut short on purpose: an ellipsis or a line clamp says the text goes on. */
const isTruncated = (element: Element) =>
  styleOf(element).textOverflow === "ellipsis" || !["none", ""].includes(styleOf(element).webkitLineClamp);

/** A short, readable name for an element in a failure message: `a[data-slot=button] "Vollständigen…"`. */
function describe(element: Element, text?: string): string {
  const slot = element.getAttribute("data-slot");
  const words = (text ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
  const quoted = words ? ` "${words.length > 60 ? `${words.slice(0, 57)}…` : words}"` : "";
  return `${element.localName}${slot ? `[data-slot=${slot}]` : ""}${quoted}`;
}

/** The ancestors of `element` (itself included) up to, not including, `<body>`. */
function* lineage(element: Element | null): Generator<Element> {
  for (let current = element; current && current !== document.body; current = current.parentElement) yield current;
}

/** Elements that reach past the viewport's sides without a clipping or scrolling box around them. */
function widerThanViewport(root: Element): string[] {
  const width = document.documentElement.clientWidth;
  const outside = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > width + TOLERANCE_PX || box.left < -TOLERANCE_PX);
  };
  const contained = (element: Element) =>
    [...lineage(element.parentElement)].some((ancestor) => styleOf(ancestor).overflowX !== "visible");
  return [...root.querySelectorAll("*")]
    .filter((element) => outside(element) && !isVisuallyHidden(element) && !contained(element))
    .filter((element) => !(element.parentElement && outside(element.parentElement)))
    .map((element) => {
      const box = element.getBoundingClientRect();
      return `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${width} px viewport`;
    });
}

/** Text that a box with hidden overflow shows only in part. */
function clippedText(root: Element): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    for (const box of lineage(parent)) {
      const x = clipsX(box);
      const y = clipsY(box);
      if (!x && !y) continue;
      if (isVisuallyHidden(box)) break;
      if ([...lineage(parent)].some((element) => isTruncated(element) && box.contains(element))) break;
      const outer = box.getBoundingClientRect();
      const left = outer.left + box.clientLeft;
      const top = outer.top + box.clientTop;
      const inner = { left, top, right: left + box.clientWidth, bottom: top + box.clientHeight };
      // Text entirely outside the box is scrolled or slid away (a carousel's other slides), not cut.
      const partly = rects.some((rect) => {
        const overlaps =
          rect.right > inner.left && rect.left < inner.right && rect.bottom > inner.top && rect.top < inner.bottom;
        const beyondX = x && (rect.left < inner.left - TOLERANCE_PX || rect.right > inner.right + TOLERANCE_PX);
        const beyondY = y && (rect.top < inner.top - TOLERANCE_PX || rect.bottom > inner.bottom + TOLERANCE_PX);
        return overlaps && (beyondX || beyondY);
      });
      if (partly) {
        problems.push(`${describe(parent, node.textContent ?? "")} is cut off by ${describe(box, "")}`);
        break;
      }
    }
  }
  return problems;
}

/**
 * The layout problems of what is rendered in `root` (the story and whatever it portals into the
 * page), once the page's fonts have loaded: each names the element, its text and the overflow.
 */
export async function layoutProblems(root: Element = document.body): Promise<string[]> {
  await document.fonts.ready;
  return [...widerThanViewport(root), ...clippedText(root)];
}

/**
 * Colours as 8-bit RGBA, whatever syntax the computed style uses (Tailwind's theme is oklch and
 * color-mix): a 1 px canvas paints the colour and reads it back.
 */
const rgbaCache = new Map<string, readonly number[]>();
let palette: CanvasRenderingContext2D | null = null;
function rgba(color: string): readonly number[] {
  let value = rgbaCache.get(color);
  if (!value) {
    palette ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!palette) return [0, 0, 0, 0];
    palette.clearRect(0, 0, 1, 1);
    palette.fillStyle = "rgba(0, 0, 0, 0)";
    palette.fillStyle = color;
    palette.fillRect(0, 0, 1, 1);
    value = [...palette.getImageData(0, 0, 1, 1).data];
    rgbaCache.set(color, value);
  }
  return value;
}

/** Paints something: not transparent, and not the page's own colour (within rounding). */
function paints(color: string, page: readonly number[]): boolean {
  const value = rgba(color);
  if (value[3] === 0) return false;
  return value.some((channel, index) => Math.abs(channel - (page[index] ?? 0)) > 2);
}

/** Rendered, on screen and not hidden by `visibility`, `opacity: 0` (here or above) or `sr-only`. */
function isSeen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= TOLERANCE_PX || box.height <= TOLERANCE_PX) return false;
  if (box.right <= 0 || box.bottom <= 0) return false;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  return ![...lineage(element)].some(isVisuallyHidden);
}

const MEDIA = new Set(["img", "svg", "video", "canvas", "iframe", "object", "embed"]);

/** What the element itself shows a visitor: its own text, a picture, or a painted box. */
function showsSomething(element: Element, page: readonly number[]): boolean {
  if (MEDIA.has(element.localName)) return isSeen(element);
  const style = styleOf(element);
  const text =
    rgba(style.color)[3] !== 0 &&
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  const background = style.backgroundImage !== "none" || paints(style.backgroundColor, page);
  const border = (["Top", "Right", "Bottom", "Left"] as const).some(
    (side) =>
      parseFloat(style[`border${side}Width`]) > 0 &&
      !["none", "hidden"].includes(style[`border${side}Style`]) &&
      paints(style[`border${side}Color`], page),
  );
  return (text || background || border) && isSeen(element);
}

/**
 * Whether what is rendered in `root` shows a visitor anything at all: visible text, a picture
 * (image, svg, video) with a size, or a box painted in a colour, gradient or border the page
 * itself does not have. A story that shows none of these is a blank canvas: a loading state with
 * no skeleton, an empty state with no message.
 */
export function showsAnything(root: Element = document.body): boolean {
  // The canvas behind a page with no background of its own is white.
  const own = rgba(getComputedStyle(document.documentElement).backgroundColor);
  const page = own[3] === 0 ? [255, 255, 255, 255] : own;
  for (const element of [root, ...root.querySelectorAll("*")]) {
    if (element.closest("svg") && element.localName !== "svg") continue;
    if (showsSomething(element, page)) return true;
  }
  return false;
}
