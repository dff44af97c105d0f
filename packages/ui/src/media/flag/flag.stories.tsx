import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { LOCALES, type FlagCode } from "@studio/content";
import { Flag } from "./flag.tsx";
import { ALL_STATES_PARAMETERS } from "../../test/story-helpers.ts";

/** Every flag the locale registry draws, once each, in registry order. */
const REGISTRY_FLAGS: readonly FlagCode[] = [...new Set(LOCALES.map((locale) => locale.flag))];

/** The flag's drawing has loaded (it is an image of the flag's SVG file). */
async function expectDrawn(flag: Element | null) {
  const image = flag?.querySelector("img");
  await expect(image).toBeInTheDocument();
  await waitFor(() => expect(image!.naturalWidth).toBeGreaterThan(0));
}

const meta = {
  title: "Media/Flag",
  component: Flag,
  args: { code: "GB" },
  argTypes: {
    code: { control: "select", options: REGISTRY_FLAGS },
    size: { control: "inline-radio", options: ["sm", "lg"] },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: pick a flag of the registry and its size. */
export const Playground: Story = {
  play: async ({ step, args, canvasElement }) => {
    await step("controls for every prop: pick a flag of the registry and its size", async () => {
      const flag = canvasElement.querySelector(`[data-flag="${args.code}"]`);
      await expect(flag).toHaveAttribute("aria-hidden", "true");
      await expectDrawn(flag);
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
          await expectDrawn(flag);
        }
        // Every flag code the registry uses is drawn.
        const drawn = [...canvasElement.querySelectorAll("[data-flag]")].map((flag) => flag.getAttribute("data-flag"));
        await expect(new Set(drawn)).toEqual(new Set(REGISTRY_FLAGS));
      },
    );
  },
};

/** The default size (`sm`) is 21 × 14 px (3:2); `lg` is 48 × 32 px, in the same proportions. */
export const Large: Story = {
  args: { size: "lg" },
  play: async ({ step, args, canvasElement }) => {
    await step("the large size is 48 × 32 px, in the default's 3:2 proportions", async () => {
      const flag = canvasElement.querySelector<HTMLElement>(`[data-flag="${args.code}"]`)!;
      const { width, height } = flag.getBoundingClientRect();
      await expect(width).toBe(48);
      await expect(height).toBe(32);
      await expect(flag).toHaveAttribute("aria-hidden", "true");
      await expectDrawn(flag);
    });
  },
};

/** Every flag of the registry at the default size and enlarged: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="grid gap-4">
      {(["sm", "lg"] as const).map((size) => (
        <ul key={size} data-size={size} className="flex flex-wrap items-center gap-3">
          {REGISTRY_FLAGS.map((code) => (
            <li key={code}>
              <Flag {...args} code={code} size={size} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
  play: async ({ step, canvasElement }) => {
    await step("every flag of the registry at both sizes: the visual-regression story", async () => {
      for (const size of ["sm", "lg"]) {
        const drawn = [...canvasElement.querySelectorAll(`[data-size="${size}"] [data-flag]`)];
        await expect(drawn.map((flag) => flag.getAttribute("data-flag"))).toEqual([...REGISTRY_FLAGS]);
      }
    });
  },
};
