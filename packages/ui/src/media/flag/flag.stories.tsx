import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { LOCALES, type FlagCode } from "@studio/content";
import { Flag } from "./flag.tsx";
import { ALL_STATES_PARAMETERS, decorativePart, decorativeParts } from "../../test/story-helpers.ts";
import { SpecCell } from "../../test/spec-sheet.tsx";

/** Every flag the locale registry draws, once each, in registry order. */
const REGISTRY_FLAGS: readonly FlagCode[] = [...new Set(LOCALES.map((locale) => locale.flag))];

/** The flag's drawing has loaded (it is an image of the flag's SVG file). */
async function expectDrawn(flag: Element) {
  const image = decorativePart<HTMLImageElement>(flag, "img");
  await waitFor(() => expect(image.naturalWidth, "its drawing, loaded (natural width, px)").toBeGreaterThan(0));
}

const meta = {
  title: "Components/Media/Flag",
  id: "media-flag",
  component: Flag,
  args: { code: "GB" },
  argTypes: {
    code: { control: "select", options: REGISTRY_FLAGS },
    size: { control: "inline-radio", options: ["sm", "lg"] },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flags are decoration, hidden from assistive technology: no accessible query reaches them. */
const flag = (scope: Element, code: FlagCode) => decorativePart(scope, `[data-flag="${code}"]`);

/** Controls for every prop: pick a flag of the registry or add classes to resize it. */
export const Playground: Story = {
  play: async ({ step, args, canvasElement }) => {
    await step("sees the flag drawn, which screen readers skip", async () => {
      await expect(flag(canvasElement, args.code), "the flag, hidden from screen readers").toHaveAttribute(
        "aria-hidden",
        "true",
      );
      await expectDrawn(flag(canvasElement, args.code));
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
    await step(`reads the ${LOCALES.length} languages by their own names`, async () => {
      const items = canvas.getAllByRole("listitem");
      await expect(items).toHaveLength(LOCALES.length);
      for (const [index, locale] of LOCALES.entries()) await expect(items[index]).toHaveTextContent(locale.name);
    });
    await step("sees each name's flag beside it, which screen readers skip", async () => {
      for (const [index, locale] of LOCALES.entries()) {
        const item = canvas.getAllByRole("listitem")[index]!;
        await expect(flag(item, locale.flag), `the ${locale.name} flag`).toHaveAttribute("aria-hidden", "true");
        await expectDrawn(flag(item, locale.flag));
      }
    });
    await step("sees every flag the registry uses drawn", async () => {
      const drawn = decorativeParts(canvasElement, "[data-flag]").map((part) => part.getAttribute("data-flag"));
      await expect(new Set(drawn), "the flags drawn").toEqual(new Set(REGISTRY_FLAGS));
    });
  },
};

/** The default size (`sm`) is 21 × 14 px (3:2); `lg` is 48 × 32 px, in the same proportions. */
export const Large: Story = {
  args: { size: "lg" },
  play: async ({ step, args, canvasElement }) => {
    await step("sees the flag enlarged to 48 × 32 px, still 3:2", async () => {
      const { width, height } = flag(canvasElement, args.code).getBoundingClientRect();
      await expect(width, "the flag's width, px").toBe(48);
      await expect(height, "the flag's height, px").toBe(32);
    });
    await step("sees it drawn, still hidden from screen readers", async () => {
      await expect(flag(canvasElement, args.code), "the flag, hidden from screen readers").toHaveAttribute(
        "aria-hidden",
        "true",
      );
      await expectDrawn(flag(canvasElement, args.code));
    });
  },
};

/** Every flag of the registry at the default size and enlarged: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="grid gap-4">
      {(["sm", "lg"] as const).map((size) => (
        <ul key={size} data-size={size} className="flex flex-wrap items-start gap-x-4 gap-y-3">
          {REGISTRY_FLAGS.map((code) => (
            <li key={code}>
              <SpecCell spec={[code, size]}>
                <Flag {...args} code={code} size={size} />
              </SpecCell>
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
  play: async ({ step, canvas }) => {
    await step("sees every flag of the registry at the default size, then enlarged", async () => {
      for (const list of canvas.getAllByRole("list")) {
        const drawn = decorativeParts(list, "[data-flag]").map((part) => part.getAttribute("data-flag"));
        await expect(drawn, `the flags drawn, ${list.getAttribute("data-size")} size`).toEqual([...REGISTRY_FLAGS]);
      }
    });
  },
};
