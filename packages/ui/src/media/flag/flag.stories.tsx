import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LOCALES, type FlagCode } from "@studio/content";
import { Flag } from "./flag.tsx";
import { ALL_STATES_PARAMETERS } from "../../test/story-helpers.ts";

/** Every flag the locale registry draws, once each, in registry order. */
const REGISTRY_FLAGS: readonly FlagCode[] = [...new Set(LOCALES.map((locale) => locale.flag))];

const meta = {
  title: "Components/Media/Flag",
  id: "media-flag",
  component: Flag,
  args: { code: "GB" },
  argTypes: {
    code: { control: "select", options: REGISTRY_FLAGS },
    className: { control: "text" },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: pick a flag of the registry or add classes to resize it. */
export const Playground: Story = {
  play: async ({ step, args, canvasElement }) => {
    await step("controls for every prop: pick a flag of the registry or add classes to resize it", async () => {
      const flag = canvasElement.querySelector(`[data-flag="${args.code}"]`);
      await expect(flag).toHaveAttribute("aria-hidden", "true");
      await expect(flag?.querySelector("svg")).toBeInTheDocument();
    });
  },
};

/**
 * Every flag of the locale registry next to its language's own name, as the language switcher
 * shows them. The flags are decorative (hidden from assistive technology); the name carries the
 * meaning.
 */
export const RegistryFlags: Story = {
  render: (args) => (
    <ul className="grid gap-3">
      {LOCALES.map((locale) => (
        <li key={locale.code} data-locale={locale.code} className="flex items-center gap-3">
          <Flag {...args} code={locale.flag} />
          <span lang={locale.tag}>{locale.name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ step, canvas, canvasElement }) => {
    await step(
      "every flag of the locale registry next to its language's own name, as the language switcher shows them",
      async () => {
        const items = canvas.getAllByRole("listitem");
        await expect(items).toHaveLength(LOCALES.length);
        for (const [index, locale] of LOCALES.entries()) {
          const item = items[index]!;
          await expect(item).toHaveTextContent(locale.name);
          const flag = item.querySelector(`[data-flag="${locale.flag}"]`);
          await expect(flag).toHaveAttribute("aria-hidden", "true");
          await expect(flag?.querySelector("svg")).toBeInTheDocument();
        }
        // Every flag code the registry uses is drawn.
        const drawn = [...canvasElement.querySelectorAll("[data-flag]")].map((flag) => flag.getAttribute("data-flag"));
        await expect(new Set(drawn)).toEqual(new Set(REGISTRY_FLAGS));
      },
    );
  },
};

/** The default size is 21 × 14 px (3:2); a `className` resizes it, keeping the proportions. */
export const Large: Story = {
  args: { className: "h-8 w-12" },
  play: async ({ step, args, canvasElement }) => {
    await step("the default size is 21 × 14 px (3:2); a `className` resizes it, keeping the proportions", async () => {
      const flag = canvasElement.querySelector<HTMLElement>(`[data-flag="${args.code}"]`)!;
      const { width, height } = flag.getBoundingClientRect();
      await expect(width).toBe(48);
      await expect(height).toBe(32);
      await expect(flag).toHaveAttribute("aria-hidden", "true");
      await expect(flag.querySelector("svg")).toBeInTheDocument();
    });
  },
};

/** Every flag of the registry at the default size and enlarged: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="grid gap-4">
      {(["", "h-8 w-12"] as const).map((size) => (
        <ul key={size || "default"} data-size={size || "default"} className="flex flex-wrap items-center gap-3">
          {REGISTRY_FLAGS.map((code) => (
            <li key={code}>
              <Flag {...args} code={code} className={size} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
  play: async ({ step, canvasElement }) => {
    await step("every flag of the registry at the default size and enlarged: the visual-regression story", async () => {
      for (const size of ["default", "h-8 w-12"]) {
        const drawn = [...canvasElement.querySelectorAll(`[data-size="${size}"] [data-flag]`)];
        await expect(drawn.map((flag) => flag.getAttribute("data-flag"))).toEqual([...REGISTRY_FLAGS]);
      }
    });
  },
};
