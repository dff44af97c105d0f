import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PRODUCT_BENEFITS, VERTICAL_KEYS, getProductPage, type VerticalKey } from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  collapse,
  containsText,
  decorativePart,
  sameText,
  storyMessage,
} from "../../test/story-helpers.ts";
import { ProductHero } from "./product-hero.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

/** The demo host the site reads from its configuration (a reserved example domain here). */
const DEMO_HOST = "https://demo.example.com";
const demoUrlFor = (vertical: VerticalKey) => `${DEMO_HOST}${getProductPage(vertical).demoPath}`;

const meta = {
  title: "Sections/Product/ProductHero",
  id: "product-producthero",
  component: ProductHero,
  parameters: { layout: "fullscreen" },
  args: {
    vertical: "grocery",
    demoUrl: demoUrlFor("grocery"),
    contactHref: "#book-demo",
    onContactClick: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    tone: "tinted",
  },
  argTypes: {
    vertical: { control: "select", options: VERTICAL_KEYS },
    tone: { control: "inline-radio", options: ["tinted", "plain"] },
    benefits: { control: false },
  },
} satisfies Meta<typeof ProductHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

/** What every vertical's hero shows: its title as the page heading, pitch, three ticked benefits, picture. */
function verticalStory(vertical: VerticalKey): Story {
  return {
    args: { vertical, demoUrl: demoUrlFor(vertical) },
    play: async ({ step, canvas, globals }) => {
      const page = getProductPage(vertical);
      const title = storyMessage(globals, page.titleId);
      await step(`sees "${title}" as the page's heading, with its pitch`, async () => {
        await expect(canvas.getByRole("heading", { level: 1, name: sameText(title) })).toBeInTheDocument();
        await expect(canvas.getByText(storyMessage(globals, page.pitchId))).toBeVisible();
      });
      await step("reads the three benefits, each ticked", async () => {
        const benefits = within(canvas.getByRole("list")).getAllByRole("listitem");
        await expect(benefits.map((item) => collapse(item.textContent))).toEqual(
          PRODUCT_BENEFITS.map((benefit) => storyMessage(globals, benefit.labelId)),
        );
        // The tick is decoration, hidden from assistive technology: no accessible query reaches it.
        for (const item of benefits) await expect(decorativePart(item, "svg"), "the tick").toBeInTheDocument();
      });
      await step("sees the storefront picture, described for screen readers", async () => {
        const picture = canvas.getByRole("img", { name: sameText(storyMessage(globals, "product.hero.imageAlt")) });
        await expect(picture).toHaveAttribute("data-vertical", vertical);
      });
      await step("finds 'See Demo' leading to this vertical's demo", async () => {
        await expect(canvas.getByRole("link", { name: containsText(title) })).toHaveAttribute(
          "href",
          `${DEMO_HOST}${page.demoPath}`,
        );
      });
    },
  };
}

export const Grocery: Story = verticalStory("grocery");
export const Meat: Story = verticalStory("meat");
export const Milk: Story = verticalStory("milk");
export const Fashion: Story = verticalStory("fashion");
export const Electronics: Story = verticalStory("electronics");
export const HomeNeeds: Story = verticalStory("homeNeeds");
export const Beauty: Story = verticalStory("beauty");
export const Furniture: Story = verticalStory("furniture");

/** 'See Demo' opens the vertical's demo in a new tab, safely, and says so in its accessible name. */
export const SeeDemoLink: Story = {
  args: { vertical: "electronics", demoUrl: demoUrlFor("electronics") },
  play: async ({ step, canvas, globals }) => {
    const product = storyMessage(globals, getProductPage("electronics").titleId);
    const link = () =>
      canvas.getByRole("link", { name: sameText(storyMessage(globals, "product.hero.seeDemoLabel", { product })) });
    await step("finds 'See Demo', named for the product and saying it opens a new tab", async () => {
      await expect(link()).toHaveTextContent(storyMessage(globals, "product.hero.seeDemo"));
    });
    await step("sees it open the demo in a new tab, without giving the demo access to this page", async () => {
      await expect(link()).toHaveAttribute("href", "https://demo.example.com/electrotech/");
      await expect(link()).toHaveAttribute("target", "_blank");
      await expect(link()).toHaveAttribute("rel", "noopener noreferrer");
    });
    await step("can hit it easily: at least 44 px tall", async () => {
      await expect(link().getBoundingClientRect().height, "the link's height, px").toBeGreaterThanOrEqual(44);
    });
  },
};

/** 'Contact Us' leads to the booking form and reports the click, so the site can scroll there. */
export const ContactUs: Story = {
  tags: ["play-only"],
  play: async ({ step, args, canvas, globals }) => {
    const link = () => canvas.getByRole("link", { name: sameText(storyMessage(globals, "product.hero.contactUs")) });
    await step("finds 'Contact Us' leading to the booking form on this page", async () => {
      await expect(link()).toHaveAttribute("href", "#book-demo");
      await expect(link()).not.toHaveAttribute("target");
    });
    await step("clicks it: the site is told, so it can scroll there", async () => {
      await userEvent.click(link());
      await expect(args.onContactClick).toHaveBeenCalledOnce();
    });
    await step("presses Enter on it: the site is told again", async () => {
      link().focus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onContactClick).toHaveBeenCalledTimes(2);
    });
  },
};

/** The picture moves gently, and rests when the visitor prefers reduced motion. */
export const AnimatedPicture: Story = {
  tags: ["play-only"],
  play: async ({ step, canvas, globals }) => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await step(
      reduced ? "sees the picture rest: reduced motion is asked for" : "sees the phone in the picture float gently",
      async () => {
        // The phone is a part of the picture, which a screen reader hears whole: no accessible query reaches it.
        const picture = canvas.getByRole("img", { name: sameText(storyMessage(globals, "product.hero.imageAlt")) });
        const phone = decorativePart(picture, '[data-motion="float"]');
        const animations = phone.getAnimations().map((animation) => (animation as CSSAnimation).animationName);
        if (reduced) await expect(animations, "the phone's animations").toEqual([]);
        else await expect(animations, "the phone's animations").toContain("storefront-float");
      },
    );
  },
};

/** The eight verticals, one after another: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {VERTICAL_KEYS.map((vertical, index) => (
        <SpecCell
          key={vertical}
          spec={[vertical, index % 2 === 0 ? "tone=tinted" : "tone=plain"]}
          state="default"
          bleed
        >
          <ProductHero
            {...args}
            vertical={vertical}
            demoUrl={demoUrlFor(vertical)}
            tone={index % 2 === 0 ? "tinted" : "plain"}
          />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ step, canvas }) => {
    await step(`sees the ${VERTICAL_KEYS.length} verticals' heroes, one after another`, async () => {
      await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(VERTICAL_KEYS.length);
    });
  },
};
