import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { resolveBanners, type Banner } from "@studio/api";
import { ADMIN_PREVIEW_COPY, ADMIN_PREVIEW_WIDTHS, LOCALE_CODES } from "@studio/content";
import { storyImageUrl } from "../../home/banner-carousel/banner-carousel.fixtures.ts";
import { ALL_STATES_PARAMETERS, storyMessage } from "../../test/story-helpers.ts";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { STORY_BANNER_LISTS } from "../admin.fixtures.ts";
import { BannerPreview } from "./banner-preview.tsx";

/** The German banners as German visitors get them. */
const GERMAN = resolveBanners("de", STORY_BANNER_LISTS.de.banners, STORY_BANNER_LISTS.en.banners) ?? [];
/** A description twice as long as the write limit allows, as an editor may type it (or a real API hold it). */
const LONG_DESCRIPTION = `${GERMAN[1]!.desc} ${GERMAN[2]!.desc}`;
/** The German banners with the second one's description too long for a phone. */
const WITH_LONG_DESCRIPTION: Banner[] = GERMAN.map((banner, index) =>
  index === 1 ? { ...banner, desc: LONG_DESCRIPTION } : banner,
);
const [PHONE] = ADMIN_PREVIEW_WIDTHS;

const meta = {
  title: "Sections/Admin/BannerPreview",
  id: "admin-bannerpreview",
  component: BannerPreview,
  args: { banners: GERMAN, index: 1, locale: "de", imageUrl: storyImageUrl },
  argTypes: {
    banners: { control: false },
    locale: { control: "select", options: LOCALE_CODES },
    widths: { control: false },
  },
} satisfies Meta<typeof BannerPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop: the German second banner among its language's banners. */
export const Playground: Story = {};

/** Texts that fit: at every width the preview says so, measured in a frame of that width. */
export const Fits: Story = {
  tags: ["play-only"],
  play: async ({ canvas, globals, step }) => {
    await step("finds every width measured, and nothing cut", async () => {
      await waitFor(() =>
        expect(canvas.getAllByText(storyMessage(globals, ADMIN_PREVIEW_COPY.fitsId))).toHaveLength(
          ADMIN_PREVIEW_WIDTHS.length,
        ),
      );
    });
  },
};

/**
 * A description over the limit, as typed before it is shortened: the phone's preview says the
 * three-line clamp cuts it there.
 */
export const DescriptionCut: Story = {
  args: { banners: WITH_LONG_DESCRIPTION },
  play: async ({ canvas, globals, step }) => {
    await step(`finds the description cut at ${PHONE} px`, async () => {
      const phone = canvas
        .getByText(storyMessage(globals, ADMIN_PREVIEW_COPY.widthId, { width: PHONE! }))
        .closest("li")!;
      await waitFor(() =>
        expect(within(phone).getByText(storyMessage(globals, ADMIN_PREVIEW_COPY.descCutId))).toBeVisible(),
      );
    });
  },
};

/** The spec sheet: texts that fit, and a description cut on a phone. The visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      <SpecCell spec={["texts=fit"]} state="default">
        <BannerPreview {...args} />
      </SpecCell>
      <SpecCell spec={["description=cut"]} state="error">
        <BannerPreview {...args} banners={WITH_LONG_DESCRIPTION} />
      </SpecCell>
    </SpecSheet>
  ),
};
