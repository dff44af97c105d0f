import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  PRIVACY_DATA_TABLE,
  PRIVACY_RIGHTS,
  PRIVACY_SECTIONS,
  lastUpdatedDate,
  privacyMessageValues,
} from "@studio/content";
import {
  ALL_STATES_PARAMETERS,
  collapse,
  containsText,
  sameText,
  storyLocale,
  storyMessage,
} from "../../test/story-helpers.ts";
import { PrivacyPolicy, type PrivacyPolicyProps } from "./privacy-policy.tsx";

/** The support address comes from the site configuration; a reserved example domain here. */
const SUPPORT_EMAIL = "support@studio.example";

/** Keeps the opt-out choice like the site does (there: in the opt-out cookie). */
function ControlledPolicy({ optedOut, onOptedOutChange, ...props }: PrivacyPolicyProps) {
  const [current, setCurrent] = useState(optedOut);
  return (
    <PrivacyPolicy
      {...props}
      optedOut={current}
      onOptedOutChange={(next) => {
        setCurrent(next);
        onOptedOutChange(next);
      }}
    />
  );
}

const meta = {
  title: "Privacy/PrivacyPolicy",
  component: PrivacyPolicy,
  parameters: { layout: "fullscreen" },
  args: { supportEmail: SUPPORT_EMAIL, optedOut: false, cookiesBlocked: false, onOptedOutChange: fn() },
  argTypes: { sections: { control: false } },
  render: (args) => <ControlledPolicy {...args} />,
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numeric ICU arguments of the privacy messages, as the story helper takes them. */
const values = {
  ...privacyMessageValues(SUPPORT_EMAIL),
  date: lastUpdatedDate().getTime(),
};

/** Controls for every prop. */
export const Playground: Story = {};

/**
 * The document: title, last-updated date in the language's long format (June 8, 2025 in every
 * time zone), then the seven numbered sections in order. The title fits a phone's width in every
 * language (German and Russian have one long word).
 */
export const Document: Story = {
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step(
      "the document: title, last-updated date in the language's long format (June 8, 2025 in every time zone), then the seven numbered sections in order",
      async () => {
        const title = canvas.getByRole("heading", { level: 1, name: sameText(storyMessage(globals, "privacy.title")) });
        await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
        const updated = canvasElement.querySelector("time")!;
        await expect(updated).toHaveAttribute("datetime", "2025-06-08");
        await expect(updated).toHaveTextContent(storyMessage(globals, "privacy.lastUpdated", values));
        await expect(updated.textContent).toContain(
          new Intl.DateTimeFormat(storyLocale(globals).tag, { dateStyle: "long" }).format(lastUpdatedDate()),
        );
        const headings = canvas.getAllByRole("heading", { level: 2 });
        await expect(headings.map((heading) => collapse(heading.textContent))).toEqual(
          PRIVACY_SECTIONS.map(
            (section) =>
              `${new Intl.NumberFormat(storyLocale(globals).tag).format(section.number)}${storyMessage(globals, section.headingId)}`,
          ),
        );
        // Each section is a region named by its numbered heading, reachable by its key as an anchor.
        for (const section of PRIVACY_SECTIONS) {
          const region = canvas.getByRole("region", {
            name: sameText(`${section.number} ${storyMessage(globals, section.headingId)}`),
          });
          await expect(region).toHaveAttribute("id", section.key);
        }
      },
    );
  },
};

/**
 * Section 3's collected-data table: a real table with a caption, column headers and row headers.
 * On phones it keeps readable columns and scrolls sideways, in a named region the keyboard reaches.
 */
