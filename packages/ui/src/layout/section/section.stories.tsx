import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormattedMessage } from "react-intl";
import { expect } from "storybook/test";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { Section } from "./section.tsx";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";

const meta = {
  title: "Components/Layout/Section",
  id: "layout-section",
  component: Section,
  parameters: { layout: "fullscreen" },
  args: {
    tone: "plain",
    align: "start",
    title: <FormattedMessage id="home.whyChoose.title" />,
    lead: <FormattedMessage id="home.hero.lead" />,
    children: (
      <p className="max-w-prose">
        <FormattedMessage id="home.whyChoose.expertise.description" />
      </p>
    ),
  },
  argTypes: {
    tone: { control: "inline-radio", options: ["plain", "muted", "brand"] },
    align: { control: "inline-radio", options: ["start", "center"] },
    title: { control: false },
    lead: { control: false },
    eyebrow: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controls for every prop. */
export const Playground: Story = {};

/** The section is a landmark named by its heading. */
export const Landmark: Story = {
  play: async ({ step, canvas, globals }) => {
    const title = storyMessage(globals, "home.whyChoose.title");
    await step(`finds a landmark named by its heading, "${title}"`, async () => {
      await expect(canvas.getByRole("region", { name: sameText(title) })).toBeInTheDocument();
      await expect(canvas.getByRole("heading", { level: 2, name: sameText(title) })).toBeInTheDocument();
    });
    await step("reads the lead inside it", async () => {
      await expect(canvas.getByRole("region", { name: sameText(title) })).toHaveTextContent(
        storyMessage(globals, "home.hero.lead"),
      );
    });
  },
};

const TONE_TITLES = {
  plain: "home.whyChoose.title",
  muted: "home.services.title",
  brand: "home.technologies.title",
} as const;

/** All tones with an eyebrow, one centred: the visual-regression story. */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <SpecSheet layout="stack">
      {(["plain", "muted", "brand"] as const).map((tone) => (
        <SpecCell
          key={tone}
          spec={[`tone=${tone}`, tone === "muted" ? "align=center" : "align=start", "eyebrow"]}
          bleed
        >
          <Section
            key={tone}
            {...args}
            tone={tone}
            align={tone === "muted" ? "center" : "start"}
            title={<FormattedMessage id={TONE_TITLES[tone]} />}
            eyebrow={<FormattedMessage id="home.products.title" />}
          />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
};
