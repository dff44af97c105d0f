import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ProductRecord } from "@studio/api";
import { CAROUSEL_COPY, COUNTS, PRODUCT_BENEFITS, PRODUCTS_SHOWCASE_COPY, PRODUCTS_WIDE_MIN_PX } from "@studio/content";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { expectHeld, SHORT_INTERVAL_MS } from "../../test/carousel-story-helpers.ts";
import { STORY_WHITE_IMAGE, storyImageUrl } from "../banner-carousel/banner-carousel.fixtures.ts";
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
const viewportLayout = () => (window.innerWidth > PRODUCTS_WIDE_MIN_PX ? "tabs" : "accordion");

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
/**
 * The products' live region: polite while they hold (hover, focus, pause, reduced motion), off
 * while they rotate. That a held product then stays for good is the rotation engine's own test
 * (use-auto-advance.test.tsx, with a fake clock); here the hold is read from this state.
 */
const liveRegion = (canvasElement: HTMLElement) => canvasElement.querySelector("[aria-live]");

const pauseName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.pauseId);
const playName = (globals: Globals) => storyMessage(globals, CAROUSEL_COPY.playId);

/** Controls for every prop; the story language's products, 5 s interval, layout by viewport. */
export const Playground: Story = {};

/**
 * The layout follows the viewport: tabs above 480 px, an accordion at 480 px and below. Grocery is
 * selected first; its slide shows the description, the three feature lines and 'Know more'.
 */
export const Responsive: Story = {
  args: { autoPlay: false },
  play: async ({ step, canvasElement, globals }) => {
    await step("the layout follows the viewport: tabs above 480 px, an accordion at 480 px and below", async () => {
      const products = localeProducts(globals);
      const canvas = within(canvasElement);
      const region = section(canvasElement, globals);
      await expect(region).toHaveAttribute(
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
        await expect(canvasElement.querySelectorAll("[data-slot=product-showcase-trigger]")).toHaveLength(
          products.length,
        );
        await expect(canvas.getByRole("heading", { level: 3, name: products[0]!.productName })).toBeInTheDocument();
      }
      await expectSelected(canvasElement, products, 0);
      const slide = canvasElement.querySelector<HTMLElement>("[data-slot=product-showcase-slide]:not([hidden])")!;
      await expect(slide).toHaveAttribute(
        "aria-roledescription",
        storyMessage(globals, CAROUSEL_COPY.slideRoleDescriptionId),
      );
      await expect(slide).toHaveTextContent(products[0]!.productDescription);
      for (const benefit of PRODUCT_BENEFITS) {
        await expect(within(slide).getByText(storyMessage(globals, benefit.labelId))).toBeVisible();
      }
      const link = within(slide).getByRole("link", {
        name: storyMessage(globals, PRODUCTS_SHOWCASE_COPY.knowMoreLabelId, { product: products[0]!.productName }),
      });
      // The accessible name starts with the visible label (WCAG 2.5.3).
      await expect(link).toHaveTextContent(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.knowMoreId));
      await expect(link).toHaveAttribute("href", products[0]!.productPath);
      // The decorative strip: eight pictures, hidden from assistive technology.
      const strip = canvasElement.querySelector("[data-slot=product-showcase-strip]")!;
      await expect(strip).toHaveAttribute("aria-hidden", "true");
      await expect(strip.querySelectorAll("img")).toHaveLength(COUNTS.stripImages);
    });
  },
};

