import { useState } from "react";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { ADMIN_ERROR_CODES, type AdminResult, type PictureUpload } from "@studio/api/admin";
import { ADMIN_PICTURE_COPY, BANNER_PICTURE, type MessageId } from "@studio/content";
import { storyImageUrl } from "../../home/banner-carousel/banner-carousel.fixtures.ts";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { STORY_BANNER_LISTS, STORY_UPLOAD, acceptUpload, storyPictureFile } from "../admin.fixtures.ts";
import { PicturePicker, type PicturePickerProps } from "./picture-picker.tsx";

const [FIRST, SECOND] = STORY_BANNER_LISTS.en.banners;
const UPLOADED = STORY_UPLOAD;
const accepted = acceptUpload;
/** The limits the messages name. */
const LIMITS = {
  megabytes: BANNER_PICTURE.maxMegabytes,
  minWidth: BANNER_PICTURE.minWidth,
  width: BANNER_PICTURE.width,
  height: BANNER_PICTURE.height,
};

const meta = {
  title: "Sections/Admin/PicturePicker",
  id: "admin-picturepicker",
  component: PicturePicker,
  args: {
    value: FIRST!.image!,
    imageUrl: storyImageUrl,
    onUpload: fn(accepted),
    onChange: fn(),
  },
  argTypes: {
    value: { control: "text" },
    fromEnglish: { control: "object" },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PicturePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvas" | "globals">;

/** The picker as a banner editor holds it: the value follows `onChange`. */
function Held(props: PicturePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PicturePicker
      {...props}
      value={value}
      onChange={(image) => {
        props.onChange(image);
        setValue(image);
      }}
    />
  );
}

const button = ({ canvas, globals }: Context, id: MessageId) =>
  canvas.getByRole("button", { name: storyMessage(globals, id) });
/** The browser's file input behind 'Choose a picture' (hidden; the button opens it). */
const fileInput = ({ canvas, globals }: Context) =>
  canvas.getByLabelText<HTMLInputElement>(storyMessage(globals, ADMIN_PICTURE_COPY.chooseId));
/** Chooses a file as the editor would in the browser's file dialog. */
const choose = (context: Context, file: File) => userEvent.upload(fileInput(context), file);
const problemText = (globals: Context["globals"], id: MessageId) => storyMessage(globals, id, LIMITS);

/** Controls for every prop: an English banner with its own picture. */
export const Playground: Story = {};

/** A banner without a picture of its own (and none from English). */
export const NoPicture: Story = { args: { value: null } };

/** Another language: visitors see the English banner's picture at the same place, and are told so. */
export const FromEnglish: Story = {
  args: { value: null, fromEnglish: { position: 2, image: SECOND!.image! } },
};

/**
 * Choosing a picture: its preview shows before anything is sent, with its size; 'Upload this
 * picture' sends it, and the banner takes the stored picture.
 */
export const ChooseAndUpload: Story = {
  tags: ["play-only"],
  render: (args) => <Held {...args} />,
  play: async (context) => {
    const { canvas, globals, args, step } = context;
    let file: File | undefined;
    await step("chooses a 1600 × 450 PNG: its preview and size show; nothing is sent yet", async () => {
      file = await storyPictureFile(BANNER_PICTURE.width, BANNER_PICTURE.height);
      await choose(context, file);
      const preview = await canvas.findByRole("img", { name: storyMessage(globals, ADMIN_PICTURE_COPY.pickedAltId) });
      await expect(preview.getAttribute("src")).toMatch(/^blob:/);
      await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(BANNER_PICTURE.width));
      await expect(
        canvas.getByText(
          storyMessage(globals, ADMIN_PICTURE_COPY.pickedId, {
            width: BANNER_PICTURE.width,
            height: BANNER_PICTURE.height,
            kilobytes: Math.ceil(file!.size / 1024),
          }),
        ),
      ).toBeVisible();
      await expect(args.onUpload).not.toHaveBeenCalled();
    });
    await step("uploads it: the banner takes the stored picture, the focus stays on 'Choose a picture'", async () => {
      await userEvent.click(button(context, ADMIN_PICTURE_COPY.uploadId));
      await expect(args.onUpload).toHaveBeenCalledWith(file);
      await expect(args.onChange).toHaveBeenCalledWith(UPLOADED.image);
      await expect(await canvas.findByText(storyMessage(globals, ADMIN_PICTURE_COPY.uploadedId))).toBeVisible();
      await expect(button(context, ADMIN_PICTURE_COPY.chooseId)).toHaveFocus();
      await expect(
        canvas.queryByRole("img", { name: storyMessage(globals, ADMIN_PICTURE_COPY.pickedAltId) }),
      ).not.toBeInTheDocument();
    });
  },
};

