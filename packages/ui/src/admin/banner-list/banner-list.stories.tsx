import { useState } from "react";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FIELD_ERROR_CODES } from "@studio/api";
import { ADMIN_BANNER_FIELDS, ADMIN_BANNERS_COPY, LOCALE_CODES, type LocaleCode } from "@studio/content";
import { storyImageUrl } from "../../home/banner-carousel/banner-carousel.fixtures.ts";
import { errorText } from "../../forms/form-story-helpers.ts";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { STORY_BANNER_LISTS } from "../admin.fixtures.ts";
import { keptRecords, moveBanner, moveTo, setRemoved, workFrom, type BannerWork } from "../banner-work.ts";
import { BannerList, type BannerListProps } from "./banner-list.tsx";

const english = STORY_BANNER_LISTS.en.banners;
const workOf = (locale: LocaleCode) => workFrom(STORY_BANNER_LISTS[locale]);
/** A language whose list ends in a banner without a picture, and one whose last banner has its own. */
const [WITHOUT_PICTURE, OWN_PICTURE] = (["lt", "fr"] as const).map((locale) => {
  const banners = STORY_BANNER_LISTS[locale].banners;
  return { locale, position: banners.length };
});
const [TITLE] = ADMIN_BANNER_FIELDS;

const meta = {
  title: "Sections/Admin/BannerList",
  id: "admin-bannerlist",
  component: BannerList,
  args: {
    locale: "de",
    banners: workOf("de").banners,
    english,
    imageUrl: storyImageUrl,
    canAdd: true,
    onEdit: fn(),
    onMove: fn(),
    onMoveTo: fn(),
    onRemove: fn(),
    onRestore: fn(),
    onAdd: fn(),
  },
  argTypes: {
    locale: { control: "select", options: LOCALE_CODES },
    banners: { control: false },
    english: { control: false },
    errors: { control: false },
  },
  render: (args) => (
    <BannerList {...args} banners={args.locale === "de" ? args.banners : workOf(args.locale).banners} />
  ),
} satisfies Meta<typeof BannerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: pick a language to see its banners and their fallbacks. */
export const Playground: Story = {};

/** English: its own pictures; no fallback to explain. */
export const English: Story = {
  args: { locale: "en", banners: workOf("en").banners },
  render: (args) => <BannerList {...args} />,
  play: async ({ canvas, globals, step }) => {
    await step("finds every English banner in carousel order, without a picture note", async () => {
      await expect(canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
        english.map((banner) => banner.title),
      );
      await expect(canvas.queryByText(storyMessage(globals, ADMIN_BANNERS_COPY.ownPictureId))).toBeNull();
    });
  },
};

/**
 * The fallback rules said per banner: each picture is the English banner's at the same place; a
 * banner past the English list keeps its own picture, or takes the first English one when it has
 * none.
 */
export const Fallbacks: Story = {
  args: { locale: WITHOUT_PICTURE!.locale },
  render: (args) => (
    <div className="flex flex-col gap-8">
      <BannerList {...args} locale={WITHOUT_PICTURE!.locale} banners={workOf(WITHOUT_PICTURE!.locale).banners} />
      <BannerList {...args} locale={OWN_PICTURE!.locale} banners={workOf(OWN_PICTURE!.locale).banners} />
    </div>
  ),
  play: async ({ canvas, globals, step }) => {
    const [withoutPicture, ownPicture] = canvas.getAllByRole("list");
    await step("finds the banner without a picture showing the first English banner's", async () => {
      const items = within(withoutPicture!).getAllByRole("listitem");
      await expect(items.at(-1)).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.pictureFromEnglishId, { position: 1 }),
      );
      await expect(items[1]).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.pictureFromEnglishId, { position: 2 }),
      );
    });
    await step("finds the banner past the English list with its own picture", async () => {
      await expect(within(ownPicture!).getAllByRole("listitem").at(-1)).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.ownPictureId),
      );
    });
  },
};