export const DataTable: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvas, canvasElement, globals }) => {
    await step(
      "section 3's collected-data table: a real table with a caption, column headers and row headers",
      async () => {
        const table = canvas.getByRole("table", {
          name: sameText(storyMessage(globals, PRIVACY_DATA_TABLE.captionId)),
        });
        const columns = within(table).getAllByRole("columnheader");
        await expect(columns.map((cell) => collapse(cell.textContent))).toEqual(
          Object.values(PRIVACY_DATA_TABLE.columns).map((id) => storyMessage(globals, id)),
        );
        for (const cell of columns) await expect(cell).toHaveAttribute("scope", "col");
        const rows = within(table).getAllByRole("rowheader");
        await expect(rows.map((cell) => collapse(cell.textContent))).toEqual(
          PRIVACY_DATA_TABLE.rows.map((row) => storyMessage(globals, row.itemId, values)),
        );
        for (const cell of rows) await expect(cell).toHaveAttribute("scope", "row");
        await expect(table).toHaveTextContent(storyMessage(globals, "privacy.data.retention.standard", values));

        const frame = canvasElement.querySelector<HTMLElement>('[data-slot="privacy-data-table"]')!;
        const narrow = window.innerWidth < 640;
        await waitFor(() => expect(frame).toHaveAttribute("data-scrollable", String(narrow)));
        if (narrow) {
          await expect(frame).toHaveAttribute("tabindex", "0");
          await expect(
            canvas.getByRole("region", { name: sameText(storyMessage(globals, PRIVACY_DATA_TABLE.captionId)) }),
          ).toBe(frame);
          // Nothing is clipped: the last column can be scrolled fully into view.
          frame.scrollLeft = frame.scrollWidth;
          await waitFor(() =>
            expect(frame.scrollLeft + frame.clientWidth).toBeGreaterThanOrEqual(frame.scrollWidth - 1),
          );
        } else {
          await expect(frame).not.toHaveAttribute("tabindex");
        }
      },
    );
  },
};

/** Section 5: the seven rights, and the 30-day answer promise. */
export const Rights: Story = {
  play: async ({ step, canvas, globals }) => {
    await step("section 5: the seven rights, and the 30-day answer promise", async () => {
      const region = canvas.getByRole("region", {
        name: containsText(storyMessage(globals, "privacy.rights.heading")),
      });
      const items = within(within(region).getByRole("list")).getAllByRole("listitem");
      await expect(items).toHaveLength(PRIVACY_RIGHTS.length);
      for (const [index, right] of PRIVACY_RIGHTS.entries()) {
        await expect(items[index]).toHaveTextContent(storyMessage(globals, right.titleId));
      }
      await expect(region).toHaveTextContent(storyMessage(globals, "privacy.rights.p2", values));
    });
  },
};

/** Section 7: the support address from the configuration as a mailto link. */
export const ContactEmail: Story = {
  play: async ({ step, canvas }) => {
    await step("section 7: the support address from the configuration as a mailto link", async () => {
      await expect(canvas.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${SUPPORT_EMAIL}`,
      );
    });
  },
};

/** Section 6's opt-out works inside the page: it reports the choice and the status text follows. */
export const OptOutControl: Story = {
  play: async ({ step, args, canvas, globals }) => {
    await step(
      "section 6's opt-out works inside the page: it reports the choice and the status text follows",
      async () => {
        const box = canvas.getByRole("checkbox", {
          name: sameText(storyMessage(globals, "privacy.optOut.checkboxLabel")),
        });
        await expect(canvas.getByRole("status")).toHaveTextContent(
          storyMessage(globals, "privacy.optOut.statusOptedIn"),
        );
        await userEvent.click(box);
        await expect(args.onOptedOutChange).toHaveBeenCalledWith(true);
        await expect(canvas.getByRole("status")).toHaveTextContent(
          storyMessage(globals, "privacy.optOut.statusOptedOut"),
        );
      },
    );
  },
};

/** A visitor who has opted out. */
export const OptedOut: Story = {
  args: { optedOut: true },
  play: async ({ step, canvas }) => {
    await step("a visitor who has opted out", async () => {
      await expect(canvas.getByRole("checkbox")).toBeChecked();
    });
  },
};

/** The whole policy, opted in: the visual-regression story. */
export const AllStates: Story = { parameters: ALL_STATES_PARAMETERS };
