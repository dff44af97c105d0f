import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ProductRecord } from "@studio/api";
import { CAROUSEL_COPY, COUNTS, PRODUCT_BENEFITS, PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import {
  ALL_STATES_PARAMETERS,
  decorativePart,
  decorativeParts,
  nthLandmarkName,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { expectHeld, liveRegionAround, SHORT_INTERVAL_MS } from "../../test/carousel-story-helpers.ts";
import { STORY_WHITE_IMAGE, storyImageUrl } from "../banner-carousel/banner-carousel.fixtures.ts";
import { BREAKPOINT_PX } from "../../tokens/breakpoints.ts";
import { ProductShowcase } from "./product-showcase.tsx";
import { STORY_PRODUCT_RECORDS } from "./product-showcase.fixtures.ts";

type Globals = Record<string, unknown>;

/** Which product list a story shows (`parameters.products`). */
type ProductSet = "locale" | "englishFallback" | "longText" | "single" | "empty";

const localeProducts = (globals: Globals): readonly ProductRecord[] => STORY_PRODUCT_RECORDS[storyLocale(globals).code];

/** Names and descriptions far longer than usual, the first over a plain white picture. */
function longProducts(globals: Globals): ProductRecord[] {
  return localeProducts(globals).map((product, position) => ({
    ...product,
    image: position === 0 ? STORY_WHITE_IMAGE : product.image,
    productName: [product.productName, product.productName, product.productName].join(" "),
    productDescription: [product.productDescription, product.productDescription].join(" "),
  }));
}

function productsFor(set: ProductSet, globals: Globals): readonly ProductRecord[] {
  switch (set) {
    case "englishFallback":
      return STORY_PRODUCT_RECORDS.en;
    case "longText":
      return longProducts(globals);
    case "single":
      return localeProducts(globals).slice(0, 1);
    case "empty":
      return [];
    default:
      return localeProducts(globals);
  }
}

const meta = {
  // The layout, and so the interaction, changes below 768 px: play functions run at mobile width too.
  tags: ["mobile-interaction"],
  title: "Sections/Home/ProductShowcase",
  id: "home-productshowcase",
  component: ProductShowcase,
  parameters: { layout: "fullscreen", products: "locale" satisfies ProductSet },
  args: { products: [], imageUrl: storyImageUrl, autoPlay: true, size: "md" },
  argTypes: {
    products: { control: false, description: "Chosen by the story from the story language's mock products." },
    imageUrl: { control: false },
    productHref: { control: false },
    layout: { control: "inline-radio", options: [undefined, "tabs", "accordion"] },
    size: { control: "inline-radio", options: ["md", "lg"] },
    intervalMs: { control: { type: "number", min: 300, step: 100 } },
    reducedMotion: { control: "boolean" },
  },
  render: (args, { globals, parameters }) => (
    <ProductShowcase {...args} products={productsFor(parameters.products as ProductSet, globals)} />
  ),
} satisfies Meta<typeof ProductShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layout this viewport shows: tabs above 480 px, the accordion at 480 px and below. */
const viewportLayout = () => (window.innerWidth > BREAKPOINT_PX.sm ? "tabs" : "accordion");

/** Matches a whole accessible name, whatever white space it has (French no-break spaces included). */
const exactName = (text: string) => new RegExp(`^${escape(text).replace(/ /g, "\\s+")}$`);

function section(canvasElement: HTMLElement, globals: Globals) {
  return within(canvasElement).getByRole("region", {
    name: exactName(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.titleId)),
  });
}

/** The name of the category selected now: the selected tab or the expanded accordion trigger. */
function selectedName(canvasElement: HTMLElement): string | null {
  const canvas = within(canvasElement);
  const tab = canvas.queryByRole("tab", { selected: true });
  if (tab) return tab.textContent;
  return canvas.queryByRole("button", { expanded: true })?.textContent ?? null;
}

/** Waits until category `position` (0-based) is selected and its slide shows. */
async function expectSelected(canvasElement: HTMLElement, products: readonly ProductRecord[], position: number) {
  const product = products[position]!;
  await waitFor(
    () => {
      expect(selectedName(canvasElement)).toBe(product.productName);
      const link = within(canvasElement).getByRole("link", { name: new RegExp(escape(product.productName)) });
      expect(link).toHaveAttribute("href", product.productPath);
    },
    { timeout: 5000 },
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The slide the visitor sees: the selected tab's panel, or the open accordion item's region. */
function shownSlide(canvasElement: HTMLElement): HTMLElement {
  const canvas = within(canvasElement);
  return (
    canvas.queryByRole("tabpanel") ?? canvas.getByRole("region", { name: exactName(selectedName(canvasElement) ?? "") })
  );
}

const pauseName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.pauseId);
const playName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.playId);
const knowMoreName = (globals: Globals, product: ProductRecord) =>
  storyMessage(globals, PRODUCTS_SHOWCASE_COPY.knowMoreLabelId, { product: product.productName });

/** The strip of eight pictures under the showcase: decoration, hidden from assistive technology. */
const stripPictures = (canvasElement: HTMLElement) =>
  decorativeParts(decorativePart(canvasElement, "[data-slot=product-showcase-strip]"), "img");

/** Controls for every prop; the story language's products, 5 s interval, layout by viewport. */
export const Playground: Story = {};

/**
 * The layout follows the viewport: tabs above 480 px, an accordion at 480 px and below. Grocery is
 * selected first; its slide shows the description, the three feature lines and 'Know more'.
 */
export const Responsive: Story = {
  args: { autoPlay: false },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const products = localeProducts(globals);
    await step(
      viewportLayout() === "tabs"
        ? "sees a tab per category above the slides, the first, Grocery, selected"
        : "sees the categories as an accordion, the first, Grocery, open",
      async () => {
        await expect(section(canvasElement, globals)).toHaveAttribute(
          "aria-roledescription",
          storyMessage(globals, CAROUSEL_COPY.roleDescriptionId),
        );
        await expect(products[0]!._id).toMatch(/grocery/);
        if (viewportLayout() === "tabs") {
          const tablist = canvas.getByRole("tablist", {
            name: storyMessage(globals, PRODUCTS_SHOWCASE_COPY.categoriesLabelId),
          });
          await expect(
            within(tablist)
              .getAllByRole("tab")
              .map((tab) => tab.textContent),
          ).toEqual(products.map((product) => product.productName));
          await expect(canvas.queryByRole("button", { expanded: true })).not.toBeInTheDocument();
        } else {
          await expect(canvas.queryByRole("tablist")).not.toBeInTheDocument();
          for (const [position, product] of products.entries()) {
            await expect(canvas.getByRole("button", { name: exactName(product.productName) })).toHaveAttribute(
              "aria-expanded",
              String(position === 0),
            );
          }
          await expect(canvas.getByRole("heading", { level: 3, name: products[0]!.productName })).toBeInTheDocument();
        }
        await expectSelected(canvasElement, products, 0);
      },
    );
    await step("reads Grocery's slide: its description, the three feature lines and 'Know more'", async () => {
      const slide = shownSlide(canvasElement);
      await expect(slide).toHaveAttribute(
        "aria-roledescription",
        storyMessage(globals, CAROUSEL_COPY.slideRoleDescriptionId),
      );
      await expect(slide).toHaveTextContent(products[0]!.productDescription);
      for (const benefit of PRODUCT_BENEFITS) {
        await expect(within(slide).getByText(storyMessage(globals, benefit.labelId))).toBeVisible();
      }
      const link = within(slide).getByRole("link", { name: knowMoreName(globals, products[0]!) });
      // The accessible name starts with the visible label (WCAG 2.5.3).
      await expect(link).toHaveTextContent(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.knowMoreId));
      await expect(link).toHaveAttribute("href", products[0]!.productPath);
    });
    await step("sees a strip of eight pictures below, which screen readers skip", async () => {
      await expect(
        decorativePart(canvasElement, "[data-slot=product-showcase-strip]"),
        "the strip, hidden from screen readers",
      ).toHaveAttribute("aria-hidden", "true");
      await expect(stripPictures(canvasElement)).toHaveLength(COUNTS.stripImages);
    });
  },
};

