import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { PRIVACY_DATA_TABLE } from "@studio/content";
import { ALL_STATES_PARAMETERS, nthLandmarkName, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { SampleTable } from "./table.fixtures.tsx";
import { Table } from "./table.tsx";

const meta = {
  title: "Components/Data/Table",
  id: "data-table",
  component: Table,
  args: { minWidth: "none", caption: "", children: null },
  argTypes: {
    minWidth: { control: "inline-radio", options: ["none", "xl"] },
    caption: { control: false },
    children: { control: false },
  },
  render: (args) => <SampleTable minWidth={args.minWidth ?? "none"} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: the privacy policy's table of the data the site keeps. */
export const Playground: Story = {};

/**
 * Columns that keep their width on a phone (`xl`): the frame scrolls sideways, and then it is a
 * region named by the caption and a stop in the Tab order, so a keyboard can scroll it.
 */
export const ScrollsSideways: Story = {
  args: { minWidth: "xl" },
  tags: ["mobile-interaction"],
  render: (args) => <SampleTable minWidth={args.minWidth ?? "xl"} className="max-w-sm" />,
  play: async ({ canvas, globals, step }) => {
    const caption = storyMessage(globals, PRIVACY_DATA_TABLE.captionId);
    await step("finds the frame scrolling sideways, named by the caption", async () => {
      const frame = await waitFor(() => canvas.getByRole("region", { name: caption }));
      await expect(frame.scrollWidth, "the table's width, px").toBeGreaterThan(frame.clientWidth);
    });
    await step("tabs to the frame: the keyboard can scroll it now", async () => {
      await userEvent.tab();
      await expect(canvas.getByRole("region", { name: caption })).toHaveFocus();
    });
  },
};

/** A table as wide as its frame is a plain box: not a region, not in the Tab order. */
export const FitsItsFrame: Story = {
  render: () => <SampleTable minWidth="none" rows={2} />,
  play: async ({ canvas, globals, step }) => {
    await step("finds the table by its caption and no scrolling region", async () => {
      await expect(
        canvas.getByRole("table", { name: storyMessage(globals, PRIVACY_DATA_TABLE.captionId) }),
      ).toBeVisible();
      await expect(canvas.queryByRole("region")).toBeNull();
    });
  },
};

/** Scrolling frames are named regions: each copy on the sheet needs a name of its own. */
const captionOf = (globals: Record<string, unknown>, index: number) =>
  nthLandmarkName(globals, storyMessage(globals, PRIVACY_DATA_TABLE.captionId), index, 3);

/**
 * The spec sheet: a table as wide as its frame, and one wider than its frame, resting and focused
 * from the keyboard (its frame's outline). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (_args, { globals }) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["minWidth=none"]} state="default">
        <SampleTable minWidth="none" rows={2} caption={captionOf(globals, 0)} />
      </SpecCell>
      <SpecCell spec={["minWidth=xl", "scrolls"]} state="default">
        <SampleTable minWidth="xl" rows={2} className="max-w-xs" caption={captionOf(globals, 1)} />
      </SpecCell>
      <SpecCell spec={["minWidth=xl", "scrolls"]} state="focus-visible">
        <SampleTable minWidth="xl" rows={2} className="max-w-xs" caption={captionOf(globals, 2)} />
      </SpecCell>
    </SpecSheet>
  ),
};