/** A language without banners: its visitors see the English ones, and it says so. */
export const ShowsEnglish: Story = {
  args: { locale: "po", banners: [] },
  render: (args) => <BannerList {...args} />,
  play: async ({ canvas, globals, args, step }) => {
    await step("reads that visitors see the English banners, and adds one", async () => {
      await expect(canvas.getByText(storyMessage(globals, ADMIN_BANNERS_COPY.showsEnglishId))).toBeVisible();
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.addId) }));
      await expect(args.onAdd).toHaveBeenCalledTimes(1);
    });
  },
};

/** A language with fewer banners than English is flagged, with the button to add one under the list. */
export const MissingBanners: Story = {
  args: { banners: workOf("de").banners.slice(0, 2) },
  render: (args) => <BannerList {...args} />,
  play: async ({ canvas, globals, step }) => {
    await step("reads how many banners English has beyond this language", async () => {
      await expect(
        canvas.getByText(storyMessage(globals, ADMIN_BANNERS_COPY.missingId, { count: english.length - 2 })),
      ).toBeVisible();
    });
  },
};

/** The list's announcements: the status line under it. */
const statusOf = ({ canvas }: Pick<StoryContext, "canvas" | "globals">) =>
  canvas.getAllByRole("status").find((status) => status.matches("[data-slot=banner-list-announcement]"))!;

/** The list as an editor changes it: moves and removals apply at once, and a removal can be undone. */
function WorkingList(props: BannerListProps) {
  const [work, setWork] = useState<BannerWork>(() => workOf(props.locale));
  return (
    <BannerList
      {...props}
      banners={work.banners}
      english={props.locale === "en" ? keptRecords(work) : english}
      onMove={(index, direction) => setWork((current) => moveBanner(current, index, direction))}
      onMoveTo={(from, to) => {
        props.onMoveTo?.(from, to);
        setWork((current) => moveTo(current, from, to));
      }}
      onRemove={(index) => setWork((current) => setRemoved(current, index, true))}
      onRestore={(index) => setWork((current) => setRemoved(current, index, false))}
    />
  );
}

/**
 * Reordering with the keyboard: 'Move down' moves the banner one place, the focus stays on its
 * button and the new place is announced.
 */
export const KeyboardReorder: Story = {
  tags: ["play-only"],
  render: (args) => <WorkingList {...args} />,
  play: async ({ canvas, globals, step }) => {
    const [first, second] = STORY_BANNER_LISTS.de.banners;
    const moveDown = storyMessage(globals, ADMIN_BANNERS_COPY.moveDownId);
    await step(`presses 'Move down' on "${first!.title}" with Enter`, async () => {
      const button = within(canvas.getAllByRole("listitem")[0]!).getByRole("button", { name: moveDown });
      button.focus();
      await userEvent.keyboard("{Enter}");
    });
    await step("finds it second, its button still focused, the move announced", async () => {
      const titles = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
      await expect(titles.slice(0, 2)).toEqual([second!.title, first!.title]);
      await waitFor(() =>
        expect(within(canvas.getAllByRole("listitem")[1]!).getByRole("button", { name: moveDown })).toHaveFocus(),
      );
      // The list's own status (dnd-kit keeps an empty one of its own beside it).
      await expect(statusOf({ canvas, globals })).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.movedId, {
          title: first!.title,
          position: 2,
          count: STORY_BANNER_LISTS.de.banners.length,
        }),
      );
    });
  },
};

/** A pointer event at a point of the page, as a mouse's left button makes it. */
const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    clientX: x,
    clientY: y,
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType: "mouse",
    isPrimary: true,
    button: 0,
    buttons: type === "pointerup" ? 0 : 1,
  });

/**
 * Reordering with a pointer: the first banner dragged by its handle onto the third takes its
 * place, and the new place is announced as a move with the buttons is.
 */
