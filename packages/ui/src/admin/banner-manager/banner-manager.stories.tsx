import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { languagesWithChangedPictures } from "@studio/api";
import type { AdminBannerList, AdminResult, SaveBanners } from "@studio/api/admin";
import {
  ADMIN_BANNER_FIELDS,
  ADMIN_BANNERS_COPY,
  ADMIN_EDITOR_COPY,
  ADMIN_PICTURE_COPY,
  ADMIN_SESSION_COPY,
  BANNER_PICTURE,
  LOCALE_CODES,
  getLocale,
  type LocaleCode,
} from "@studio/content";
import { controlName } from "../../forms/form-story-helpers.ts";
import { storyImageUrl } from "../../home/banner-carousel/banner-carousel.fixtures.ts";
import { ALL_STATES_PARAMETERS, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { STORY_BANNER_LISTS, STORY_UPLOAD, acceptUpload, savedAs, storyPictureFile } from "../admin.fixtures.ts";
import { editBanner, workFrom } from "../banner-work.ts";
import { BannerManager } from "./banner-manager.tsx";

const [TITLE] = ADMIN_BANNER_FIELDS;
/** The stories' drafts live under keys of their own, removed before each story. */
const DRAFT_KEY = "studio.storyAdminDraft";
const NEW_TITLE = "Apps, die Kunden lieben";

type Save = (locale: LocaleCode, save: SaveBanners) => Promise<AdminResult<AdminBannerList>>;
/** An `onSave` that answers each save in turn with `replies`, then saves. */
const answering = (...replies: AdminResult<AdminBannerList>[]) => {
  const queue = [...replies];
  return fn<Save>(async (locale, save) => queue.shift() ?? savedAs(locale, save));
};

const meta = {
  title: "Sections/Admin/BannerManager",
  id: "admin-bannermanager",
  component: BannerManager,
  args: {
    lists: STORY_BANNER_LISTS,
    onSave: answering(),
    onUploadPicture: fn(acceptUpload),
    imageUrl: storyImageUrl,
    draftKey: DRAFT_KEY,
    initialLocale: "en",
    loadFailed: false,
    signedInAs: "editor@studio.test",
    onSignOut: fn(),
    onReload: fn(),
  },
  argTypes: {
    lists: { control: false },
    initialLocale: { control: "select", options: LOCALE_CODES },
  },
  beforeEach: () => {
    for (const locale of LOCALE_CODES) localStorage.removeItem(`${DRAFT_KEY}.${locale}`);
  },
} satisfies Meta<typeof BannerManager>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, "canvas" | "globals">;

const button = ({ canvas, globals }: Context, id: Parameters<typeof storyMessage>[1]) =>
  canvas.getByRole("button", { name: storyMessage(globals, id) });

/** Opens a language's tab, edits its banner at `index` to `title` and applies it. */
async function retitle(context: Context, locale: LocaleCode, index: number, title: string) {
  const { canvas, globals } = context;
  await userEvent.click(canvas.getByRole("tab", { name: getLocale(locale).name }));
  const panel = within(canvas.getByRole("tabpanel"));
  await userEvent.click(
    within(panel.getAllByRole("listitem")[index]!).getByRole("button", {
      name: storyMessage(globals, ADMIN_BANNERS_COPY.editId),
    }),
  );
  const box = await panel.findByRole("textbox", { name: controlName(globals, TITLE!) });
  await userEvent.clear(box);
  await userEvent.type(box, title);
  await userEvent.click(panel.getByRole("button", { name: storyMessage(globals, ADMIN_EDITOR_COPY.applyId) }));
}

/** Controls for every prop; saves succeed. */
export const Playground: Story = {};

/** While the lists are read: 'Loading the banners…', busy. */
export const Loading: Story = {
  args: { lists: undefined },
  play: async ({ canvas, globals, step }) => {
    await step("finds the loading status", async () => {
      await expect(canvas.getByRole("status")).toHaveTextContent(storyMessage(globals, ADMIN_BANNERS_COPY.loadingId));
    });
  },
};

/** The lists could not be read: the manager says so, and 'Try again' reads them again. */
export const LoadFailed: Story = {
  args: { lists: undefined, loadFailed: true },
  play: async ({ canvas, globals, args, step }) => {
    await step("reads the failure and presses 'Try again'", async () => {
      await expect(canvas.getByRole("alert")).toHaveTextContent(storyMessage(globals, ADMIN_BANNERS_COPY.loadFailedId));
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.retryId));
      await expect(args.onReload).toHaveBeenCalledTimes(1);
    });
  },
};