/**
 * What the API would refuse is refused in the browser first, with the API's own rules, each said
 * beside 'Choose a picture': a renamed text file, a square picture, a small one, a file one byte
 * over the limit. Nothing is sent.
 */
export const RefusedBeforeUpload: Story = {
  tags: ["play-only"],
  play: async (context) => {
    const { canvas, globals, args, step } = context;
    const narrow = BANNER_PICTURE.minWidth / 2;
    const cases = [
      {
        what: "a text file named banner.png",
        file: () => Promise.resolve(new File(["just some text"], "banner.png", { type: "image/png" })),
        id: ADMIN_PICTURE_COPY.unsupportedId,
      },
      {
        what: "a square picture",
        file: () => storyPictureFile(BANNER_PICTURE.minWidth, BANNER_PICTURE.minWidth),
        id: ADMIN_PICTURE_COPY.wrongShapeId,
      },
      {
        what: "a banner-shaped picture narrower than the least width",
        file: () => storyPictureFile(narrow, (narrow * BANNER_PICTURE.height) / BANNER_PICTURE.width),
        id: ADMIN_PICTURE_COPY.tooSmallId,
      },
      {
        what: `a file over ${BANNER_PICTURE.maxMegabytes} MB`,
        file: () =>
          Promise.resolve(new File([new Uint8Array(BANNER_PICTURE.maxBytes + 1)], "huge.jpg", { type: "image/jpeg" })),
        id: ADMIN_PICTURE_COPY.tooLargeId,
      },
    ];
    for (const { what, file, id } of cases) {
      await step(`chooses ${what}: refused, and the choice button says why`, async () => {
        await choose(context, await file());
        const message = problemText(globals, id);
        await expect(await canvas.findByRole("alert")).toHaveTextContent(message);
        await expect(button(context, ADMIN_PICTURE_COPY.chooseAnotherId)).toHaveAccessibleDescription(
          expect.stringContaining(message),
        );
        await expect(
          canvas.queryByRole("button", { name: storyMessage(globals, ADMIN_PICTURE_COPY.uploadId) }),
        ).not.toBeInTheDocument();
      });
    }
    await step("nothing was sent; 'Keep the current picture' leaves it as it was", async () => {
      await expect(args.onUpload).not.toHaveBeenCalled();
      await userEvent.click(button(context, ADMIN_PICTURE_COPY.keepId));
      await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(button(context, ADMIN_PICTURE_COPY.chooseId)).toHaveFocus();
    });
  },
};

/** The API refuses what the browser let through (its decoder is the judge): its reason is said the same way. */
export const RefusedByTheApi: Story = {
  tags: ["play-only"],
  args: {
    onUpload: fn((): Promise<AdminResult<PictureUpload>> =>
      Promise.resolve({ kind: "refused", status: 415, code: ADMIN_ERROR_CODES.pictureUnsupported }),
    ),
  },
  play: async (context) => {
    const { canvas, globals, args, step } = context;
    await step("chooses a picture and uploads it: the API's refusal shows; the banner keeps its picture", async () => {
      await choose(context, await storyPictureFile(BANNER_PICTURE.width, BANNER_PICTURE.height));
      await userEvent.click(
        await canvas.findByRole("button", { name: storyMessage(globals, ADMIN_PICTURE_COPY.uploadId) }),
      );
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        problemText(globals, ADMIN_PICTURE_COPY.unsupportedId),
      );
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};

/** A failed upload keeps the chosen picture: 'Upload this picture' tries again. */
export const UploadFailed: Story = {
  tags: ["play-only"],
  render: (args) => <Held {...args} />,
  play: async (context) => {
    const { canvas, globals, args, step } = context;
    await step("uploads while the connection is down: told so, the picture stays chosen", async () => {
      args.onUpload.mockResolvedValueOnce({ kind: "failed", error: new TypeError("Failed to fetch") });
      await choose(context, await storyPictureFile(BANNER_PICTURE.width, BANNER_PICTURE.height));
      await userEvent.click(
        await canvas.findByRole("button", { name: storyMessage(globals, ADMIN_PICTURE_COPY.uploadId) }),
      );
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_PICTURE_COPY.failedId),
      );
      await expect(
        canvas.getByRole("img", { name: storyMessage(globals, ADMIN_PICTURE_COPY.pickedAltId) }),
      ).toBeVisible();
    });
    await step("tries again: uploaded", async () => {
      await userEvent.click(button(context, ADMIN_PICTURE_COPY.uploadId));
      await expect(await canvas.findByText(storyMessage(globals, ADMIN_PICTURE_COPY.uploadedId))).toBeVisible();
      await expect(args.onUpload).toHaveBeenCalledTimes(2);
      await expect(args.onChange).toHaveBeenCalledWith(UPLOADED.image);
    });
  },
};