/** Playing: the selected category advances on its own (300 ms here, 5 s on the site) and wraps. */
export const Playing: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const products = localeProducts(globals);
    await step("is offered Pause, and hears nothing of the turning categories", async () => {
      await expect(canvas.getByRole("button", { name: pauseName(globals) })).toBeVisible();
      await expect(liveRegionAround(shownSlide(canvasElement)), "the slides' live region").toHaveAttribute(
        "aria-live",
        "off",
      );
    });
    await step(`watches the ${products.length} categories get selected one after another on their own`, async () => {
      for (let position = 0; position < products.length; position += 1) {
        await expectSelected(canvasElement, products, position);
      }
    });
    await step("sees the first selected again after the last", async () => {
      await expectSelected(canvasElement, products, 0);
    });
  },
};

/** The pause button stops the rotation; play resumes it. */
export const Paused: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const products = localeProducts(globals);
    await step("presses Pause and moves away: Play is offered and the product holds", async () => {
      await userEvent.click(canvas.getByRole("button", { name: pauseName(globals) }));
      await userEvent.unhover(section(canvasElement, globals));
      canvas.getByRole("button", { name: playName(globals) }).blur();
      await expect(canvas.getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectHeld(shownSlide(canvasElement));
    });
    await step("presses Play: the next product comes on its own", async () => {
      const position = products.findIndex((product) => product.productName === selectedName(canvasElement));
      await userEvent.click(canvas.getByRole("button", { name: playName(globals) }));
      await expectSelected(canvasElement, products, (position + 1) % products.length);
    });
  },
};

