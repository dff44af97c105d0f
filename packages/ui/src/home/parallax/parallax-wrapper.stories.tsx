import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PARALLAX } from "@studio/content";
import { ServiceIllustration } from "../services-accordion/service-illustrations.tsx";
import { ParallaxWrapper } from "./parallax-wrapper.tsx";
import { ALL_STATES_PARAMETERS, decorativePart } from "../../test/story-helpers.ts";
import { SpecCell } from "../../test/spec-sheet.tsx";

const meta = {
  title: "Sections/Home/ParallaxWrapper",
  id: "home-parallaxwrapper",
  component: ParallaxWrapper,
  parameters: { layout: "fullscreen" },
  args: {
    strength: PARALLAX.strength,
    blurMin: PARALLAX.blurMin,
    blurMax: PARALLAX.blurMax,
    depth: 0.1,
    disabled: false,
    className: "mx-auto w-full max-w-md",
    children: (
      <div className="rounded-2xl bg-brand-50 p-4">
        <ServiceIllustration name="webDevelopment" />
      </div>
    ),
  },
  argTypes: {
    strength: { control: { type: "range", min: 0, max: 1200, step: 50 } },
    blurMin: { control: { type: "range", min: -20, max: 20, step: 1 } },
    blurMax: { control: { type: "range", min: 0, max: 30, step: 1 } },
    depth: { control: { type: "range", min: 0, max: 1, step: 0.05 } },
    children: { control: false },
  },
  // Room to scroll: the wrapper starts half a screen down and the page continues below it.
  decorators: [
    (Story) => (
      <div className="px-gutter pt-[50vh] pb-[150vh]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParallaxWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The layer that moves the wrapped picture. The picture is decoration, hidden from assistive
 * technology, so no accessible query reaches it or its layer: it is found through the picture.
 */
const movingLayer = (canvasElement: HTMLElement) =>
  decorativePart(canvasElement, "svg").closest<HTMLElement>('[data-slot="parallax-layer"]')!;
const wrapperOf = (layer: HTMLElement) => layer.closest<HTMLElement>('[data-slot="parallax-wrapper"]')!;

/** Controls for strength, blur range and depth; scroll the canvas to see the effect. */
export const Playground: Story = {};

/**
 * While the page scrolls, the content lags behind it a little and blurs towards the edges of the
 * window; it stays put and sharp when the visitor asks for reduced motion.
 */
export const FollowsScroll: Story = {
  play: async ({ step, canvasElement }) => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await step(reduced ? "asks for reduced motion: the effect is off" : "finds the effect on", async () => {
      await expect(wrapperOf(movingLayer(canvasElement)), "the wrapper's motion").toHaveAttribute(
        "data-motion",
        reduced ? "off" : "on",
      );
    });
    await step(
      reduced
        ? "scrolls until the picture nears the top of the window: it stays put and sharp"
        : "scrolls until the picture nears the top of the window: it lags behind, shifted up, and blurs",
      async () => {
        const layer = movingLayer(canvasElement);
        const wrapper = wrapperOf(layer);
        window.scrollTo(0, wrapper.offsetTop + wrapper.offsetHeight / 2);
        try {
          await nextFrames();
          if (reduced) {
            await expect(layer.style.transform, "the picture's shift").toBe("");
            await expect(layer.style.filter, "the picture's blur").toBe("");
          } else {
            await expect(layer.style.transform, "the picture's shift").toMatch(
              /^translate3d\(0px, -\d+(\.\d+)?px, 0px\)$/,
            );
            await expect(layer.style.filter, "the picture's blur").toMatch(/^blur\(\d+(\.\d+)?px\)$/);
          }
        } finally {
          window.scrollTo(0, 0);
        }
      },
    );
  },
};

/** Turned off: the content never moves or blurs. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ step, canvasElement }) => {
    await step("finds the effect turned off", async () => {
      await expect(wrapperOf(movingLayer(canvasElement)), "the wrapper's motion").toHaveAttribute("data-motion", "off");
    });
    await step("scrolls to the picture: it neither moves nor blurs", async () => {
      const layer = movingLayer(canvasElement);
      window.scrollTo(0, wrapperOf(layer).offsetTop);
      try {
        await nextFrames();
        await expect(layer, "the picture's shift").toHaveStyle({ transform: "none" });
        await expect(layer, "the picture's blur").toHaveStyle({ filter: "none" });
      } finally {
        window.scrollTo(0, 0);
      }
    });
  },
};

/** The wrapper at rest and turned off: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="grid gap-8 sm:grid-cols-2">
      <SpecCell spec={["parallax"]} state="default" bleed>
        <ParallaxWrapper {...args} />
      </SpecCell>
      <SpecCell spec={["parallax"]} state="disabled" bleed>
        <ParallaxWrapper {...args} disabled />
      </SpecCell>
    </div>
  ),
};
