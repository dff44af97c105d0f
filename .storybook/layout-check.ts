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