/** Hovering holds the rotation, and so does focus inside; leaving resumes it. */
export const HoverAndFocusPause: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvas, canvasElement, globals }) => {
    let pointedAt: HTMLElement = document.body;
    let shown: string | null = null;
    await step("points at the shown product: it holds", async () => {
      pointedAt = shownSlide(canvasElement);
      await userEvent.hover(pointedAt);
      await expectHeld(shownSlide(canvasElement));
      shown = selectedName(canvasElement);
    });
    await step("moves the pointer away: the next product comes on its own", async () => {
      await userEvent.unhover(pointedAt);
      await waitFor(() => expect(selectedName(canvasElement)).not.toBe(shown), { timeout: 5000 });
    });
    await step("focuses the Pause button: the shown product holds", async () => {
      canvas.getByRole("button", { name: pauseName(globals) }).focus();
      await expectHeld(shownSlide(canvasElement));
      shown = selectedName(canvasElement);
    });
    await step("moves focus out: the next product comes on its own", async () => {
      (document.activeElement as HTMLElement).blur();
      await waitFor(() => expect(selectedName(canvasElement)).not.toBe(shown), { timeout: 5000 });
    });
  },
};

/** Tabs (forced here at every width): arrows, Home and End move and select, wrapping at the ends. */
export const TabsKeyboard: Story = {
  args: { autoPlay: false, layout: "tabs" },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const products = localeProducts(globals);
    const last = products.length - 1;
    await step(`clicks the first tab: ${products[0]!.productName} is selected`, async () => {
      await userEvent.click(canvas.getByRole("tab", { name: products[0]!.productName }));
      await expectSelected(canvasElement, products, 0);
    });
    await step("presses ArrowRight: the next tab is selected and focused", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expectSelected(canvasElement, products, 1);
      await expect(canvas.getByRole("tab", { name: products[1]!.productName })).toHaveFocus();
    });
    await step("presses ArrowLeft twice: back to the first, then round to the last", async () => {
      await userEvent.keyboard("{ArrowLeft}");
      await expectSelected(canvasElement, products, 0);
      await userEvent.keyboard("{ArrowLeft}");
      await expectSelected(canvasElement, products, last);
    });
    await step("presses Home, then End: the first, then the last is selected", async () => {
      await userEvent.keyboard("{Home}");
      await expectSelected(canvasElement, products, 0);
      await userEvent.keyboard("{End}");
      await expectSelected(canvasElement, products, last);
    });
    await step("presses Tab twice: through the panel onto its 'Know more' link", async () => {
      await userEvent.tab();
      await userEvent.tab();
      const link = canvas.getByRole("link", { name: knowMoreName(globals, products[last]!) });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute("href", products[last]!.productPath);
    });
    await step("sees the selected tab in the orange selection colour", async () => {
      const selected = canvas.getByRole("tab", { selected: true });
      await waitFor(() => expect(selected).toHaveStyle({ backgroundColor: "rgb(194, 65, 12)" }));
    });
  },
};