/** Playing: the selected category advances on its own (300 ms here, 5 s on the site) and wraps. */
export const Playing: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "playing: the selected category advances on its own (300 ms here, 5 s on the site) and wraps",
      async () => {
        const products = localeProducts(globals);
        await expect(within(canvasElement).getByRole("button", { name: pauseName(globals) })).toBeVisible();
        await expect(canvasElement.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");
        for (let position = 0; position < products.length; position += 1) {
          await expectSelected(canvasElement, products, position);
        }
        await expectSelected(canvasElement, products, 0);
      },
    );
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
      await expectHeld(liveRegion(canvasElement));
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
    const carousel = () => canvasElement.querySelector<HTMLElement>("[data-slot=product-showcase-carousel]")!;
    let shown: string | null = null;
    await step("points at the products: the shown product holds", async () => {
      await userEvent.hover(carousel());
      await expectHeld(liveRegion(canvasElement));
      shown = selectedName(canvasElement);
    });
    await step("moves the pointer away: the next product comes on its own", async () => {
      await userEvent.unhover(carousel());
      await waitFor(() => expect(selectedName(canvasElement)).not.toBe(shown), { timeout: 5000 });
    });
    await step("focuses the Pause button: the shown product holds", async () => {
      canvas.getByRole("button", { name: pauseName(globals) }).focus();
      await expectHeld(liveRegion(canvasElement));
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
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "tabs (forced here at every width): arrows, Home and End move and select, wrapping at the ends",
      async () => {
        const products = localeProducts(globals);
        const canvas = within(canvasElement);
        await userEvent.click(canvas.getByRole("tab", { name: products[0]!.productName }));
        await expectSelected(canvasElement, products, 0);
        await userEvent.keyboard("{ArrowRight}");
        await expectSelected(canvasElement, products, 1);
        await expect(canvas.getByRole("tab", { name: products[1]!.productName })).toHaveFocus();
        await userEvent.keyboard("{ArrowLeft}");
        await expectSelected(canvasElement, products, 0);
        await userEvent.keyboard("{ArrowLeft}");
        await expectSelected(canvasElement, products, products.length - 1);
        await userEvent.keyboard("{Home}");
        await expectSelected(canvasElement, products, 0);
        await userEvent.keyboard("{End}");
        await expectSelected(canvasElement, products, products.length - 1);
        // Tab moves on into the selected panel's 'Know more' link.
        await userEvent.tab();
        await userEvent.tab();
        await expect(document.activeElement).toHaveAttribute("href", products.at(-1)!.productPath);
        // The selected tab is highlighted in the orange selection colour.
        const selected = canvas.getByRole("tab", { selected: true });
        await waitFor(() => expect(getComputedStyle(selected).backgroundColor).toBe("rgb(194, 65, 12)"));
      },
    );
  },
};

/** Accordion (forced here at every width): Enter and Space open and close, arrows move between items. */
export const AccordionKeyboard: Story = {
  args: { autoPlay: false, layout: "accordion" },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "accordion (forced here at every width): Enter and Space open and close, arrows move between items",
      async () => {
        const products = localeProducts(globals);
        const canvas = within(canvasElement);
        const trigger = (position: number) => canvas.getByRole("button", { name: products[position]!.productName });
        await expect(trigger(0)).toHaveAttribute("aria-expanded", "true");
        trigger(0).focus();
        await userEvent.keyboard("{ArrowDown}");
        await expect(trigger(1)).toHaveFocus();
        await userEvent.keyboard("{Enter}");
        await expectSelected(canvasElement, products, 1);
        await expect(trigger(0)).toHaveAttribute("aria-expanded", "false");
        await userEvent.keyboard(" ");
        // Collapsed: nothing is open, and the rotation is paused.
        await waitFor(() => expect(trigger(1)).toHaveAttribute("aria-expanded", "false"));
        await expect(canvas.queryByRole("button", { expanded: true })).not.toBeInTheDocument();
        await expect(canvas.getByRole("button", { name: playName(globals) })).toBeVisible();
        await userEvent.keyboard(" ");
        await expectSelected(canvasElement, products, 1);
        await userEvent.keyboard("{End}");
        await expect(trigger(products.length - 1)).toHaveFocus();
      },
    );
  },
};

/** Under reduced motion the showcase starts paused and never advances on its own. */
export const ReducedMotion: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS, reducedMotion: true },
  play: async ({ step, canvasElement, globals }) => {
    await step("with reduced motion asked for, the showcase starts paused on the first product", async () => {
      await expect(within(canvasElement).getByRole("button", { name: playName(globals) })).toBeVisible();
      await expectHeld(liveRegion(canvasElement));
      await expectSelected(canvasElement, localeProducts(globals), 0);
    });
  },
};

