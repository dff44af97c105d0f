import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PARALLAX } from "@studio/content";
import { ServiceIllustration } from "../services-accordion/service-illustrations.tsx";
import { ParallaxWrapper } from "./parallax-wrapper.tsx";
import { ALL_STATES_PARAMETERS } from "../../test/story-helpers.ts";

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

/** Controls for strength, blur range and depth; scroll the canvas to see the effect. */
export const Playground: Story = {};

/**
 * While the page scrolls, the content lags behind it a little and blurs towards the edges of the
 * window; it stays put and sharp when the visitor asks for reduced motion.
 */
export const FollowsScroll: Story = {
  play: async ({ step, canvasElement }) => {
    await step(
      "while the page scrolls, the content lags behind it a little and blurs towards the edges of the window; it stays put and sharp when the visitor asks for reduced motion",
      async () => {
        const wrapper = canvasElement.querySelector<HTMLElement>('[data-slot="parallax-wrapper"]')!;
        const layer = canvasElement.querySelector<HTMLElement>('[data-slot="parallax-layer"]')!;
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        await expect(wrapper).toHaveAttribute("data-motion", reduced ? "off" : "on");

        // Scroll so that the wrapper sits near the top edge of the window.
        window.scrollTo(0, wrapper.offsetTop + wrapper.offsetHeight / 2);
        await nextFrames();
        const transform = layer.style.transform;
        const filter = layer.style.filter;
        window.scrollTo(0, 0);
        await nextFrames();
        if (reduced) {
          await expect(transform).toBe("");
          await expect(filter).toBe("");
        } else {
          // Leaving at the top: shifted up and blurred.
          await expect(transform).toMatch(/^translate3d\(0px, -\d+(\.\d+)?px, 0px\)$/);
          await expect(filter).toMatch(/^blur\(\d+(\.\d+)?px\)$/);
        }
      },
    );
  },
};

/** Turned off: the content never moves or blurs. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ step, canvasElement }) => {
    await step("turned off: the content never moves or blurs", async () => {
      const wrapper = canvasElement.querySelector<HTMLElement>('[data-slot="parallax-wrapper"]')!;
      const layer = canvasElement.querySelector<HTMLElement>('[data-slot="parallax-layer"]')!;
      await expect(wrapper).toHaveAttribute("data-motion", "off");
      window.scrollTo(0, wrapper.offsetTop);
      await nextFrames();
      await expect(layer.style.transform).toBe("");
      await expect(layer.style.filter).toBe("");
      window.scrollTo(0, 0);
    });
  },
};

/** The wrapper at rest and turned off: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="grid gap-8 sm:grid-cols-2">
      <ParallaxWrapper {...args} />
      <ParallaxWrapper {...args} disabled />
    </div>
  ),
};