/** Accordion (forced here at every width): Enter and Space open and close, arrows move between items. */
export const AccordionKeyboard: Story = {
  args: { autoPlay: false, layout: "accordion" },
  play: async ({ step, canvas, canvasElement, globals }) => {
    const products = localeProducts(globals);
    const trigger = (position: number) => canvas.getByRole("button", { name: products[position]!.productName });
    await step(`sees the first category, ${products[0]!.productName}, open`, async () => {
      await expect(trigger(0)).toHaveAttribute("aria-expanded", "true");
    });
    await step("presses ArrowDown on it: focus moves to the second category", async () => {
      trigger(0).focus();
      await userEvent.keyboard("{ArrowDown}");
      await expect(trigger(1)).toHaveFocus();
    });
    await step("presses Enter: the second opens and the first closes", async () => {
      await userEvent.keyboard("{Enter}");
      await expectSelected(canvasElement, products, 1);
      await expect(trigger(0)).toHaveAttribute("aria-expanded", "false");
    });
    await step("presses Space: it closes, nothing is open, and the rotation pauses (Play offered)", async () => {
      await userEvent.keyboard(" ");
      await waitFor(() => expect(trigger(1)).toHaveAttribute("aria-expanded", "false"));
      await expect(canvas.queryByRole("button", { expanded: true })).not.toBeInTheDocument();
      await expect(canvas.getByRole("button", { name: playName(globals) })).toBeVisible();
    });
    await step("presses Space again: it opens again", async () => {
      await userEvent.keyboard(" ");
      await expectSelected(canvasElement, products, 1);
    });
    await step("presses End: focus moves to the last category", async () => {
      await userEvent.keyboard("{End}");
      await expect(trigger(products.length - 1)).toHaveFocus();
    });
  },
};

/** Under reduced motion the showcase starts paused and never advances on its own. */
export const ReducedMotion: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS, reducedMotion: true },
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step("asks for reduced motion: the showcase starts paused on the first product, Play offered", async () => {
      await expect(canvas.getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectSelected(canvasElement, localeProducts(globals), 0);
    });
    await step("hears the product it holds: the slides are a polite live region", async () => {
      await expectHeld(shownSlide(canvasElement));
    });
  },
};

/** English fallback: a language whose list could not be read shows the English products, with the page's own labels. */
export const EnglishFallback: Story = {
  args: { autoPlay: false },
  parameters: { products: "englishFallback" satisfies ProductSet },
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step("sees the English products, the first selected, for a language whose list is missing", async () => {
      await expectSelected(canvasElement, STORY_PRODUCT_RECORDS.en, 0);
    });
    await step("reads the feature lines in the page's own language", async () => {
      await expect(canvas.getByText(storyMessage(globals, PRODUCT_BENEFITS[0].labelId))).toBeVisible();
    });
  },
};

/** Long names and descriptions over a white picture: the tabs wrap and nothing overflows. */
export const LongText: Story = {
  args: { autoPlay: false },
  parameters: { products: "longText" satisfies ProductSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("sees the first long-named category selected", async () => {
      await expectSelected(canvasElement, longProducts(globals), 0);
    });
    await step("sees nothing run out of the section sideways", async () => {
      const region = section(canvasElement, globals);
      await expect(region.scrollWidth, "the section's content width, px").toBeLessThanOrEqual(region.clientWidth);
    });
  },
};

/** A single category: selected, without rotation or its button. */
export const SingleItem: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  parameters: { products: "single" satisfies ProductSet },
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step("sees the one category selected", async () => {
      await expectSelected(canvasElement, localeProducts(globals).slice(0, 1), 0);
    });
    await step("finds no Pause: nothing turns", async () => {
      await expect(canvas.queryByRole("button", { name: pauseName(globals) })).not.toBeInTheDocument();
    });
    await step("still sees the strip of eight pictures", async () => {
      await expect(stripPictures(canvasElement)).toHaveLength(COUNTS.stripImages);
    });
  },
};

/**
 * The API has no products for this language (and is no longer being asked): the section keeps its
 * title and says there are none yet, rather than leaving a gap or a heading over nothing.
 */