/** The signed-in editor's address above the tabs, with 'Sign out'. */
export const SignedIn: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    await step("finds who is signed in and signs out", async () => {
      await expect(
        canvas.getByText(storyMessage(globals, ADMIN_SESSION_COPY.signedInAsId, { email: args.signedInAs! })),
      ).toBeVisible();
      await userEvent.click(button({ canvas, globals }, ADMIN_SESSION_COPY.signOutId));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * One tab per language, by its own name: the English banners first; the other languages follow
 * them under the fallback rules.
 */
export const Languages: Story = {
  tags: ["play-only"],
  play: async ({ canvas, step }) => {
    await step("finds a tab per language, English selected", async () => {
      await expect(canvas.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(
        LOCALE_CODES.map((code) => getLocale(code).name),
      );
      await expect(canvas.getByRole("tab", { name: getLocale("en").name })).toHaveAttribute("aria-selected", "true");
    });
  },
};

/**
 * Edit and save: German banner 2 gets a new title; the tab is marked unsaved until 'Save changes'
 * sends the whole German list against its version with an idempotency key.
 */
export const EditAndSave: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    await step(`retitles German banner 2 "${NEW_TITLE}": the tab says there are unsaved changes`, async () => {
      await retitle({ canvas, globals }, "de", 1, NEW_TITLE);
      await expect(canvas.getByRole("tab", { name: new RegExp(getLocale("de").name) })).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.unsavedId),
      );
    });
    await step("saves: the list goes with its version and a key, and the page says it is saved", async () => {
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.saveId));
      await waitFor(() => expect(canvas.getByText(storyMessage(globals, ADMIN_BANNERS_COPY.savedId))).toBeVisible());
      // The save bar's buttons are gone: the focus is on what the save came to, not lost.
      await waitFor(() =>
        expect(canvas.getByText(storyMessage(globals, ADMIN_BANNERS_COPY.savedId)).closest("[tabindex]")).toHaveFocus(),
      );
      const [locale, save] = args.onSave.mock.calls[0]!;
      await expect(locale).toBe("de");
      await expect(save.version).toBe(STORY_BANNER_LISTS.de.version);
      await expect(save.body.banners[1]?.title).toBe(NEW_TITLE);
      await expect(save.key).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
};

/**
 * A new picture for English banner 1: chosen, seen, uploaded and applied; before saving, the
 * manager names the languages whose first banner takes its picture from it.
 */
export const NewPicture: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, args, step }) => {
    const panel = within(canvas.getByRole("tabpanel"));
    await step("edits English banner 1, chooses a picture and uploads it", async () => {
      await userEvent.click(
        panel.getAllByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.editId) })[0]!,
      );
      const file = await storyPictureFile(BANNER_PICTURE.width, BANNER_PICTURE.height);
      await userEvent.upload(panel.getByLabelText(storyMessage(globals, ADMIN_PICTURE_COPY.chooseId)), file);
      await userEvent.click(
        await panel.findByRole("button", { name: storyMessage(globals, ADMIN_PICTURE_COPY.uploadId) }),
      );
      await expect(await panel.findByText(storyMessage(globals, ADMIN_PICTURE_COPY.uploadedId))).toBeVisible();
      await expect(args.onUploadPicture).toHaveBeenCalledWith(file);
    });
    await step("applies: the save bar names the languages whose pictures change", async () => {
      await userEvent.click(panel.getByRole("button", { name: storyMessage(globals, ADMIN_EDITOR_COPY.applyId) }));
      const affected = languagesWithChangedPictures(
        Object.fromEntries(LOCALE_CODES.map((code) => [code, STORY_BANNER_LISTS[code].banners])),
        STORY_BANNER_LISTS.en.banners,
        STORY_BANNER_LISTS.en.banners.map((banner, index) =>
          index === 0 ? { ...banner, image: STORY_UPLOAD.image } : banner,
        ),
      );
      await expect(affected.length).toBeGreaterThan(0);
      const languages = new Intl.ListFormat(storyLocale(globals).tag, { type: "conjunction" }).format(
        affected.map((code) => getLocale(code).name),
      );
      await expect(
        canvas.getByText(storyMessage(globals, ADMIN_BANNERS_COPY.picturesChangeId, { languages })),
      ).toBeVisible();
    });
    await step("saves: banner 1 names the stored picture", async () => {
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.saveId));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
      const [, save] = args.onSave.mock.calls[0]!;
      await expect(save.body.banners[0]?.image).toBe(STORY_UPLOAD.image);
    });
  },
};

/** A save that fails keeps everything; saving again sends the same save, with the same key. */
export const SaveFailsThenRetried: Story = {
  tags: ["play-only"],
  args: { onSave: answering({ kind: "failed", error: new TypeError("Failed to fetch") }) },
  play: async ({ canvas, globals, args, step }) => {
    await step("saves without a connection: told so, the change kept", async () => {
      await retitle({ canvas, globals }, "de", 1, NEW_TITLE);
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.saveId));
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.saveFailedId),
      );
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent(NEW_TITLE);
    });
    await step("saves again: the same key goes, so the API applies it once", async () => {
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.saveId));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
      const [[, first], [, second]] = args.onSave.mock.calls as [[LocaleCode, SaveBanners], [LocaleCode, SaveBanners]];
      await expect(second.key).toBe(first.key);
    });
  },
};

