import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { PRODUCT_BENEFITS, VERTICAL_KEYS, getProductPage, type VerticalKey } from "@studio/content";
import { ALL_STATES_PARAMETERS, collapse, containsText, sameText, storyMessage } from "../../test/story-helpers.ts";
import { ProductHero } from "./product-hero.tsx";

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
      await step(
        "what every vertical's hero shows: its title as the page heading, pitch, three ticked benefits, picture",
        async () => {
          const page = getProductPage(vertical);
          const title = storyMessage(globals, page.titleId);
          await expect(canvas.getByRole("heading", { level: 1, name: sameText(title) })).toBeInTheDocument();
          await expect(canvas.getByText(storyMessage(globals, page.pitchId))).toBeVisible();
          const benefits = within(canvas.getByRole("list")).getAllByRole("listitem");
          await expect(benefits.map((item) => collapse(item.textContent))).toEqual(
            PRODUCT_BENEFITS.map((benefit) => storyMessage(globals, benefit.labelId)),
          );
          // Each benefit is ticked with a check icon.
          for (const item of benefits) await expect(item.querySelector("svg")).toBeInTheDocument();
          const picture = canvas.getByRole("img", { name: sameText(storyMessage(globals, "product.hero.imageAlt")) });
          await expect(picture).toHaveAttribute("data-vertical", vertical);
          await expect(canvas.getByRole("link", { name: containsText(title) })).toHaveAttribute(
            "href",
            `${DEMO_HOST}${page.demoPath}`,
          );
        },
      );
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
    await step(
      "'See Demo' opens the vertical's demo in a new tab, safely, and says so in its accessible name",
      async () => {
        const product = storyMessage(globals, getProductPage("electronics").titleId);
        const link = canvas.getByRole("link", {
          name: sameText(storyMessage(globals, "product.hero.seeDemoLabel", { product })),
        });
        await expect(link).toHaveTextContent(storyMessage(globals, "product.hero.seeDemo"));
        await expect(link).toHaveAttribute("href", "https://demo.example.com/electrotech/");
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      },
    );
  },
};

/** 'Contact Us' leads to the booking form and reports the click, so the site can scroll there. */
export const ContactUs: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "'Contact Us' leads to the booking form and reports the click, so the site can scroll there",
      async () => {
        const link = canvas.getByRole("link", { name: sameText(storyMessage(globals, "product.hero.contactUs")) });
        await expect(link).toHaveAttribute("href", "#book-demo");
        await expect(link).not.toHaveAttribute("target");
        await userEvent.click(link);
        await expect(args.onContactClick).toHaveBeenCalledOnce();
        link.focus();
        await userEvent.keyboard("{Enter}");
        await expect(args.onContactClick).toHaveBeenCalledTimes(2);
      },
    );
  },
};

/** The picture moves gently, and rests when the visitor prefers reduced motion. */
export const AnimatedPicture: Story = {
  play: async ({ step, canvasElement }) => {
    await step("the picture moves gently, and rests when the visitor prefers reduced motion", async () => {
      const phone = canvasElement.querySelector<SVGGElement>('[data-motion="float"]')!;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      await expect(phone.getAnimations().length > 0).toBe(!reduced);
    });
  },
};

/** The eight verticals, one after another: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <>
      {VERTICAL_KEYS.map((vertical, index) => (
        <ProductHero
          key={vertical}
          {...args}
          vertical={vertical}
          demoUrl={demoUrlFor(vertical)}
          tone={index % 2 === 0 ? "tinted" : "plain"}
        />
      ))}
    </>
  ),
  play: async ({ step, canvas }) => {
    await step("the eight verticals, one after another: the visual-regression story", async () => {
      await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(VERTICAL_KEYS.length);
    });
  },
};
