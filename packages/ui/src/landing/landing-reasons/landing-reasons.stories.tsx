import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LANDING_PAGES, type LandingPage } from "@studio/content";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { LandingReasons } from "./landing-reasons.tsx";
import { inSpecCell } from "../../test/spec-sheet.tsx";

const meta = {
  title: "Sections/Landing/LandingReasons",
  id: "landing-landingreasons",
  component: LandingReasons,
  parameters: { layout: "fullscreen" },
  args: { reasons: LANDING_PAGES.training.reasons },
  argTypes: {
    reasons: {
      control: "select",
      options: ["training", "services", "englishTraining"],
      mapping: {
        training: LANDING_PAGES.training.reasons,
        services: LANDING_PAGES.services.reasons,
        englishTraining: LANDING_PAGES.englishTraining.reasons,
      },
    },
  },
} satisfies Meta<typeof LandingReasons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three points in an ordered list, numbered 01 to 03, each with its title and sentence. */
function reasonsStory(reasons: LandingPage["reasons"]): Story {
  return {
    args: { reasons },
    play: async ({ step, canvas, globals }) => {
      const items = () =>
        within(
          within(canvas.getByRole("region", { name: sameText(storyMessage(globals, reasons.titleId)) })).getByRole(
            "list",
          ),
        ).getAllByRole("listitem");
      await step(`sees three points in a list under "${storyMessage(globals, reasons.titleId)}"`, async () => {
        await expect(items()).toHaveLength(3);
      });
      await step("reads each: its number, 01 to 03, its title and its sentence", async () => {
        for (const [index, reason] of reasons.items.entries()) {
          await expect(items()[index]).toHaveAttribute("data-id", `0${index + 1}`);
          await expect(items()[index]).toHaveTextContent(reason.id);
          await expect(
            within(items()[index]!).getByRole("heading", {
              level: 3,
              name: sameText(storyMessage(globals, reason.titleId)),
            }),
          ).toBeInTheDocument();
          await expect(items()[index]).toHaveTextContent(storyMessage(globals, reason.descId));
        }
      });
    },
  };
}

/** Controls for every prop. */
export const Playground: Story = {};

/** Training page: industry experts, hands-on projects, placement support. */
export const Training: Story = reasonsStory(LANDING_PAGES.training.reasons);

/** Services page: expertise, cost-effectiveness, 24/7 support. */
export const Services: Story = reasonsStory(LANDING_PAGES.services.reasons);

/** English-only training page. */
export const EnglishTraining: Story = reasonsStory(LANDING_PAGES.englishTraining.reasons);

/** The services reasons on a white band: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  decorators: [inSpecCell({ spec: ["services", "tone=plain"], state: "default", bleed: true })],
  args: { reasons: LANDING_PAGES.services.reasons, tone: "plain" },
};
