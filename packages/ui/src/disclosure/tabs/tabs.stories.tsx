import type { Meta, StoryObj } from "@storybook/react-vite";
import { useIntl } from "react-intl";
import { expect, userEvent, within } from "storybook/test";
import { PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { ALL_STATES_PARAMETERS } from "../../test/story-helpers.ts";
import { PSEUDO_STATES, SpecCell, SpecSheet, type SpecState } from "../../test/spec-sheet.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsVariant } from "./tabs.tsx";
import { SampleTabs, useSampleProducts } from "./tabs.fixtures.tsx";

const VARIANTS = ["pill", "underline"] as const satisfies readonly TabsVariant[];
const SIZES = ["md", "lg"] as const;
const meta = {
  title: "Components/Disclosure/Tabs",
  id: "disclosure-tabs",
  component: TabsTrigger,
  subcomponents: { Tabs, TabsList, TabsContent },
  args: { variant: "pill", size: "md", value: "" },
  argTypes: {
    variant: { control: "inline-radio", options: VARIANTS },
    size: { control: "inline-radio", options: SIZES },
    value: { control: false },
  },
  render: (args) => <SampleTabs variant={args.variant ?? "pill"} size={args.size ?? "md"} />,
} satisfies Meta<typeof TabsTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: the story language's first product categories as tabs. */
export const Playground: Story = {};

/** The tab names as the story's language writes them. */
const tabNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("tab")
    .map((tab) => tab.textContent ?? "");

/**
 * Pills (the product showcase's look): selecting with the pointer shows that tab's panel, and the
 * selected pill is filled, not only recoloured (its text turns white).
 */
export const Pills: Story = {
  args: { variant: "pill" },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole("tab");
    await step("finds the first tab selected and its panel shown", async () => {
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(first!.textContent ?? "");
    });
    await step(`clicks "${second!.textContent}": its panel replaces the first`, async () => {
      await userEvent.click(second!);
      await expect(second).toHaveAttribute("aria-selected", "true");
      await expect(first).toHaveAttribute("aria-selected", "false");
      await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(second!.textContent ?? "");
    });
  },
};

/**
 * Underlined tabs (the admin's languages): on a phone the row scrolls sideways instead of wrapping;
 * the keyboard works as for every variant (see Keyboard).
 */
export const Underline: Story = {
  args: { variant: "underline" },
  play: async ({ canvasElement, step }) => {
    const list = within(canvasElement).getByRole("tablist");
    await step("finds the row on one line, scrolling sideways when it is wider than the screen", async () => {
      const tops = new Set(
        within(list)
          .getAllByRole("tab")
          .map((tab) => Math.round(tab.getBoundingClientRect().top)),
      );
      await expect(tops.size, "rows of tabs").toBe(1);
      await expect(getComputedStyle(list).overflowX).toBe("auto");
    });
  },
};

/** APG tabs: the arrow keys move and select, Home and End go to the ends, Tab goes into the panel. */
export const Keyboard: Story = {
  tags: ["play-only"],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole("tab");
    const names = tabNames(canvasElement);
    await step("tabs to the selected tab", async () => {
      await userEvent.tab();
      await expect(tabs[0]).toHaveFocus();
    });
    await step(`presses → : "${names[1]}" is focused and selected`, async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(tabs[1]).toHaveFocus();
      await expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    });
    await step(`presses End, then Home: "${names.at(-1)}", then "${names[0]}"`, async () => {
      await userEvent.keyboard("{End}");
      await expect(tabs.at(-1)).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard("{Home}");
      await expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    });
    await step("presses Tab: the focus moves into the shown panel", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("tabpanel")).toHaveFocus();
    });
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be selected. */
export const DisabledTab: Story = {
  render: (args) => <SampleTabs variant={args.variant ?? "pill"} size={args.size ?? "md"} disabledTab={1} />,
  play: async ({ canvasElement, step }) => {
    const tabs = within(canvasElement).getAllByRole("tab");
    await step("finds the second tab disabled", async () => {
      await expect(tabs[1]).toBeDisabled();
    });
    await step("moves right from the first tab: the third is next", async () => {
      tabs[0]!.focus();
      await userEvent.keyboard("{ArrowRight}");
      await expect(tabs[2]).toHaveFocus();
      await expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    });
  },
};

/** A tab in each state: at rest, the three pseudo-states, selected and disabled. */
const STATES = ["default", ...PSEUDO_STATES, "selected", "disabled"] as const satisfies readonly SpecState[];

/** One tab of a two-tab list in a state (the other tab holds the selection unless this one is selected). */
function TabInState({
  variant,
  size,
  state,
}: {
  variant: TabsVariant;
  size: "md" | "lg";
  state: (typeof STATES)[number];
}) {
  const intl = useIntl();
  const [product] = useSampleProducts();
  return (
    <Tabs value={state === "selected" ? "shown" : "other"}>
      <TabsList variant={variant} aria-label={intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.categoriesLabelId })}>
        <TabsTrigger value="shown" variant={variant} size={size} disabled={state === "disabled"}>
          {product?.productName}
        </TabsTrigger>
      </TabsList>
      {/* The panel the selected tab controls, for screen readers only: the sheet shows tabs. */}
      <TabsContent value="shown" className="sr-only">
        {product?.productDescription}
      </TabsContent>
    </Tabs>
  );
}

/**
 * The spec sheet: each variant × size × at rest, hovered, focused from the keyboard, pressed,
 * selected and disabled. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: () => (
    <SpecSheet layout="stack">
      {VARIANTS.flatMap((variant) =>
        SIZES.map((size) => (
          <SpecSheet key={`${variant}-${size}`}>
            {STATES.map((state) => (
              <SpecCell key={state} spec={[variant, size]} state={state}>
                <TabInState variant={variant} size={size} state={state} />
              </SpecCell>
            ))}
          </SpecSheet>
        )),
      )}
    </SpecSheet>
  ),
};
