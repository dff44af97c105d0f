import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { localizedPath } from "@studio/content";
import { SpecCell, SpecSheet } from "../../test/spec-sheet.tsx";
import { ALL_STATES_PARAMETERS, sameText, storyLocale, storyMessage } from "../../test/story-helpers.ts";
import { NotFoundMessage } from "./not-found-message.tsx";

const meta = {
  title: "Sections/Shell/NotFoundMessage",
  id: "shell-notfoundmessage",
  component: NotFoundMessage,
  args: { homeHref: "/" },
  argTypes: { homeHref: { control: false, description: "Follows the toolbar's Language in these stories." } },
  // 'Back to home' leads to the home page of the story's language, as on the site.
  render: (args, { globals }) => <NotFoundMessage {...args} homeHref={localizedPath("/", storyLocale(globals).code)} />,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof NotFoundMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message as the not-found page shows it under the navigation bar. */
export const Default: Story = {
  play: async ({ step, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await step("the page's only heading says the page was not found", async () => {
      const heading = canvas.getByRole("heading", { level: 1 });
      await expect(heading).toHaveAccessibleName(sameText(storyMessage(globals, "notFound.title")));
      await expect(canvas.getByText(storyMessage(globals, "notFound.description"))).toBeVisible();
    });
    await step("'Back to the home page' leads to the home page of the visitor's language", async () => {
      const link = canvas.getByRole("link", { name: sameText(storyMessage(globals, "notFound.backHome")) });
      await expect(link).toHaveAttribute("href", localizedPath("/", storyLocale(globals).code));
      link.focus();
      await expect(link).toHaveFocus();
    });
  },
};

/**
 * The spec sheet: the message at rest, and its 'Back to the home page' link hovered and focused
 * from the keyboard. The visual-regression story, in every language and width.
 */
export const AllStates: Story = {
  tags: ["every-language"],
  parameters: ALL_STATES_PARAMETERS,
  render: (args, { globals }) => (
    <SpecSheet layout="stack">
      {(["default", "hover", "focus-visible"] as const).map((state) => (
        <SpecCell key={state} state={state}>
          <NotFoundMessage {...args} homeHref={localizedPath("/", storyLocale(globals).code)} />
        </SpecCell>
      ))}
    </SpecSheet>
  ),
};
