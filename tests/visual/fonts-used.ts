/**
 * Which fonts the browser drew a page's text with, asked of the browser itself (DevTools protocol,
 * `CSS.getPlatformFontsForNode`). A shot is only repeatable from machine to machine when every
 * glyph in it comes from a font the repository ships (a web font: `@font-face`); a system font
 * wins or loses by what the machine happens to have installed (fonts-liberation, fonts-noto-core…).
 */
import type { CDPSession, Page } from "@playwright/test";
import { BROWSER_DRAWN_CSS } from "./stable-render.ts";

/** A font the browser took from the machine rather than from the page, and where it drew text with it. */
export interface SystemFontUse {
  family: string;
  /** The element whose own text used it: tag, and the start of that text. */
  where: string;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Every element with text of its own (not only white space), with that text. */
function elementsWithText(node: DomNode, found: { nodeId: number; where: string }[] = []) {
  const children = [...(node.children ?? []), ...(node.shadowRoots ?? [])];
  if (node.nodeType === ELEMENT_NODE) {
    const text = children
      .filter((child) => child.nodeType === TEXT_NODE)
      .map((child) => child.nodeValue)
      .join("")
      .trim();
    if (text && !["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(node.nodeName)) {
      found.push({ nodeId: node.nodeId, where: `<${node.nodeName.toLowerCase()}> "${text.slice(0, 40)}"` });
    }
  }
  for (const child of children) elementsWithText(child, found);
  return found;
}

/**
 * Whether an element's text is painted: laid-out text that is `visibility: hidden` (the browser's
 * own video time readout, hidden in the shots by browser-drawn.css, which is applied here first) is
 * shaped with a font but never drawn, so it cannot change a shot.
 */
async function painted(session: CDPSession, nodeId: number): Promise<boolean> {
  const { computedStyle } = (await session.send("CSS.getComputedStyleForNode", { nodeId })) as {
    computedStyle: { name: string; value: string }[];
  };
  return computedStyle.find(({ name }) => name === "visibility")?.value === "visible";
}

/**
 * One DevTools session per page, its DOM and CSS agents enabled once: enabling the CSS agent
 * collects every style sheet of the document, a fifth of a second on a Storybook page, and a
 * worker's page is photographed dozens of times. The session lives as long as the page (it
 * follows the page to each new document).
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = (async () => {
      const opened = await page.context().newCDPSession(page);
      await opened.send("DOM.enable");
      await opened.send("CSS.enable");
      return opened;
    })();
    sessions.set(page, session);
  }
  return session;
}

/**
 * The system fonts the page's rendered text uses (none when every glyph came from a web font).
 * Shadow roots are included (a field's placeholder is drawn in one). The page gets the shots'
 * browser-drawn.css first, so what is asked about is what the shot paints.
 */
export async function systemFontsUsed(page: Page): Promise<SystemFontUse[]> {
  // Taken away afterwards: the next story may be rendered in the same document (storybook-page.ts).
  const style = await page.addStyleTag({ path: BROWSER_DRAWN_CSS });
  const session = await sessionOf(page);
  try {
    const { root } = (await session.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: DomNode };
    const elements = elementsWithText(root);
    const answers = await Promise.all(
      elements.map(async ({ nodeId, where }) => {
        const { fonts } = (await session.send("CSS.getPlatformFontsForNode", { nodeId })) as {
          fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
        };
        const system = fonts.filter((font) => !font.isCustomFont && font.glyphCount > 0);
        if (system.length === 0 || !(await painted(session, nodeId))) return [];
        return system.map((font) => ({ family: font.familyName, where }));
      }),
    );
    return answers.flat();
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}