export const DragToReorder: Story = {
  tags: ["play-only"],
  render: (args) => <WorkingList {...args} />,
  play: async ({ canvas, globals, args, step }) => {
    const [first, second, third] = STORY_BANNER_LISTS.de.banners;
    await step(`drags "${first!.title}" by its handle onto the third banner and drops it`, async () => {
      const handle = canvas.getAllByTitle(storyMessage(globals, ADMIN_BANNERS_COPY.dragId))[0]!;
      const start = handle.getBoundingClientRect();
      const target = canvas.getAllByRole("listitem")[2]!.getBoundingClientRect();
      const x = start.left + start.width / 2;
      const [from, to] = [start.top + start.height / 2, target.top + target.height / 2 + 8];
      handle.dispatchEvent(pointer("pointerdown", x, from));
      for (let step = 1; step <= 10; step++) {
        document.dispatchEvent(pointer("pointermove", x, from + ((to - from) * step) / 10));
        await new Promise(requestAnimationFrame);
      }
      document.dispatchEvent(pointer("pointerup", x, to));
    });
    await step("finds it third, the others moved up, the move announced", async () => {
      await waitFor(() => expect(args.onMoveTo).toHaveBeenCalledWith(0, 2));
      const titles = canvas.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
      await expect(titles.slice(0, 3)).toEqual([second!.title, third!.title, first!.title]);
      // The list's own status (dnd-kit keeps an empty one of its own beside it).
      await expect(statusOf({ canvas, globals })).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.movedId, {
          title: first!.title,
          position: 3,
          count: STORY_BANNER_LISTS.de.banners.length,
        }),
      );
    });
  },
};

/** Removing keeps the banner listed, struck out of the save, with 'Undo' until the list is saved. */
export const RemoveAndUndo: Story = {
  tags: ["play-only"],
  render: (args) => <WorkingList {...args} />,
  play: async ({ canvas, globals, step }) => {
    const [first] = STORY_BANNER_LISTS.de.banners;
    await step(`removes "${first!.title}": it says so, with Undo`, async () => {
      await userEvent.click(
        within(canvas.getAllByRole("listitem")[0]!).getByRole("button", {
          name: storyMessage(globals, ADMIN_BANNERS_COPY.removeId),
        }),
      );
      await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.removedId, { title: first!.title }),
      );
    });
    await step("presses Undo: the banner is back", async () => {
      await userEvent.click(canvas.getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.undoId) }));
      await expect(canvas.getAllByRole("heading", { level: 3 })[0]).toHaveTextContent(first!.title);
    });
  },
};

/** The API refused a save: the message shows on the banner it belongs to. */
export const Refused: Story = {
  args: { errors: new Map([[1, { title: FIELD_ERROR_CODES.tooLong }]]) },
  play: async ({ canvas, globals, step }) => {
    await step("finds the title's message on the second banner", async () => {
      await expect(canvas.getAllByRole("listitem")[1]).toHaveTextContent(
        errorText(globals, TITLE!, FIELD_ERROR_CODES.tooLong),
      );
    });
  },
};

/** The sheet's cells: languages that show each fallback, a short list, a removal and a refusal. */
const CELLS: readonly { spec: string[]; props: Partial<BannerListProps> }[] = [
  { spec: ["locale=en"], props: { locale: "en", banners: workOf("en").banners } },
  {
    spec: [`locale=${WITHOUT_PICTURE!.locale}`],
    props: { locale: WITHOUT_PICTURE!.locale, banners: workOf(WITHOUT_PICTURE!.locale).banners },
  },
  { spec: ["locale=po"], props: { locale: "po", banners: [] } },
  { spec: ["missing=2"], props: { banners: workOf("de").banners.slice(0, 2) } },
  { spec: ["removed=1"], props: { banners: setRemoved(workOf("de"), 0, true).banners } },
  { spec: ["refused=title"], props: { errors: new Map([[1, { title: FIELD_ERROR_CODES.tooLong }]]) } },
];

/**
 * The spec sheet: English, a language with every picture fallback, a language showing English, a
 * short list, a removed banner and a refused one. The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {CELLS.map((cell) => (
        <SpecCell
          key={cell.spec.join()}
          spec={cell.spec}
          state={cell.spec[0]!.startsWith("refused") ? "error" : "default"}
        >
          <BannerList {...args} {...cell.props} english={cell.props.locale === "en" ? [] : english} />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
};