/** Their list, saved meanwhile by someone else, with a changed first title. */
const THEIRS: AdminBannerList = {
  ...STORY_BANNER_LISTS.de,
  version: '"v2"',
  banners: editBanner(workFrom(STORY_BANNER_LISTS.de), 0, { title: "Von jemand anderem" }).banners.map(
    ({ _id, image, title, desc }) => ({ _id: _id!, image, title, desc }),
  ),
};

/**
 * Someone else saved German meanwhile (412): their banners show beside the editor's, which are
 * kept, and saving again replaces theirs (it names their version).
 */
export const SomeoneElseSaved: Story = {
  tags: ["play-only"],
  args: { onSave: answering({ kind: "stale", current: THEIRS }) },
  play: async ({ canvas, globals, args, step }) => {
    await step("saves against an old version: both lists are shown", async () => {
      await retitle({ canvas, globals }, "de", 1, NEW_TITLE);
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.saveId));
      await expect(await canvas.findByRole("alert")).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.staleId),
      );
      await expect(
        canvas.getByRole("heading", { name: storyMessage(globals, ADMIN_BANNERS_COPY.theirVersionId) }),
      ).toBeVisible();
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent(NEW_TITLE);
    });
    await step("saves again: it names their version", async () => {
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.saveId));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
      await expect(args.onSave.mock.calls[1]![1].version).toBe(THEIRS.version);
    });
  },
};

/**
 * Moving an English banner changes the pictures of the languages that follow the English order:
 * the save bar names them before saving.
 */
export const EnglishReorderNamesLanguages: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, step }) => {
    const english = STORY_BANNER_LISTS.en.banners;
    const affected = languagesWithChangedPictures(
      Object.fromEntries(LOCALE_CODES.map((code) => [code, STORY_BANNER_LISTS[code].banners])),
      english,
      [english[1]!, english[0]!, ...english.slice(2)],
    ).map((code) => getLocale(code).name);
    await step("moves the first English banner down: the affected languages are named", async () => {
      await userEvent.click(
        within(canvas.getAllByRole("listitem")[0]!).getByRole("button", {
          name: storyMessage(globals, ADMIN_BANNERS_COPY.moveDownId),
        }),
      );
      const notice = within(canvas.getByRole("tabpanel")).getByText(new RegExp(affected[0]!));
      await expect(notice).toHaveTextContent(
        storyMessage(globals, ADMIN_BANNERS_COPY.picturesChangeId, {
          languages: new Intl.ListFormat(storyLocale(globals).tag, { type: "conjunction" }).format(affected),
        }),
      );
    });
  },
};

/** Unsaved work survives a reload (a draft per language), and 'Discard changes' drops it. */
export const DraftRestored: Story = {
  beforeEach: () => {
    const work = editBanner(workFrom(STORY_BANNER_LISTS.de), 1, { title: NEW_TITLE });
    localStorage.setItem(`${DRAFT_KEY}.de`, JSON.stringify({ savedAt: Date.now(), work }));
  },
  args: { initialLocale: "de" },
  play: async ({ canvas, globals, step }) => {
    await step("finds the draft's title and the unsaved state", async () => {
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent(NEW_TITLE);
    });
    await step("presses Discard: a dialog asks first, and 'Keep editing' keeps everything", async () => {
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.discardId));
      const dialog = await within(document.body).findByRole("alertdialog", {
        name: storyMessage(globals, ADMIN_BANNERS_COPY.discardTitleId, { language: getLocale("de").name }),
      });
      await userEvent.click(
        within(dialog).getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.keepEditingId) }),
      );
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent(NEW_TITLE);
    });
    await step("discards: the saved title is back and the draft gone", async () => {
      await userEvent.click(button({ canvas, globals }, ADMIN_BANNERS_COPY.discardId));
      const dialog = await within(document.body).findByRole("alertdialog");
      await userEvent.click(
        within(dialog).getByRole("button", { name: storyMessage(globals, ADMIN_BANNERS_COPY.discardId) }),
      );
      await expect(canvas.getByRole("tabpanel")).toHaveTextContent(STORY_BANNER_LISTS.de.banners[1]!.title);
      await waitFor(() => expect(localStorage.getItem(`${DRAFT_KEY}.de`)).toBeNull());
    });
  },
};

/**
 * The spec sheet: the manager as it opens (English) and with unsaved German work (its tab
 * marked, the save bar shown). The visual-regression story.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  beforeEach: () => {
    const work = editBanner(workFrom(STORY_BANNER_LISTS.de), 1, { title: NEW_TITLE });
    localStorage.setItem(`${DRAFT_KEY}-sheet.de`, JSON.stringify({ savedAt: Date.now(), work }));
    return () => localStorage.removeItem(`${DRAFT_KEY}-sheet.de`);
  },
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["changes=none"]} state="default">
        <BannerManager {...args} />
      </SpecCell>
      <SpecCell spec={["changes=unsaved"]} state="default">
        <BannerManager {...args} initialLocale="de" draftKey={`${DRAFT_KEY}-sheet`} />
      </SpecCell>
    </SpecSheet>
  ),
};
