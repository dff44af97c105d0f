import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { FIELD_ERROR_CODES } from "@studio/api";
import { ADMIN_BANNER_FIELDS, ADMIN_EDITOR_COPY, FORM_COPY } from "@studio/content";
import { controlName, errorText } from "../../forms/form-story-helpers.ts";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { storyImageUrl } from "../../home/banner-carousel/banner-carousel.fixtures.ts";
import { STORY_BANNER_LISTS, acceptUpload } from "../admin.fixtures.ts";
import { BannerEditor, type BannerEditorProps } from "./banner-editor.tsx";

const [TITLE, DESC] = ADMIN_BANNER_FIELDS;
/** The banner the stories edit: the German second one. */
const EDITED = STORY_BANNER_LISTS.de.banners[1]!;
/** A title one character over the limit. */
const LONG_TITLE = "x".repeat(TITLE!.maxLength + 1);

const meta = {
  title: "Sections/Admin/BannerEditor",
  id: "admin-bannereditor",
  component: BannerEditor,
  args: {
    banner: { title: EDITED.title, desc: EDITED.desc },
    position: 2,
    headingLevel: 3,
    onApply: fn(),
    onCancel: fn(),
  },
  argTypes: {
    headingLevel: { control: "inline-radio", options: [2, 3, 4] },
    errors: { control: false },
    preview: { control: false },
    picture: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvas" | "globals">;

const titleBox = ({ canvas, globals }: Context) => canvas.getByRole("textbox", { name: controlName(globals, TITLE!) });
const descBox = ({ canvas, globals }: Context) => canvas.getByRole("textbox", { name: controlName(globals, DESC!) });
const countOf = (globals: Context["globals"], count: number, max: number) =>
  storyMessage(globals, ADMIN_EDITOR_COPY.countId, { count, max });

/** Controls for every prop: the German second banner. */
export const Playground: Story = {};

/** Editing a banner: its texts, each with its count; the focus starts in the title. */
export const Editing: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, step }) => {
    await step("finds the title focused and both counts", async () => {
      await waitFor(() => expect(titleBox({ canvas, globals })).toHaveFocus());
      await expect(titleBox({ canvas, globals })).toHaveAccessibleDescription(
        countOf(globals, EDITED.title.length, TITLE!.maxLength),
      );
      await expect(descBox({ canvas, globals })).toHaveAccessibleDescription(
        countOf(globals, EDITED.desc.length, DESC!.maxLength),
      );
    });
  },
};

/** A new banner: empty fields under 'New banner'. */
export const NewBanner: Story = {
  args: { banner: undefined, position: undefined },
  play: async ({ canvas, globals, step }) => {
    await step("finds the heading 'New banner' and empty fields", async () => {
      await expect(
        canvas.getByRole("heading", { name: storyMessage(globals, ADMIN_EDITOR_COPY.newHeadingId) }),
      ).toBeVisible();
      await expect(titleBox({ canvas, globals })).toHaveValue("");
    });
  },
};

/**
 * Counting as typed: past the limit the count turns bold red, and 'Apply' says what to shorten
 * (the limit is the API's own).
 */
export const OverTheLimit: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    await step("types a title one character too long: the count says so", async () => {
      await userEvent.clear(titleBox({ canvas, globals }));
      await userEvent.click(titleBox({ canvas, globals }));
      await userEvent.paste(LONG_TITLE);
      await expect(canvas.getByText(countOf(globals, LONG_TITLE.length, TITLE!.maxLength))).toHaveAttribute(
        "data-over",
      );
    });
    await step("presses Apply: nothing is applied, the title says how long it may be", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_EDITOR_COPY.applyId) }));
      await expect(args.onApply).not.toHaveBeenCalled();
      await expect(titleBox({ canvas, globals })).toHaveAccessibleDescription(
        expect.stringContaining(errorText(globals, TITLE!, FIELD_ERROR_CODES.tooLong)),
      );
    });
  },
};

/** Applying sends the trimmed texts to the working list; an empty field stops it, with its message. */
export const Apply: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    await step("empties the description and applies: its message shows, nothing is applied", async () => {
      await userEvent.clear(descBox({ canvas, globals }));
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_EDITOR_COPY.applyId) }));
      await expect(
        await canvas.findByRole("heading", {
          name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 1 }),
        }),
      ).toBeVisible();
      await expect(args.onApply).not.toHaveBeenCalled();
    });
    await step("types a description with spaces around it and applies: the trimmed texts go", async () => {
      await userEvent.type(descBox({ canvas, globals }), "  Neu  ");
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_EDITOR_COPY.applyId) }));
      await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ title: EDITED.title, desc: "Neu" }));
    });
  },
};

/** Escape, like 'Cancel', closes the editor and changes nothing. */
export const CancelWithEscape: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    await step("types, then presses Escape: cancelled", async () => {
      await userEvent.type(titleBox({ canvas, globals }), "!");
      await userEvent.keyboard("{Escape}");
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onApply).not.toHaveBeenCalled();
    });
  },
};

/** The API refused the last save for this banner: the editor opens with the message and the summary. */
export const Refused: Story = {
  args: { errors: { title: FIELD_ERROR_CODES.tooLong } },
  play: async ({ canvas, globals, step }) => {
    await step("finds the title's message and the summary", async () => {
      await expect(titleBox({ canvas, globals })).toHaveAccessibleDescription(
        expect.stringContaining(errorText(globals, TITLE!, FIELD_ERROR_CODES.tooLong)),
      );
      await expect(
        canvas.getByRole("heading", { name: storyMessage(globals, FORM_COPY.errorSummaryHeadingId, { count: 1 }) }),
      ).toBeVisible();
    });
  },
};

/** The editor's props with its picture (English banner 2's, which German banner 2 shows). */
const WITH_PICTURE = {
  banner: { title: EDITED.title, desc: EDITED.desc, image: EDITED.image ?? null },
  picture: {
    onUpload: fn(acceptUpload),
    imageUrl: storyImageUrl,
    fromEnglish: { position: 2, image: STORY_BANNER_LISTS.en.banners[1]!.image! },
  },
} satisfies Partial<BannerEditorProps>;

/** With its picture: what visitors see (here the English banner's, as German follows English), and how to upload another. */
export const WithPicture: Story = { args: WITH_PICTURE };

/** The sheet's cells. */
const CELLS: readonly { spec: string[]; state: "default" | "error"; props: Partial<BannerEditorProps> }[] = [
  { spec: ["banner=new"], state: "default", props: { banner: undefined, position: undefined } },
  { spec: ["banner=2"], state: "default", props: {} },
  { spec: ["banner=5", "picture"], state: "default", props: { ...WITH_PICTURE, position: 5 } },
  { spec: ["title=over"], state: "error", props: { banner: { title: LONG_TITLE, desc: EDITED.desc }, position: 3 } },
  { spec: ["refused=title"], state: "error", props: { errors: { title: FIELD_ERROR_CODES.tooLong }, position: 4 } },
];

/** The spec sheet: a new banner, an edited one, a title over its limit and a refused one. The visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {CELLS.map((cell) => (
        <SpecCell key={cell.spec.join()} spec={cell.spec} state={cell.state}>
          <BannerEditor {...args} {...cell.props} />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ canvas, globals, step }) => {
    await step("finds the over-long title's count marked", async () => {
      await expect(canvas.getByText(countOf(globals, LONG_TITLE.length, TITLE!.maxLength))).toHaveAttribute(
        "data-over",
      );
    });
  },
};