/** English fallback: a language whose list could not be read shows the English products, with the page's own labels. */
export const EnglishFallback: Story = {
  args: { autoPlay: false },
  parameters: { products: "englishFallback" satisfies ProductSet },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "english fallback: a language whose list could not be read shows the English products, with the page's own labels",
      async () => {
        await expectSelected(canvasElement, STORY_PRODUCT_RECORDS.en, 0);
        await expect(within(canvasElement).getByText(storyMessage(globals, PRODUCT_BENEFITS[0].labelId))).toBeVisible();
      },
    );
  },
};

/** Long names and descriptions over a white picture: the tabs wrap and nothing overflows. */
export const LongText: Story = {
  args: { autoPlay: false },
  parameters: { products: "longText" satisfies ProductSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("long names and descriptions over a white picture: the tabs wrap and nothing overflows", async () => {
      const products = longProducts(globals);
      await expectSelected(canvasElement, products, 0);
      const region = section(canvasElement, globals);
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    });
  },
};

/** A single category: selected, without rotation or its button. */
export const SingleItem: Story = {
  args: { intervalMs: SHORT_INTERVAL_MS },
  parameters: { products: "single" satisfies ProductSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("a single category: selected, without rotation or its button", async () => {
      const products = localeProducts(globals).slice(0, 1);
      await expect(within(canvasElement).queryByRole("button", { name: pauseName(globals) })).not.toBeInTheDocument();
      await expectSelected(canvasElement, products, 0);
      await expect(canvasElement.querySelectorAll("[data-slot=product-showcase-strip] img")).toHaveLength(
        COUNTS.stripImages,
      );
    });
  },
};

/** No products (not loaded yet, or none): the section is left out. */
export const Empty: Story = {
  parameters: { products: "empty" satisfies ProductSet },
  play: async ({ step, canvasElement, globals }) => {
    await step("no products (not loaded yet, or none): the section is left out", async () => {
      const canvas = within(canvasElement);
      await expect(
        canvas.queryByRole("heading", { name: exactName(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.titleId)) }),
      ).not.toBeInTheDocument();
      await expect(canvasElement.querySelector("[data-slot=product-showcase]")).not.toBeInTheDocument();
    });
  },
};

/**
 * Products still loading: nothing is shown, but the showcase's place is held (as tall as the
 * loaded showcase in this layout), so the page below does not move when they arrive.
 */
export const Loading: Story = {
  parameters: { products: "empty" satisfies ProductSet },
  args: { loading: true },
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "products still loading: nothing is shown, but the showcase's place is held (as tall as the loaded showcase in this layout), so the page below does not move when they arrive",
      async () => {
        const canvas = within(canvasElement);
        await expect(
          canvas.queryByRole("heading", { name: exactName(storyMessage(globals, PRODUCTS_SHOWCASE_COPY.titleId)) }),
        ).not.toBeInTheDocument();
        const placeholder = canvasElement.querySelector<HTMLElement>("[data-slot=product-showcase-placeholder]");
        await expect(placeholder).toBeInTheDocument();
        await expect(placeholder!.getBoundingClientRect().height).toBeGreaterThanOrEqual(56 * 16);
      },
    );
  },
};

/** Paused, for visual regression: tabs with the third category, then the accordion with the fifth. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  args: { autoPlay: false },
  render: (args, { globals }) => {
    const products = localeProducts(globals);
    const title = storyMessage(globals, PRODUCTS_SHOWCASE_COPY.titleId);
    const categories = storyMessage(globals, PRODUCTS_SHOWCASE_COPY.categoriesLabelId);
    return (
      <>
        <ProductShowcase {...args} products={products} layout="tabs" initialIndex={2} />
        {/* Landmarks on one page need distinct names. */}
        <ProductShowcase
          {...args}
          products={products}
          layout="accordion"
          initialIndex={4}
          aria-labelledby={undefined}
          aria-label={[title, categories].join(" ")}
        />
      </>
    );
  },
  play: async ({ step, canvasElement }) => {
    await step(
      "paused, for visual regression: tabs with the third category, then the accordion with the fifth",
      async () => {
        const showcases = canvasElement.querySelectorAll("[data-slot=product-showcase]");
        await expect(showcases[0]).toHaveAttribute("data-layout", "tabs");
        await expect(showcases[1]).toHaveAttribute("data-layout", "accordion");
      },
    );
  },
};