/** 'Remove the picture': the banner has none of its own any more. */
export const RemovePicture: Story = {
  tags: ["play-only"],
  render: (args) => <Held {...args} />,
  play: async (context) => {
    const { canvas, globals, args, step } = context;
    await step("removes the picture: 'No picture yet', the focus on 'Choose a picture'", async () => {
      await userEvent.click(button(context, ADMIN_PICTURE_COPY.removeId));
      await expect(args.onChange).toHaveBeenCalledWith(null);
      await expect(canvas.getByText(storyMessage(globals, ADMIN_PICTURE_COPY.noneId))).toBeVisible();
      await expect(button(context, ADMIN_PICTURE_COPY.chooseId)).toHaveFocus();
    });
  },
};

/** From the keyboard: Tab reaches 'Choose a picture', and Enter opens the browser's file dialog. */
export const Keyboard: Story = {
  tags: ["play-only"],
  play: async (context) => {
    const { step } = context;
    await step("tabs to 'Choose a picture' and presses Enter: the file dialog is asked for", async () => {
      let asked = 0;
      // The dialog itself is the browser's: the click that would open it is counted instead.
      fileInput(context).addEventListener("click", (event) => {
        event.preventDefault();
        asked++;
      });
      await userEvent.tab();
      await expect(button(context, ADMIN_PICTURE_COPY.chooseId)).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      await expect(asked).toBe(1);
    });
  },
};

/** The sheet's cells; the last two are given a file by the story's play function. */
const CELLS: readonly { spec: string[]; state: "default" | "error"; props: Partial<PicturePickerProps> }[] = [
  { spec: ["value=own"], state: "default", props: {} },
  { spec: ["value=null"], state: "default", props: { value: null } },
  {
    spec: ["fromEnglish=2"],
    state: "default",
    props: { value: null, fromEnglish: { position: 2, image: SECOND!.image! } },
  },
  { spec: ["chosen"], state: "default", props: {} },
  { spec: ["chosen=square"], state: "error", props: {} },
];

/**
 * The spec sheet: its own picture, none, the English banner's, a chosen picture before it is
 * uploaded, and a refused one. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {CELLS.map((cell) => (
        <SpecCell key={cell.spec.join()} spec={cell.spec} state={cell.state}>
          <PicturePicker {...args} {...cell.props} />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
  play: async ({ canvas, globals, step }) => {
    await step("chooses a banner-shaped picture in one cell and a square one in the next", async () => {
      const inputs = canvas.getAllByLabelText<HTMLInputElement>(storyMessage(globals, ADMIN_PICTURE_COPY.chooseId));
      await userEvent.upload(inputs[3]!, await storyPictureFile(BANNER_PICTURE.width, BANNER_PICTURE.height));
      await userEvent.upload(inputs[4]!, await storyPictureFile(BANNER_PICTURE.minWidth, BANNER_PICTURE.minWidth));
      await waitFor(() =>
        expect(
          canvas.getAllByRole("img", { name: storyMessage(globals, ADMIN_PICTURE_COPY.pickedAltId) }),
        ).toHaveLength(2),
      );
      await expect(await canvas.findByRole("alert")).toBeVisible();
    });
  },
};