export const Empty: Story = {
  parameters: { products: "empty" satisfies ProductSet },
  play: async ({ step, canvasElement, globals }) => {
    await step(`sees the products section say "${storyMessage(globals, PRODUCTS_SHOWCASE_COPY.emptyId)}"`, async () => {
      const region = section(canvasElement, globals);
      await expect(region).toBeVisible();
      await expect(within(region).getByText(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.emptyId))).toBeVisible();
      await expect(region).not.toHaveAttribute("aria-busy");
    });
    await step("finds no tabs, accordion or pause button: there is nothing to choose", async () => {
      await expect(within(canvasElement).queryByRole("tab")).not.toBeInTheDocument();
      await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
    });
  },
};

/**
 * Products still loading: the showcase's skeleton — the pause button, the category pills (or the
 * accordion's items), the slide and the picture strip as blocks that pulse (and stand still
 * under reduced motion) — as tall as the loaded showcase in this layout, so the page below does not move when
 * they arrive. The section is busy and says, in words, that its products are loading.
 */
export const Loading: Story = {
  parameters: { products: "empty" satisfies ProductSet },
  args: { loading: true },
  play: async ({ step, canvasElement, globals }) => {
    const region = () => section(canvasElement, globals);
    await step(
      `sees the products section busy, telling a screen reader "${storyMessage(globals, PRODUCTS_SHOWCASE_COPY.loadingId)}"`,
      async () => {
        await expect(region()).toHaveAttribute("aria-busy", "true");
        await expect(
          within(region()).getByText(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.loadingId)),
        ).toBeInTheDocument();
      },
    );
    await step("sees the skeleton in this layout, with no product or control yet", async () => {
      // The skeleton is hidden from assistive technology (the busy section speaks for it).
      const skeleton = decorativePart(canvasElement, "[data-slot=product-showcase-skeleton]");
      await expect(skeleton).toBeVisible();
      const categories = decorativeParts(skeleton, "[data-slot=product-showcase-skeleton-category]");
      await expect(categories, "one placeholder per category").toHaveLength(COUNTS.productCategories);
      await expect(within(canvasElement).queryByRole("tab")).not.toBeInTheDocument();
      await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
    });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await step(still ? "sees the skeleton stand still: motion is reduced" : "sees the skeleton pulse", async () => {
      const block = decorativePart(canvasElement, "[data-slot=product-showcase-skeleton-category]");
      await expect(getComputedStyle(block).animationName).toBe(still ? "none" : "pulse");
    });
    await step("sees the place held, as tall as the loaded showcase, so the page below stays put", async () => {
      await expect(region().getBoundingClientRect().height, "the held place's height, px").toBeGreaterThanOrEqual(
        56 * 16,
      );
    });
  },
};

/**
 * The spec sheet, paused: the tabs with the third category selected, then hovered and focused from
 * the keyboard, and the accordion with the fifth open. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  args: { autoPlay: false },
  render: (args, { globals }) => {
    const products = localeProducts(globals);
    const title = storyMessage(globals, PRODUCTS_SHOWCASE_COPY.titleId);
    // Landmarks on one page need distinct names: the copies beside the first are named apart.
    const name = (position: number) =>
      position === 0
        ? {}
        : { "aria-labelledby": undefined, "aria-label": nthLandmarkName(globals, title, position, 4) };
    return (
      <SpecSheet layout="stack">
        {(["default", "hover", "focus-visible"] as const).map((state, position) => (
          <SpecCell key={state} spec={["layout=tabs", "initialIndex=2"]} state={state}>
            <ProductShowcase {...args} {...name(position)} products={products} layout="tabs" initialIndex={2} />
          </SpecCell>
        ))}
        <SpecCell spec={["layout=accordion", "initialIndex=4"]} state="open">
          <ProductShowcase {...args} {...name(3)} products={products} layout="accordion" initialIndex={4} />
        </SpecCell>
      </SpecSheet>
    );
  },
  play: async ({ step, canvas, globals }) => {
    const products = localeProducts(globals);
    await step(`sees the tabs with the third category, ${products[2]!.productName}, selected`, async () => {
      await expect(canvas.getAllByRole("tablist")).toHaveLength(3);
      for (const tab of canvas.getAllByRole("tab", { selected: true }))
        await expect(tab).toHaveTextContent(products[2]!.productName);
    });
    await step(`sees the accordion below with the fifth, ${products[4]!.productName}, open`, async () => {
      await expect(canvas.getByRole("button", { expanded: true })).toHaveTextContent(products[4]!.productName);
    });
  },
};
