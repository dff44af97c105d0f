import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ALL_STATES_PARAMETERS, sameText, storyMessage } from "../../test/story-helpers.ts";
import { WhatsAppButton } from "./whatsapp-button.tsx";

/** A number reserved for fiction (UK Ofcom drama range), as the site's configuration would give it. */
const SAMPLE_NUMBER = "+44 7700 900982";

const meta = {
  title: "Sections/Shell/WhatsAppButton",
  id: "shell-whatsappbutton",
  component: WhatsAppButton,
  args: { phoneNumber: SAMPLE_NUMBER, position: "fixed" },
  argTypes: {
    phoneNumber: { control: "text" },
    position: { control: "inline-radio", options: ["fixed", "inline"] },
    messageId: { control: false },
  },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WhatsAppButton>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** Matches an accessible name whatever its kind of white space (French no-break spaces), as `storyMessage` gives it. */

const chatLink = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole("link", {
    name: sameText(`${storyMessage(globals, "whatsapp.label")} ${storyMessage(globals, "shell.newTabHint")}`),
  });

/** Controls for every prop: the button floats in the bottom-right corner. */
export const Playground: Story = {};

/**
 * The chat link: WhatsApp's click-to-chat address with the number's digits and the prefilled
 * message of the current language, URL-encoded; it opens a new tab without giving the chat page
 * access to this one.
 */
export const ChatLink: Story = {
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "the chat link: WhatsApp's click-to-chat address with the number's digits and the prefilled message of the current language, URL-encoded; it opens a new tab without giving the chat page access to this one",
      async () => {
        const link = chatLink(canvasElement, globals);
        const message = storyMessage(globals, "whatsapp.prefilledMessage");
        const href = link.getAttribute("href")!;
        await expect(href).toMatch(/^https:\/\/wa\.me\/447700900982\?text=/);
        const url = new URL(href);
        await expect(url.origin).toBe("https://wa.me");
        await expect(url.pathname).toBe("/447700900982");
        // Encoded in the address, the message reads the same once decoded.
        await expect(href).toMatch(/^[\x21-\x7e]+$/); // printable ASCII only: spaces and accents are %-encoded
        await expect(url.searchParams.get("text")?.replace(/\s+/g, " ")).toBe(message);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      },
    );
  },
};

/**
 * Fixed in the bottom-right corner above the page, below the navigation layer; from 768 px the
 * label shows beside the green disc, below only the disc (the name is read out either way).
 */
export const Layout: Story = {
  tags: ["mobile-interaction"],
  play: async ({ step, canvasElement, globals }) => {
    await step(
      "fixed in the bottom-right corner above the page, below the navigation layer; from 768 px the label shows beside the green disc, below only the disc (the name is read out either way)",
      async () => {
        const link = chatLink(canvasElement, globals);
        const style = getComputedStyle(link);
        await expect(style.position).toBe("fixed");
        await expect(Number(style.zIndex)).toBe(9998);
        const box = link.getBoundingClientRect();
        await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
        await expect(window.innerWidth - box.right).toBeLessThanOrEqual(24);
        await expect(window.innerHeight - box.bottom).toBeGreaterThanOrEqual(16);
        await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(24);
        // A large touch target at every width.
        await expect(Math.round(box.height)).toBeGreaterThanOrEqual(48);

        const label = link.querySelector<HTMLElement>('[data-slot="whatsapp-button-label"]')!;
        const labelShown = label.getBoundingClientRect().width > 1 && getComputedStyle(label).clipPath === "none";
        await expect(labelShown).toBe(window.innerWidth >= 768);
        await expect(label).toHaveTextContent(storyMessage(globals, "whatsapp.label"));
        await expect(link.querySelector("svg path")).toBeInTheDocument();
      },
    );
  },
};

/** Another prefilled message id: the link carries that text instead. */
export const OtherMessage: Story = {
  args: { messageId: "nav.contact" },
  play: async ({ step, canvasElement, globals }) => {
    await step("another prefilled message id: the link carries that text instead", async () => {
      const link = chatLink(canvasElement, globals);
      const text = new URL(link.getAttribute("href")!).searchParams.get("text");
      await expect(text?.replace(/\s+/g, " ")).toBe(storyMessage(globals, "nav.contact"));
    });
  },
};

/** In the flow of a panel (`position="inline"`), for previews; and the floating button: the visual-regression story. */
export const AllStates: Story = {
  parameters: ALL_STATES_PARAMETERS,
  render: (args) => (
    <div className="p-6">
      <WhatsAppButton {...args} position="inline" />
      <WhatsAppButton {...args} position="fixed" />
    </div>
  ),
  play: async ({ step, canvasElement, globals }) => {
    await step(
      'in the flow of a panel (`position="inline"`), for previews; and the floating button: the visual-regression story',
      async () => {
        const links = within(canvasElement).getAllByRole("link", {
          name: sameText(`${storyMessage(globals, "whatsapp.label")} ${storyMessage(globals, "shell.newTabHint")}`),
        });
        await expect(links).toHaveLength(2);
        await expect(getComputedStyle(links[0]!).position).toBe("relative");
      },
    );
  },
};
