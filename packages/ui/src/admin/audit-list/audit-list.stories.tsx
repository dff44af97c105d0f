import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ADMIN_AUDIT_COPY, ADMIN_BANNERS_COPY } from "@studio/content";
import { ALL_STATES_PARAMETERS, nthLandmarkName, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { storyAuditEntries } from "../admin.fixtures.ts";
import { AuditList } from "./audit-list.tsx";

const meta = {
  title: "Sections/Admin/AuditList",
  id: "admin-auditlist",
  component: AuditList,
  args: { entries: storyAuditEntries() },
  argTypes: { entries: { control: false } },
} satisfies Meta<typeof AuditList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: three saves by two editors, newest first. */
export const Playground: Story = {
  play: async ({ canvas, globals, args, step }) => {
    await step("finds one row per change, newest first, each saying what changed", async () => {
      const table = canvas.getByRole("table", { name: storyMessage(globals, ADMIN_AUDIT_COPY.captionId) });
      const rows = within(table).getAllByRole("row").slice(1);
      await expect(rows).toHaveLength(args.entries.length);
      await expect(rows[0]).toHaveTextContent(storyMessage(globals, ADMIN_AUDIT_COPY.editedId, { count: 1 }));
      await expect(rows[1]).toHaveTextContent(storyMessage(globals, ADMIN_AUDIT_COPY.reorderedId));
      await expect(rows[2]).toHaveTextContent(storyMessage(globals, ADMIN_AUDIT_COPY.addedId, { count: 1 }));
    });
  },
};

/** Nothing saved yet: the log says so. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas, globals, step }) => {
    await step("reads that there are no changes yet", async () => {
      await expect(canvas.getByText(storyMessage(globals, ADMIN_AUDIT_COPY.emptyId))).toBeVisible();
    });
  },
};

/** The log could not be read: it says so, and 'Try again' reads it again. */
export const LoadFailed: Story = {
  args: { loadFailed: true, onReload: fn() },
  play: async ({ canvas, globals, args, step }) => {
    await step("reads the failure and presses 'Try again'", async () => {
      await expect(canvas.getByRole("alert")).toHaveTextContent(storyMessage(globals, ADMIN_AUDIT_COPY.loadFailedId));
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.retryId) }));
      await expect(args.onReload).toHaveBeenCalledTimes(1);
    });
  },
};

/** The spec sheet: a log with changes, an empty one and one that could not be read. The visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args, { globals }) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["entries=3"]} state="default">
        <AuditList {...args} />
      </SpecCell>
      <SpecCell spec={["entries=0"]} state="empty">
        <AuditList
          entries={[]}
          // Named sections are landmarks: the second copy on the sheet needs a name of its own.
          aria-labelledby={undefined}
          aria-label={nthLandmarkName(globals, storyMessage(globals, ADMIN_AUDIT_COPY.headingId), 1, 3)}
        />
      </SpecCell>
      <SpecCell spec={["loadFailed"]} state="error">
        <AuditList
          entries={[]}
          loadFailed
          aria-labelledby={undefined}
          aria-label={nthLandmarkName(globals, storyMessage(globals, ADMIN_AUDIT_COPY.headingId), 2, 3)}
        />
      </SpecCell>
    </SpecSheet>
  ),
};
